// Reading command arguments with MongoDB's own complaints for wrong types.
import { MongoError } from '../errors';
import { type Document, isPlainObject } from '../storage/values';

export function collectionName(cmd: Document, name: string): string {
  const value = cmd[name];
  if (typeof value !== 'string' || value === '') {
    throw new MongoError(
      'InvalidNamespace',
      `collection name has invalid type ${value === '' ? 'empty string' : typeof value}`,
    );
  }
  return value;
}

export function optionalDocument(cmd: Document, field: string): Document | undefined {
  const value = cmd[field];
  if (value === undefined || value === null) return undefined;
  if (!isPlainObject(value))
    throw new MongoError(
      'TypeMismatch',
      `BSON field '${field}' is the wrong type '${typeof value}', expected type 'object'`,
    );
  return value;
}

export function optionalNumber(cmd: Document, field: string): number | undefined {
  const value = cmd[field];
  if (value === undefined || value === null) return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n))
    throw new MongoError(
      'TypeMismatch',
      `BSON field '${field}' is the wrong type '${typeof value}', expected a number`,
    );
  return n;
}

export function documentArray(cmd: Document, field: string): Document[] {
  const value = cmd[field];
  if (!Array.isArray(value))
    throw new MongoError('TypeMismatch', `BSON field '${field}' is missing or is not an array`);
  for (const item of value) {
    if (!isPlainObject(item)) throw new MongoError('TypeMismatch', `BSON field '${field}' must be an array of objects`);
  }
  return value as Document[];
}
