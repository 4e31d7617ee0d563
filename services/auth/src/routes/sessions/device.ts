import Bowser from 'bowser';

export const UNKNOWN_DEVICE = 'Unknown device';

/** 'Chrome on Windows', 'Safari on iOS', 'Firefox' — what a person recognises of a user agent. */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return UNKNOWN_DEVICE;
  const { browser, os } = Bowser.parse(userAgent);
  if (browser.name && os.name) return `${browser.name} on ${os.name}`;
  return browser.name || os.name || UNKNOWN_DEVICE;
}
