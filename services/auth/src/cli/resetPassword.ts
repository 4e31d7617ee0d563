/**
 * `npm run reset-password -- user@example.com`: prints a one-time password reset link for a server without
 * SMTP_URL (the sign-in window tells such users to ask the operator). It talks to the running database: MONGODB_URI,
 * or the embedded docstore that `npm start` runs on DOCSTORE_PORT.
 */
import { PASSWORD_RESET_TTL_MINUTES, emailSchema } from '@tracker/contracts';
import mongoose from 'mongoose';
import { DEFAULT_PUBLIC_URL, readConfig } from '../config';
import { passwordResets } from '../routes';

export const USAGE = 'Usage: npm run reset-password -- user@example.com';
const DEFAULT_DATABASE = 'mongodb://127.0.0.1:27027/tracker';

export interface CommandOutput {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** The environment the command needs; the rest of the auth configuration is not required here. */
function commandConfig(env: Record<string, string | undefined>) {
  const port = env.DOCSTORE_PORT ?? '27027';
  return readConfig({
    // Only the database and the public origin matter here: 'test' spares the operator the service-only
    // requirements (SESSION_KEYS); no password is hashed by this command.
    NODE_ENV: 'test',
    MONGODB_URI: env.MONGODB_URI ?? DEFAULT_DATABASE.replace('27027', port),
    PUBLIC_URL: env.PUBLIC_URL ?? (env.PORT ? `http://localhost:${env.PORT}` : DEFAULT_PUBLIC_URL),
    PASSWORD_SCRYPT_N: env.PASSWORD_SCRYPT_N,
  });
}

/** Runs the command; resolves with the exit code (0: a link was printed). */
export async function resetPasswordCommand(
  args: string[],
  env: Record<string, string | undefined>,
  io: CommandOutput,
): Promise<number> {
  const parsed = args.length === 1 ? emailSchema.safeParse(args[0]) : null;
  if (!parsed?.success) {
    io.err(USAGE);
    return 2;
  }
  const email = parsed.data;
  const config = commandConfig(env);
  const connection = mongoose.createConnection(config.MONGODB_URI, { serverSelectionTimeoutMS: 5000 });
  try {
    await connection.asPromise();
  } catch {
    io.err(
      `Could not reach the database (${env.MONGODB_URI ? 'MONGODB_URI' : 'the embedded one: is npm start running?'}).`,
    );
    return 1;
  }
  try {
    const found = await passwordResets(connection, config, { mailer: null }).operatorLink(email);
    if (found.kind === 'none') {
      io.err(`No account uses ${email}.`);
      return 1;
    }
    if (found.kind === 'google') {
      io.err(`${email} signs in with Google and has no password to reset: tell them to use "Continue with Google".`);
      return 1;
    }
    io.out(`Password reset link for ${email} (works once, for ${PASSWORD_RESET_TTL_MINUTES} minutes):`);
    io.out(found.link);
    io.out('Give it to the account holder only: whoever opens it can set the password.');
    return 0;
  } finally {
    await connection.close();
  }
}

if (require.main === module) {
  resetPasswordCommand(process.argv.slice(2), process.env, {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  }).then(
    (code) => process.exit(code),
    (err: unknown) => {
      process.stderr.write(`reset-password failed: ${err instanceof Error ? err.message : String(err)}\n`);
      process.exit(1);
    },
  );
}
