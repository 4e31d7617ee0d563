// createIndexes, listIndexes, dropIndexes.
import { MongoError } from '../errors';
import { ID_INDEX } from '../storage/collection';
import { type IndexSpec, defaultIndexName } from '../storage/indexes';
import { encode } from '../storage/query';
import { type Document, isPlainObject } from '../storage/values';
import { collectionName, documentArray, optionalDocument } from './args';
import type { CommandHandler } from './context';

const SPEC_OPTIONS = [
  'unique',
  'sparse',
  'expireAfterSeconds',
  'partialFilterExpression',
  'collation',
  'weights',
  'default_language',
  'language_override',
  'textIndexVersion',
  '2dsphereIndexVersion',
  'hidden',
  'background',
];

function parseSpec(raw: Document): IndexSpec {
  if (!isPlainObject(raw.key) || Object.keys(raw.key).length === 0) {
    throw new MongoError('CannotCreateIndex', "The 'key' field must be a non-empty object");
  }
  const key: Document = {};
  for (const [field, dir] of Object.entries(raw.key)) {
    if (typeof dir === 'number' ? dir === 0 : typeof dir !== 'string') {
      throw new MongoError('CannotCreateIndex', `Values in the index key pattern can't be 0 or non-numbers: ${field}`);
    }
    key[field] = dir;
  }
  const name = typeof raw.name === 'string' && raw.name ? raw.name : defaultIndexName(key);
  const spec: IndexSpec = { v: 2, key, name };
  for (const option of SPEC_OPTIONS)
    if (raw[option] !== undefined && option !== 'background') spec[option] = raw[option];
  if (spec.unique === false) delete spec.unique;
  if (spec.sparse === false) delete spec.sparse;
  if (
    spec.expireAfterSeconds !== undefined &&
    (typeof spec.expireAfterSeconds !== 'number' || spec.expireAfterSeconds < 0)
  ) {
    throw new MongoError('CannotCreateIndex', "TTL index 'expireAfterSeconds' option must be a non-negative number");
  }
  return spec;
}

const sameOptions = (a: IndexSpec, b: IndexSpec) => {
  const pick = (s: IndexSpec) => JSON.stringify(SPEC_OPTIONS.map((o) => s[o] ?? null));
  return pick(a) === pick(b);
};

export const indexCommands: Record<string, CommandHandler> = {
  createIndexes: (cmd, { catalog, db }) => {
    const name = collectionName(cmd, 'createIndexes');
    const specs = documentArray(cmd, 'indexes').map(parseSpec);
    const existed = catalog.collection(db, name);
    const coll = catalog.ensureCollection(db, name);
    const numIndexesBefore = coll.indexes.size + 1;
    let created = 0;
    for (const spec of specs) {
      if (spec.name === ID_INDEX.name || JSON.stringify(spec.key) === JSON.stringify(ID_INDEX.key)) continue;
      const sameName = coll.indexes.get(spec.name);
      if (sameName) {
        if (JSON.stringify(sameName.spec.key) !== JSON.stringify(spec.key)) {
          throw new MongoError(
            'IndexKeySpecsConflict',
            `An existing index has the same name as the requested index. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(sameName.spec)}`,
          );
        }
        if (!sameOptions(sameName.spec, spec)) {
          throw new MongoError(
            'IndexOptionsConflict',
            `An equivalent index already exists with the same name but different options. Requested index: ${JSON.stringify(spec)}, existing index: ${JSON.stringify(sameName.spec)}`,
          );
        }
        continue;
      }
      const sameKey = coll.findIndexByKey(spec.key);
      if (
        sameKey &&
        JSON.stringify(sameKey.spec.partialFilterExpression) === JSON.stringify(spec.partialFilterExpression)
      ) {
        throw new MongoError('IndexOptionsConflict', `Index already exists with a different name: ${sameKey.name}`);
      }
      catalog.createIndex(coll, spec);
      created++;
    }
    const reply: Document = {
      createdCollectionAutomatically: !existed,
      numIndexesBefore,
      numIndexesAfter: coll.indexes.size + 1,
      ok: 1,
    };
    if (created === 0) reply.note = 'all indexes already exist';
    return reply;
  },

  listIndexes: (cmd, { catalog, cursors, db }) => {
    const name = collectionName(cmd, 'listIndexes');
    const coll = catalog.collection(db, name);
    if (!coll) throw new MongoError('NamespaceNotFound', `ns does not exist: ${db}.${name}`);
    const batchSize = optionalDocument(cmd, 'cursor')?.batchSize as number | undefined;
    return cursors.first(`${db}.${name}`, coll.indexSpecs().map(encode).values(), batchSize ?? Infinity);
  },

  dropIndexes: (cmd, { catalog, db }) => {
    const name = collectionName(cmd, 'dropIndexes');
    const coll = catalog.collection(db, name);
    if (!coll) throw new MongoError('NamespaceNotFound', `ns not found ${db}.${name}`);
    const nIndexesWas = coll.indexes.size + 1;
    const target = cmd.index;
    let names: string[];
    if (target === '*') names = [...coll.indexes.keys()];
    else if (typeof target === 'string') names = [target];
    else if (Array.isArray(target)) names = target.map(String);
    else if (isPlainObject(target)) {
      const found =
        JSON.stringify(target) === JSON.stringify(ID_INDEX.key) ? ID_INDEX.name : coll.findIndexByKey(target)?.name;
      if (!found) throw new MongoError('IndexNotFound', `can't find index with key: ${JSON.stringify(target)}`);
      names = [found];
    } else
      throw new MongoError('TypeMismatch', "BSON field 'index' must be a string, an array of strings or an object");
    for (const n of names) {
      if (n === ID_INDEX.name) throw new MongoError('InvalidOptions', 'cannot drop _id index');
      if (!coll.indexes.has(n)) throw new MongoError('IndexNotFound', `index not found with name [${n}]`);
    }
    for (const n of names) catalog.dropIndex(coll, n);
    return { nIndexesWas, ok: 1 };
  },
};
