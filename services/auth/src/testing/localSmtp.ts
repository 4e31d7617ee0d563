/**
 * A local SMTP server for the tests and the end-to-end stack (smtp-server): it accepts every message and keeps
 * it, in memory and, when asked, as one JSON file per message in a folder (the e2e stack's server runs in jest's
 * global setup, another process than the suites, which read the folder).
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  /** The body, decoded (quoted-printable or base64). */
  text: string;
}

export interface LocalSmtp {
  /** SMTP_URL for the service. */
  url: string;
  readonly messages: ReceivedMail[];
  /** The first message (received or to come) to `to` that `match` accepts. */
  waitFor(to: string, match?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** A single-part message as nodemailer writes it: headers, a blank line, the encoded body. */
export function parseMail(raw: string, from: string, to: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => head.match(new RegExp(`^${name}:\\s*(.*)$`, 'im'))?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  let text = body;
  if (encoding === 'quoted-printable') text = decodeQuotedPrintable(body);
  else if (encoding === 'base64') text = Buffer.from(body, 'base64').toString('utf8');
  return { from, to, subject: header('Subject'), text: text.replace(/\r\n/g, '\n') };
}

export async function startLocalSmtp({ saveTo }: { saveTo?: string } = {}): Promise<LocalSmtp> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  if (saveTo) mkdirSync(saveTo, { recursive: true });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const mail = parseMail(
          Buffer.concat(chunks).toString('latin1'),
          from,
          session.envelope.rcptTo.map((r) => r.address),
        );
        messages.push(mail);
        if (saveTo) writeFileSync(path.join(saveTo, `${Date.now()}-${messages.length}.json`), JSON.stringify(mail));
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(to, match = () => true, timeoutMs = 10_000) {
      const find = () => messages.find((mail) => mail.to.includes(to) && match(mail));
      return new Promise((resolve, reject) => {
        const wake = () => {
          const found = find();
          if (!found) return;
          waiters.delete(wake);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`no e-mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(wake);
        wake();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The messages a server started with `saveTo` has written, oldest first. */
export function readSavedMail(folder: string): ReceivedMail[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort((a, b) => parseInt(a, 10) - parseInt(b, 10) || a.localeCompare(b, 'en', { numeric: true }))
    .map((name) => JSON.parse(readFileSync(path.join(folder, name), 'utf8')) as ReceivedMail);
}

/** The reset link in a message. */
export function resetLinkIn(mail: ReceivedMail): string {
  const link = mail.text.match(/https?:\/\/\S+\/reset-password#token=[A-Za-z0-9_-]{43}/)?.[0];
  if (!link) throw new Error(`no reset link in: ${mail.text}`);
  return link;
}
