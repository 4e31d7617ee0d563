/**
 * Recognising MongoDB's duplicate-key refusal (code 11000), the one way every service tells "already there"
 * (a unique index won a race) from a real failure.
 */
export const DUPLICATE_KEY_CODE = 11000;

function numberField(value: unknown, key: string): number | undefined {
  if (typeof value !== 'object' || value === null || !(key in value)) return undefined;
  const field: unknown = (value as Record<string, unknown>)[key];
  return typeof field === 'number' ? field : undefined;
}

/** The error is a duplicate-key refusal of a single write (insertOne, updateOne with upsert, save…). */
export function isDuplicateKey(err: unknown): boolean {
  return numberField(err, 'code') === DUPLICATE_KEY_CODE;
}

/**
 * The indexes of the refused operations of an unordered insertMany or bulkWrite when every refusal is a duplicate
 * key, else null (another failure, or not a bulk failure at all). The driver gives each write error its own
 * `code` and `index`, some versions inside `err`.
 */
export function duplicateKeyIndexes(err: unknown): number[] | null {
  if (typeof err !== 'object' || err === null || !('writeErrors' in err)) return null;
  const raw: unknown = err.writeErrors;
  const list: unknown[] = Array.isArray(raw) ? raw : [raw];
  if (list.length === 0) return null;
  const indexes: number[] = [];
  for (const writeError of list) {
    const inner: unknown =
      typeof writeError === 'object' && writeError !== null && 'err' in writeError ? writeError.err : undefined;
    const code = numberField(writeError, 'code') ?? numberField(inner, 'code');
    const index = numberField(writeError, 'index') ?? numberField(inner, 'index');
    if (code !== DUPLICATE_KEY_CODE || index === undefined) return null;
    indexes.push(index);
  }
  return indexes;
}

/** A single or bulk write that failed only because some of its documents were there already. */
export function isDuplicateKeyOnly(err: unknown): boolean {
  return isDuplicateKey(err) || duplicateKeyIndexes(err) !== null;
}
