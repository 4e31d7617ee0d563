/**
 * The profile shows one name (product.md › Data › Profile); accounts keep firstName and lastName (registration asks for
 * both, Google gives both). Shown: the two joined by a space. Saved: spaces collapsed, then split at the first space —
 * "Mary Ann Smith" is stored as "Mary" / "Ann Smith" and shown again exactly as "Mary Ann Smith".
 */
export function splitName(name: string): { firstName: string; lastName: string } {
  const normalised = name.trim().replace(/\s+/g, ' ');
  const space = normalised.indexOf(' ');
  if (space < 0) return { firstName: normalised, lastName: '' };
  return { firstName: normalised.slice(0, space), lastName: normalised.slice(space + 1) };
}
