// MongoDB's own error codes and names, so drivers and mongoose classify our failures as they would a mongod's.
export const ErrorCodes = {
  InternalError: 1,
  BadValue: 2,
  FailedToParse: 9,
  TypeMismatch: 14,
  IllegalOperation: 20,
  NamespaceNotFound: 26,
  IndexNotFound: 27,
  CursorNotFound: 43,
  NamespaceExists: 48,
  CommandNotFound: 59,
  ImmutableField: 66,
  InvalidOptions: 72,
  InvalidNamespace: 73,
  IndexOptionsConflict: 85,
  IndexKeySpecsConflict: 86,
  CommandNotSupported: 115,
  InvalidIdField: 53,
  DollarPrefixedFieldName: 52,
  ConflictingUpdateOperators: 40,
  CannotCreateIndex: 67,
  Location40324: 40324,
  BSONObjectTooLarge: 10334,
  DuplicateKey: 11000,
} as const;

export type CodeName = keyof typeof ErrorCodes;

export class MongoError extends Error {
  readonly code: number;
  readonly codeName: string;
  /** Extra fields of the error reply (keyPattern and keyValue for duplicate keys). */
  readonly extra: Record<string, unknown>;

  constructor(codeName: CodeName, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.code = ErrorCodes[codeName];
    this.codeName = codeName;
    this.extra = extra;
  }
}

/** The reply body of a failed command: `{ ok: 0, errmsg, code, codeName, ...extra }`. */
export function errorReply(err: unknown): Record<string, unknown> {
  if (err instanceof MongoError) {
    return { ok: 0, errmsg: err.message, code: err.code, codeName: err.codeName, ...err.extra };
  }
  const message = err instanceof Error ? err.message : String(err);
  // mingo reports bad operators and expressions as plain errors: they are the client's fault.
  if (isMingoError(err)) return { ok: 0, errmsg: message, code: ErrorCodes.BadValue, codeName: 'BadValue' };
  return { ok: 0, errmsg: message, code: ErrorCodes.InternalError, codeName: 'InternalError' };
}

function isMingoError(err: unknown): boolean {
  return err instanceof Error && (err.constructor.name === 'MingoError' || /^mingo|operator/i.test(err.message));
}

/** The per-document entry of `writeErrors` in an insert/update/delete reply. */
export function writeErrorEntry(index: number, err: unknown): Record<string, unknown> {
  const reply = errorReply(err);
  const { ok: _ok, code, errmsg, codeName: _codeName, ...extra } = reply;
  return { index, code, errmsg, ...extra };
}
