// Databases and collections: listDatabases, listCollections, create, drop, dropDatabase.
import { Query } from 'mingo';
import { MongoError } from '../errors';
import { ID_INDEX } from '../storage/collection';
import { encode } from '../storage/query';
import type { Document } from '../storage/values';
import { collectionName, optionalDocument } from './args';
import type { CommandHandler } from './context';

const UNSUPPORTED_CREATE_OPTIONS = ['capped', 'timeseries', 'clusteredIndex', 'viewOn', 'pipeline'];

export const namespaceCommands: Record<string, CommandHandler> = {
  listDatabases: (cmd, { catalog }) => {
    const filter = optionalDocument(cmd, 'filter');
    let databases = [...catalog.dbs.keys()].map((name) => {
      const sizeOnDisk = catalog
        .collections(name)
        .reduce((n, c) => n + [...c.docs.values()].reduce((m, b) => m + b.length, 0), 0);
      return { name, sizeOnDisk, empty: sizeOnDisk === 0 };
    });
    if (filter) {
      const q = new Query(filter, { scriptEnabled: false });
      databases = databases.filter((d) => q.test(d));
    }
    if (cmd.nameOnly) return { databases: databases.map(({ name }) => ({ name })), ok: 1 };
    return { databases, totalSize: databases.reduce((n, d) => n + d.sizeOnDisk, 0), totalSizeMb: 0, ok: 1 };
  },

  listCollections: (cmd, { catalog, cursors, db }) => {
    const filter = optionalDocument(cmd, 'filter');
    let infos: Document[] = catalog.collections(db).map((c) => ({
      name: c.name,
      type: 'collection',
      options: c.options,
      info: { readOnly: false },
      idIndex: ID_INDEX,
    }));
    if (filter) {
      const q = new Query(filter, { scriptEnabled: false });
      infos = infos.filter((i) => q.test(i));
    }
    if (cmd.nameOnly) infos = infos.map((i) => ({ name: i.name, type: i.type }));
    const batchSize = optionalDocument(cmd, 'cursor')?.batchSize as number | undefined;
    return cursors.first(`${db}.$cmd.listCollections`, infos.map(encode).values(), batchSize ?? Infinity);
  },

  create: (cmd, { catalog, db }) => {
    const name = collectionName(cmd, 'create');
    const options: Document = {};
    for (const [k, v] of Object.entries(cmd)) {
      if (k === 'create' || k.startsWith('$') || ['lsid', 'writeConcern', 'comment', 'txnNumber'].includes(k)) continue;
      if (UNSUPPORTED_CREATE_OPTIONS.includes(k))
        throw new MongoError('CommandNotSupported', `docstore does not support the create option '${k}'`);
      options[k] = v;
    }
    const existing = catalog.collection(db, name);
    if (existing) {
      // MongoDB 7 accepts a repeated create with the same options.
      if (JSON.stringify(existing.options) === JSON.stringify(options)) return { ok: 1 };
      throw new MongoError('NamespaceExists', `Collection ${db}.${name} already exists.`);
    }
    catalog.createCollection(db, name, options);
    return { ok: 1 };
  },

  drop: (cmd, { catalog, db }) => {
    const name = collectionName(cmd, 'drop');
    const coll = catalog.collection(db, name);
    const nIndexesWas = coll ? coll.indexes.size + 1 : 0;
    catalog.dropCollection(db, name);
    return { nIndexesWas, ns: `${db}.${name}`, ok: 1 };
  },

  dropDatabase: (_cmd, { catalog, db }) => {
    catalog.dropDatabase(db);
    return { dropped: db, ok: 1 };
  },
};
