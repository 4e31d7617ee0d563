import { Types } from 'mongoose';
import { notFound } from '../errors';

/** The filter that finds one document of one user: its id and its owner, never the id alone. */
export interface OwnFilter {
  _id: Types.ObjectId;
  userId: string;
}

/** `id` as an ObjectId when it is one (24 hex digits), else null: an id from a URL is never a 12-byte name. */
export function objectIdOrNull(id: string): Types.ObjectId | null {
  return /^[0-9a-fA-F]{24}$/.test(id) ? new Types.ObjectId(id) : null;
}

/**
 * The user's own document with this id, found by `find` with the id-and-owner filter; else a 404 with the area's
 * `notFoundMessage`. An unknown id, another user's document and an id that is no ObjectId all answer the same 404
 * (never a 500, and nothing tells a stranger the document exists).
 */
export async function findOwnOr404<Doc>(
  find: (filter: OwnFilter) => PromiseLike<Doc | null>,
  userId: string,
  id: string,
  notFoundMessage: string,
): Promise<Doc> {
  const _id = objectIdOrNull(id);
  const found = _id ? await find({ _id, userId }) : null;
  if (!found) throw notFound(notFoundMessage);
  return found;
}
