const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** 'Active now' (under two minutes), 'Last seen 5 minutes ago', 'Last seen yesterday'; 'Last seen: unknown'. */
export function lastSeenText(iso: string | null, now = Date.now()): string {
  if (iso === null) return 'Last seen: unknown';
  const ago = Math.max(0, now - new Date(iso).getTime());
  if (ago < 2 * 60_000) return 'Active now';
  for (const [unit, ms] of UNITS) {
    if (ago >= ms) return `Last seen ${relative.format(-Math.floor(ago / ms), unit)}`;
  }
  return 'Active now';
}
