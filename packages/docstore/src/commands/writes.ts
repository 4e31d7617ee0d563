// insert, update, delete, findAndModify.
import { ObjectId } from 'bson';
import { MongoError, writeErrorEntry } from '../errors';
import type { Catalog } from '../storage/catalog';
import { type Collection, decode } from '../storage/collection';
import { type Match, encode, findMatches, matches, projector } from '../storage/query';
import { type UpdateSpec, applyUpdate, isOperatorUpdate, upsertDocument, validateUpdate } from '../storage/update';
import { findId, reencode, withIdFirst, withLeadingId } from '../storage/raw';
import { type Document, isPlainObject, keyOf } from '../storage/values';
import { collectionName, documentArray, optionalDocument } from './args';
import type { CommandHandler } from './context';
import { MAX_BSON_OBJECT_SIZE } from './server-info';

const BSON_ARRAY = 0x04;
const BSON_REGEX = 0x0b;

function checkSize(raw: Buffer): void {
  if (raw.length > MAX_BSON_OBJECT_SIZE) {
    throw new MongoError(
      'BSONObjectTooLarge',
      `object to insert too large. size in bytes: ${raw.length}, max size: ${MAX_BSON_OBJECT_SIZE}`,
    );
  }
}

function checkId(id: unknown): void {
  if (Array.isArray(id)) throw new MongoError('InvalidIdField', "The '_id' value cannot be of type array");
  if (id instanceof RegExp) throw new MongoError('InvalidIdField', "can't use a regex for _id");
}

/** The stored form of an inserted document: its own bytes (copied), with `_id` first, generated if missing. */
function prepareInsert(item: unknown): Buffer {
  let bytes: Uint8Array;
  if (item instanceof Uint8Array) bytes = item;
  else if (isPlainObject(item)) bytes = encode(item);
  else throw new MongoError('TypeMismatch', 'documents to insert must be objects');
  const id = findId(bytes);
  const type = id === undefined ? undefined : bytes[id.start];
  if (type === BSON_ARRAY) throw new MongoError('InvalidIdField', "The '_id' value cannot be of type array");
  if (type === BSON_REGEX) throw new MongoError('InvalidIdField', "can't use a regex for _id");
  // Copies either way: the received message buffer must not stay referenced by a stored document.
  const raw = type === undefined ? withLeadingId(bytes, new ObjectId()) : withIdFirst(bytes, id);
  checkSize(raw);
  return raw;
}

interface WriteResult {
  n: number;
  writeErrors: Document[];
}

function reply(result: WriteResult, extra: Document = {}): Document {
  const out: Document = { n: result.n, ...extra };
  if (result.writeErrors.length) out.writeErrors = result.writeErrors;
  out.ok = 1;
  return out;
}

/** Stores the updated form of one matched document; returns it and whether anything changed. */
function updateMatch(
  catalog: Catalog,
  coll: Collection,
  match: Match,
  update: UpdateSpec,
  query: Document,
  cmd: Document,
): { doc: Document; modified: boolean } {
  const next = applyUpdate(decode(match.raw), update, {
    query,
    arrayFilters: cmd.arrayFilters as Document[] | undefined,
    collation: cmd.collation,
  });
  const raw =
    Array.isArray(update) || isOperatorUpdate(update) ? reencode(match.raw, match.doc, next, sameValue) : encode(next);
  checkSize(raw);
  if (raw.equals(match.raw)) return { doc: next, modified: false };
  catalog.replace(coll, match.key, raw);
  return { doc: next, modified: true };
}

function upsert(
  catalog: Catalog,
  db: string,
  name: string,
  query: Document,
  update: UpdateSpec,
  cmd: Document,
): Document {
  const doc = upsertDocument(query, update, {
    arrayFilters: cmd.arrayFilters as Document[] | undefined,
    collation: cmd.collation,
  });
  checkId(doc._id);
  const raw = encode(doc);
  checkSize(raw);
  catalog.insert(catalog.ensureCollection(db, name), raw);
  return doc;
}

const sameValue = (a: unknown, b: unknown) => keyOf(a) === keyOf(b);

function queryOf(spec: Document, field: string): Document {
  const q = spec[field] ?? {};
  if (!isPlainObject(q))
    throw new MongoError('TypeMismatch', `BSON field '${field}' is the wrong type, expected type 'object'`);
  return q;
}

export const writeCommands: Record<string, CommandHandler> = {
  insert: (cmd, { catalog, db }) => {
    const name = collectionName(cmd, 'insert');
    const docs = cmd.documents;
    if (!Array.isArray(docs))
      throw new MongoError('TypeMismatch', "BSON field 'insert.documents' is missing or is not an array");
    const ordered = cmd.ordered !== false;
    const coll = catalog.ensureCollection(db, name);
    const result: WriteResult = { n: 0, writeErrors: [] };
    for (let i = 0; i < docs.length; i++) {
      try {
        catalog.insert(coll, prepareInsert(docs[i]));
        result.n++;
      } catch (err) {
        result.writeErrors.push(writeErrorEntry(i, err));
        if (ordered) break;
      }
    }
    return reply(result);
  },

  update: (cmd, { catalog, db }) => {
    const name = collectionName(cmd, 'update');
    const updates = documentArray(cmd, 'updates');
    const ordered = cmd.ordered !== false;
    const result: WriteResult = { n: 0, writeErrors: [] };
    let nModified = 0;
    const upserted: Document[] = [];
    for (let i = 0; i < updates.length; i++) {
      const spec = updates[i];
      try {
        const query = queryOf(spec, 'q');
        const update = validateUpdate(spec.u);
        const multi = spec.multi === true;
        if (multi && !Array.isArray(update) && !isOperatorUpdate(update)) {
          throw new MongoError('FailedToParse', 'multi update is not supported for replacement-style update');
        }
        const coll = catalog.collection(db, name);
        const options = { ...cmd, arrayFilters: spec.arrayFilters, collation: spec.collation };
        // Materialised first: updating while walking an index would revisit re-inserted keys.
        const targets = coll ? take(matches(coll, query, spec.collation), multi ? Infinity : 1) : [];
        if (targets.length === 0 && spec.upsert === true) {
          const doc = upsert(catalog, db, name, query, update, options);
          upserted.push({ index: i, _id: doc._id });
          result.n++;
          continue;
        }
        for (const match of targets) {
          result.n++;
          if (updateMatch(catalog, coll as Collection, match, update, query, options).modified) nModified++;
        }
      } catch (err) {
        result.writeErrors.push(writeErrorEntry(i, err));
        if (ordered) break;
      }
    }
    return reply(result, upserted.length ? { nModified, upserted } : { nModified });
  },

  delete: (cmd, { catalog, db }) => {
    const name = collectionName(cmd, 'delete');
    const deletes = documentArray(cmd, 'deletes');
    const ordered = cmd.ordered !== false;
    const result: WriteResult = { n: 0, writeErrors: [] };
    for (let i = 0; i < deletes.length; i++) {
      const spec = deletes[i];
      try {
        const query = queryOf(spec, 'q');
        const limit = Number(spec.limit ?? 0);
        if (limit !== 0 && limit !== 1)
          throw new MongoError('FailedToParse', 'The limit field in delete objects must be 0 or 1');
        const coll = catalog.collection(db, name);
        if (!coll) continue;
        for (const match of take(matches(coll, query, spec.collation), limit === 1 ? 1 : Infinity)) {
          catalog.remove(coll, match.key);
          result.n++;
        }
      } catch (err) {
        result.writeErrors.push(writeErrorEntry(i, err));
        if (ordered) break;
      }
    }
    return reply(result);
  },

  findAndModify: (cmd, { catalog, db }) => {
    const name = collectionName(cmd, 'findAndModify');
    const query = queryOf(cmd, 'query');
    const remove = cmd.remove === true;
    if (remove && cmd.update !== undefined)
      throw new MongoError('FailedToParse', 'Cannot specify both an update and remove=true');
    if (!remove && cmd.update === undefined)
      throw new MongoError('FailedToParse', 'Either an update or remove=true must be specified');
    if (remove && cmd.upsert === true)
      throw new MongoError('FailedToParse', 'Cannot specify both upsert=true and remove=true');
    const update = remove ? undefined : validateUpdate(cmd.update);
    const returnNew = cmd.new === true;
    const project = projector(query, optionalDocument(cmd, 'fields'), cmd.collation);
    const shown = (doc: Document | null) => (doc && project ? project(doc) : doc);
    const coll = catalog.collection(db, name);
    const [match] = coll
      ? take(findMatches(coll, { filter: query, sort: cmd.sort, limit: 1, collation: cmd.collation }), 1)
      : [];

    if (!match) {
      if (update && cmd.upsert === true) {
        const doc = upsert(catalog, db, name, query, update, cmd);
        return {
          lastErrorObject: { n: 1, updatedExisting: false, upserted: doc._id },
          value: returnNew ? shown(doc) : null,
          ok: 1,
        };
      }
      return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
    }
    if (remove) {
      catalog.remove(coll as Collection, match.key);
      return { lastErrorObject: { n: 1 }, value: shown(match.doc), ok: 1 };
    }
    const { doc } = updateMatch(catalog, coll as Collection, match, update as UpdateSpec, query, cmd);
    return { lastErrorObject: { n: 1, updatedExisting: true }, value: shown(returnNew ? doc : match.doc), ok: 1 };
  },
};

function take<T>(source: Iterable<T>, count: number): T[] {
  const out: T[] = [];
  if (count <= 0) return out;
  for (const item of source) {
    out.push(item);
    if (out.length >= count) break;
  }
  return out;
}
