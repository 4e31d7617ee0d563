/**
 * What the callback learns from Google: the account id and the verified e-mail, read from the userinfo answer
 * (fetched by grant straight from Google with the access token) and cross-checked with the id_token's subject
 * (grant has already checked the id_token's audience and nonce).
 */
import { emailSchema } from '@tracker/contracts';
import { z } from 'zod';

export interface GoogleIdentity {
  googleId: string;
  email: string;
  firstName: string;
  lastName: string;
  picture: string | undefined;
}

export type IdentityResult = { ok: true; identity: GoogleIdentity } | { ok: false; reason: string };

/** Google sends a boolean; some OIDC providers send the string "true". */
const verifiedFlag = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);

const claimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.string(),
  email_verified: verifiedFlag.optional(),
  name: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  picture: z.string().optional(),
});

const grantResponseSchema = z.object({
  error: z.unknown().optional(),
  profile: z.unknown().optional(),
  jwt: z.object({ id_token: z.object({ payload: z.object({ sub: z.string() }) }).optional() }).optional(),
});

function errorText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function safePicture(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && value.length <= 2048 ? value : undefined;
  } catch {
    return undefined;
  }
}

function nameParts(claims: z.infer<typeof claimsSchema>, email: string): { firstName: string; lastName: string } {
  const given = claims.given_name?.trim() ?? '';
  const family = claims.family_name?.trim() ?? '';
  if (given || family) return { firstName: given.slice(0, 200), lastName: family.slice(0, 200) };
  const full = claims.name?.trim().replace(/\s+/g, ' ') ?? '';
  if (full) {
    const space = full.indexOf(' ');
    return space < 0
      ? { firstName: full.slice(0, 200), lastName: '' }
      : { firstName: full.slice(0, space), lastName: full.slice(space + 1, space + 201) };
  }
  // No name shared: the e-mail's local part, so the profile never shows an empty name.
  return { firstName: email.split('@')[0] ?? email, lastName: '' };
}

/** Reads grant's response (ctx.state.grant.response); any doubt is a refusal with a reason for the log. */
export function identityFromGrantResponse(response: unknown): IdentityResult {
  const parsed = grantResponseSchema.safeParse(response);
  if (!parsed.success) return { ok: false, reason: 'unexpected grant response' };
  const { error, profile, jwt } = parsed.data;
  if (error !== undefined) return { ok: false, reason: `provider error: ${errorText(error)}` };
  if (typeof profile === 'object' && profile !== null && 'error' in profile) {
    return { ok: false, reason: `userinfo error: ${errorText(profile.error)}` };
  }
  const claims = claimsSchema.safeParse(profile);
  if (!claims.success) return { ok: false, reason: 'userinfo without sub or email' };
  const idTokenSubject = jwt?.id_token?.payload.sub;
  if (idTokenSubject !== undefined && idTokenSubject !== claims.data.sub) {
    return { ok: false, reason: 'userinfo subject differs from the id_token subject' };
  }
  if (claims.data.email_verified !== true) return { ok: false, reason: 'e-mail not verified by the provider' };
  const email = emailSchema.safeParse(claims.data.email);
  if (!email.success) return { ok: false, reason: 'e-mail not usable' };
  return {
    ok: true,
    identity: {
      googleId: claims.data.sub,
      email: email.data,
      ...nameParts(claims.data, email.data),
      picture: safePicture(claims.data.picture),
    },
  };
}
