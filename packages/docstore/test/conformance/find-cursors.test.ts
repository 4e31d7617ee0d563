// find with sort/skip/limit/projection, and cursors: getMore past the first batch of 101, batchSize,
// killCursors and what the server answers for a cursor it no longer has.
import { Long, MongoServerError, type CommandStartedEvent, type CommandSucceededEvent, type Document } from 'mongodb';
import { describeConformance } from '../support/targets';

/** Documents keyed by small numbers, for readable expectations. */
type NumberId = { _id: number } & Document;

describeConformance('cur', (target) => {
  async function seed(count: number) {
    const c = target.db().collection<{ _id: number; i: number; group: string; pad: string }>('docs');
    await c.insertMany(
      Array.from({ length: count }, (_, i) => ({ _id: i, i, group: `g${i % 3}`, pad: 'p'.repeat(10) })),
    );
    return c;
  }

  test('sort ascending and descending, compound sort, skip and limit', async () => {
    const c = target.db().collection('s');
    await c.insertMany([
      { name: 'c', n: 2 },
      { name: 'a', n: 1 },
      { name: 'b', n: 2 },
      { name: 'd', n: 3 },
      { name: 'e', n: 1 },
    ]);
    const names = async (cursor: { toArray(): Promise<Document[]> }) => (await cursor.toArray()).map((d) => d.name);
    expect(await names(c.find().sort({ name: 1 }))).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(await names(c.find().sort({ name: -1 }))).toEqual(['e', 'd', 'c', 'b', 'a']);
    expect(await names(c.find().sort({ n: -1, name: 1 }))).toEqual(['d', 'b', 'c', 'a', 'e']);
    expect(await names(c.find().sort({ name: 1 }).skip(1).limit(2))).toEqual(['b', 'c']);
    expect(await names(c.find().sort({ name: 1 }).skip(10))).toEqual([]);
    expect(
      await names(
        c
          .find({ n: { $gte: 2 } })
          .sort({ name: -1 })
          .limit(2),
      ),
    ).toEqual(['d', 'c']);
  });

  test('projection: inclusion, exclusion, _id suppression, dotted paths, $slice and $elemMatch', async () => {
    const c = target.db().collection<NumberId>('p');
    await c.insertOne({
      _id: 1,
      a: 1,
      b: 2,
      sub: { x: 1, y: 2 },
      arr: [1, 2, 3, 4],
      items: [
        { k: 'a', v: 1 },
        { k: 'b', v: 2 },
      ],
    });
    expect(await c.findOne({}, { projection: { a: 1 } })).toEqual({ _id: 1, a: 1 });
    expect(await c.findOne({}, { projection: { a: 1, _id: 0 } })).toEqual({ a: 1 });
    expect(await c.findOne({}, { projection: { a: 0, arr: 0, items: 0 } })).toEqual({
      _id: 1,
      b: 2,
      sub: { x: 1, y: 2 },
    });
    expect(await c.findOne({}, { projection: { 'sub.y': 1, _id: 0 } })).toEqual({ sub: { y: 2 } });
    expect(await c.findOne({}, { projection: { arr: { $slice: 2 }, _id: 0, a: 1 } })).toEqual({ a: 1, arr: [1, 2] });
    expect(await c.findOne({}, { projection: { items: { $elemMatch: { k: 'b' } }, _id: 0 } })).toEqual({
      items: [{ k: 'b', v: 2 }],
    });
  });

  test('a mixed inclusion/exclusion projection is refused', async () => {
    const c = target.db().collection('p');
    await c.insertOne({ a: 1, b: 2 });
    await expect(c.findOne({}, { projection: { a: 1, b: 0 } })).rejects.toBeInstanceOf(MongoServerError);
  });

  test('a find over 250 documents returns a first batch of 101 and the rest through getMore', async () => {
    const c = await seed(250);
    const client = await target.newClient({ monitorCommands: true });
    const started: CommandStartedEvent[] = [];
    const succeeded: CommandSucceededEvent[] = [];
    client.on('commandStarted', (e) => started.push(e));
    client.on('commandSucceeded', (e) => succeeded.push(e));
    const docs = await client.db(c.dbName).collection('docs').find().sort({ _id: 1 }).toArray();
    expect(docs.map((d) => d._id)).toEqual(Array.from({ length: 250 }, (_, i) => i));
    const findReply = succeeded.find((e) => e.commandName === 'find')?.reply as Document;
    expect(findReply.cursor.firstBatch).toHaveLength(101);
    expect(findReply.cursor.ns).toBe(`${c.dbName}.docs`);
    expect(String(findReply.cursor.id)).not.toBe('0');
    const getMores = succeeded.filter((e) => e.commandName === 'getMore');
    expect(getMores.length).toBeGreaterThanOrEqual(1);
    const last = getMores[getMores.length - 1].reply as Document;
    expect(String(last.cursor.id)).toBe('0');
    expect(started.filter((e) => e.commandName === 'killCursors')).toHaveLength(0);
  });

  test('batchSize sets the size of every batch; limit bounds the total across getMore', async () => {
    const c = await seed(120);
    const client = await target.newClient({ monitorCommands: true });
    const replies: Document[] = [];
    client.on('commandSucceeded', (e) => {
      if (e.commandName === 'find' || e.commandName === 'getMore') replies.push(e.reply as Document);
    });
    const coll = client.db(c.dbName).collection('docs');
    const all = await coll.find().sort({ _id: 1 }).batchSize(25).toArray();
    expect(all).toHaveLength(120);
    const sizes = replies.map((r) => (r.cursor.firstBatch ?? r.cursor.nextBatch).length);
    expect(sizes).toEqual([25, 25, 25, 25, 20]);

    replies.length = 0;
    const limited = await coll.find({ group: 'g0' }).sort({ _id: -1 }).batchSize(7).limit(30).toArray();
    expect(limited).toHaveLength(30);
    expect(limited[0]._id).toBe(117);
    expect(replies.reduce((n, r) => n + (r.cursor.firstBatch ?? r.cursor.nextBatch).length, 0)).toBe(30);
  });

  test('iterating a cursor one document at a time crosses batch boundaries', async () => {
    const c = await seed(230);
    const seen: number[] = [];
    for await (const doc of c.find({}, { batchSize: 50 }).sort({ i: -1 })) seen.push(doc.i);
    expect(seen).toEqual(Array.from({ length: 230 }, (_, i) => 229 - i));
  });

  test('closing a cursor early sends killCursors, and the killed cursor is gone', async () => {
    const c = await seed(150);
    const client = await target.newClient({ monitorCommands: true });
    const succeeded: CommandSucceededEvent[] = [];
    client.on('commandSucceeded', (e) => succeeded.push(e));
    const db = client.db(c.dbName);
    const cursor = db.collection('docs').find().batchSize(10);
    expect(await cursor.next()).not.toBeNull();
    const cursorId = cursor.id;
    expect(cursorId).toBeDefined();
    await cursor.close();
    const kill = succeeded.find((e) => e.commandName === 'killCursors')?.reply as Document | undefined;
    expect(kill?.ok).toBe(1);
    expect(kill?.cursorsKilled.map(String)).toEqual([String(cursorId)]);

    const err = await db.command({ getMore: cursorId, collection: 'docs' }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(MongoServerError);
    expect((err as MongoServerError).code).toBe(43);
    expect((err as MongoServerError).codeName).toBe('CursorNotFound');
  });

  test('killCursors of an unknown id reports it as not found', async () => {
    const c = await seed(1);
    const db = target.client().db(c.dbName);
    const reply = await db.command({ killCursors: 'docs', cursors: [Long.fromNumber(123456789)] });
    expect(reply.ok).toBe(1);
    expect(reply.cursorsNotFound.map(String)).toEqual(['123456789']);
    expect(reply.cursorsKilled).toEqual([]);
  });

  test('a single-batch find (findOne, limit -1) leaves no cursor open', async () => {
    const c = await seed(200);
    const client = await target.newClient({ monitorCommands: true });
    const replies: Document[] = [];
    client.on('commandSucceeded', (e) => {
      if (e.commandName === 'find') replies.push(e.reply as Document);
    });
    const coll = client.db(c.dbName).collection('docs');
    expect(await coll.findOne({ i: { $gte: 150 } }, { sort: { i: 1 } })).toMatchObject({ i: 150 });
    expect(String(replies[0].cursor.id)).toBe('0');
    const exact = await coll.find().limit(101).toArray();
    expect(exact).toHaveLength(101);
  });
});
