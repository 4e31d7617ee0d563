// Database and collection administration, the handshake commands, and MongoDB's error shape.
import { MongoServerError } from 'mongodb';
import { describeConformance } from '../support/targets';

describeConformance('adm', (target) => {
  test('hello, ping and buildInfo answer like a standalone server', async () => {
    const admin = target.client().db('admin');
    const hello = await admin.command({ hello: 1 });
    expect(hello).toMatchObject({ ok: 1, isWritablePrimary: true });
    expect(hello.maxWireVersion).toBeGreaterThanOrEqual(17);
    expect(hello.setName).toBeUndefined();
    expect(await admin.command({ ping: 1 })).toMatchObject({ ok: 1 });
    const build = await admin.command({ buildInfo: 1 });
    expect(build.ok).toBe(1);
    expect(build.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(build.versionArray).toHaveLength(4);
  });

  test('a client declaring serverApi (hello over OP_MSG from the first message) works like the legacy handshake', async () => {
    const client = await target.newClient({ serverApi: { version: '1' } });
    const coll = client.db(target.dbName()).collection('api');
    await coll.insertOne({ a: 1 });
    expect(await coll.countDocuments()).toBe(1);
    expect(await client.db('admin').command({ ping: 1 })).toMatchObject({ ok: 1 });
  });

  test('an unknown command answers ok 0, code 59 CommandNotFound, with errmsg', async () => {
    const err = await target
      .db()
      .command({ frobnicate: 1 })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(err).toBeInstanceOf(MongoServerError);
    const serverErr = err as MongoServerError;
    expect(serverErr.code).toBe(59);
    expect(serverErr.codeName).toBe('CommandNotFound');
    expect(serverErr.errorResponse.ok).toBe(0);
    expect(serverErr.errorResponse.errmsg).toMatch(/no such command: 'frobnicate'/);
  });

  test('create makes an empty collection; creating it again with the same options succeeds (MongoDB 7)', async () => {
    const db = target.db();
    await db.createCollection('empty');
    expect((await db.listCollections().toArray()).map((c) => c.name)).toEqual(['empty']);
    await db.createCollection('empty');
    expect((await db.listCollections().toArray()).map((c) => c.name)).toEqual(['empty']);
    expect(await db.collection('empty').countDocuments()).toBe(0);
  });

  test('listCollections lists implicitly created collections, with filter and nameOnly', async () => {
    const db = target.db();
    await db.collection('alpha').insertOne({ a: 1 });
    await db.collection('beta').createIndex({ b: 1 });
    await db.createCollection('gamma');
    const all = await db.listCollections({}, { nameOnly: false }).toArray();
    expect(all.map((c) => c.name).sort()).toEqual(['alpha', 'beta', 'gamma']);
    const alpha = all.find((c) => c.name === 'alpha');
    expect(alpha?.type).toBe('collection');
    expect(alpha?.options).toEqual({});
    const filtered = await db.listCollections({ name: 'beta' }).toArray();
    expect(filtered.map((c) => c.name)).toEqual(['beta']);
    const namesOnly = await db.listCollections({}, { nameOnly: true }).toArray();
    expect(namesOnly.map((c) => c.name).sort()).toEqual(['alpha', 'beta', 'gamma']);
    expect(await db.listCollections({ name: 'nope' }).toArray()).toEqual([]);
  });

  test('drop removes a collection and its indexes; dropping a missing one is not an error', async () => {
    const db = target.db();
    const c = db.collection('gone');
    await c.createIndex({ k: 1 }, { unique: true });
    await c.insertOne({ k: 1 });
    expect(await c.drop()).toBe(true);
    expect((await db.listCollections().toArray()).map((x) => x.name)).toEqual([]);
    expect(await c.countDocuments()).toBe(0);
    await c.insertOne({ k: 1 });
    await c.insertOne({ k: 1 }); // the unique index went with the collection
    expect(await c.countDocuments()).toBe(2);
    // MongoDB 7 answers ok (the driver: true); older servers NamespaceNotFound (the driver: false). Never a throw.
    await expect(db.collection('never-existed').drop()).resolves.toEqual(expect.any(Boolean));
  });

  test('dropDatabase removes every collection; listDatabases reflects it', async () => {
    const admin = target.client().db('admin');
    const name = target.dbName();
    const db = target.client().db(name);
    await db.collection('a').insertOne({ a: 1 });
    await db.collection('b').insertOne({ b: 1 });
    const listed = await admin.command({ listDatabases: 1 });
    expect(listed.ok).toBe(1);
    const entry = listed.databases.find((d: { name: string }) => d.name === name);
    expect(entry).toMatchObject({ name, empty: false });
    expect(typeof entry.sizeOnDisk).toBe('number');
    const nameOnly = await target.client().db().admin().listDatabases({ nameOnly: true });
    expect(nameOnly.databases.map((d) => d.name)).toContain(name);

    expect(await db.dropDatabase()).toBe(true);
    expect(await db.listCollections().toArray()).toEqual([]);
    const after = await admin.command({ listDatabases: 1, nameOnly: true });
    expect(after.databases.map((d: { name: string }) => d.name)).not.toContain(name);
  });

  test('the collection a command names must be a string', async () => {
    const err = await target
      .db()
      .command({ find: 42 })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(err).toBeInstanceOf(MongoServerError);
    const serverErr = err as MongoServerError;
    expect(serverErr.errorResponse.ok).toBe(0);
    expect(typeof serverErr.code).toBe('number');
    expect(typeof serverErr.codeName).toBe('string');
    expect(typeof serverErr.errorResponse.errmsg).toBe('string');
  });

  test('endSessions is accepted', async () => {
    const session = target.client().startSession();
    await target.db().collection('s').insertOne({ a: 1 }, { session });
    await session.endSession();
    expect(await target.client().db('admin').command({ endSessions: [] })).toMatchObject({ ok: 1 });
  });
});
