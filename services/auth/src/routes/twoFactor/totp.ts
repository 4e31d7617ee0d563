/**
 * Time-based one-time passwords (RFC 6238) with otpauth: 6 digits every 30 seconds, SHA-1 — what every
 * authenticator app reads from a QR code. One step of clock drift either way is allowed.
 */
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

export const TOTP_ISSUER = 'Budget & Wealth';
const PERIOD_SECONDS = 30;
/** Steps of clock drift allowed either side of now. */
const DRIFT_STEPS = 1;

function totp(secret: string, label = ''): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new secret: 20 random bytes (the RFC's recommendation for SHA-1), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URL an authenticator app adds the account from. */
export function otpauthUrl(secret: string, email: string): string {
  return totp(secret, email).toString();
}

/** The otpauth URL as an SVG QR code in a data: URL, made here so the browser needs no QR library. */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** The 30-second step a code belongs to (now, one before or one after), or null when it matches none. */
export function matchingStep(secret: string, code: string, now: number): number | null {
  const delta = totp(secret).validate({ token: code, timestamp: now, window: DRIFT_STEPS });
  if (delta === null) return null;
  return Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/** The code of a moment (tests and the e2e suite compute codes as an app would). */
export function totpCode(secret: string, now: number): string {
  return totp(secret).generate({ timestamp: now });
}
