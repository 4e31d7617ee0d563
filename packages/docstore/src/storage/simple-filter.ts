// The test of a filter made only of top-level equalities to a string, a boolean or an ObjectId and `$exists`, answered
// without compiling a mingo query. An update by `_id` and owner ({ _id, userId, flow: { $exists: false } }) is the
// common case: a bulk write of thousands of such updates compiled a mingo query for each, which cost more than the
// update itself (measured: ~75 µs of ~430 µs an update).
import { FieldPicker } from './raw';
import { type Document, isPlainObject, keyOf } from './values';

/** Tests a stored document by its bytes (see index-scan.ts's Test). */
type RawTest = (raw: Uint8Array) => boolean;

/**
 * `exists`: whether the field must be there (null counts as there); `same`: whether a value (the field's, or an element
 * of its array) is the one the condition asks for.
 */
type Check = { field: string; exists: boolean } | { field: string; same: (value: unknown) => boolean };

const isObjectId = (value: unknown): boolean =>
  value !== null && typeof value === 'object' && (value as { _bsontype?: unknown })._bsontype === 'ObjectId';

function checkOf(field: string, cond: unknown): Check | undefined {
  if (field === '' || field.startsWith('$') || field.includes('.')) return undefined;
  if (typeof cond === 'string' || typeof cond === 'boolean') return { field, same: (value) => value === cond };
  if (isObjectId(cond)) {
    const key = keyOf(cond);
    return { field, same: (value) => isObjectId(value) && keyOf(value) === key };
  }
  if (isPlainObject(cond) && Object.keys(cond).length === 1 && typeof cond.$exists === 'boolean') {
    return { field, exists: cond.$exists };
  }
  return undefined;
}

/** The test of `conditions` when each is of the kinds above (simple collation only); undefined otherwise. */
export function simpleTest(conditions: Document): RawTest | undefined {
  const checks: Check[] = [];
  for (const [field, cond] of Object.entries(conditions)) {
    const check = checkOf(field, cond);
    if (!check) return undefined;
    checks.push(check);
  }
  const picker = new FieldPicker(checks.map((check) => check.field));
  return (raw) => {
    const doc = picker.pick(raw);
    for (const check of checks) {
      if ('exists' in check) {
        if (check.field in doc !== check.exists) return false;
        continue;
      }
      const value = doc[check.field];
      // An array field matches when one of its elements does (MongoDB's equality on arrays).
      if (!(Array.isArray(value) ? value.some(check.same) : check.same(value))) return false;
    }
    return true;
  };
}
