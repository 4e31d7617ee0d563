// Several clients writing at once: every operation on a collection applies in one order, so no update
// is lost, no unique key is taken twice and each client's own writes keep their order.
import { MongoServerError, type MongoClient } from 'mongodb';
import { describeConformance } from '../support/targets';

interface Counter {
  _id: string;
  n: number;
}
interface Sequence {
  _id: string;
  next: number;
}
interface Log {
  _id: string;
  entries: { w: number; seq: number }[];
}

describeConformance('conc', (target) => {
  async function clients(count: number): Promise<MongoClient[]> {
    return Promise.all(Array.from({ length: count }, () => target.newClient({ maxPoolSize: 5 })));
  }

  test('20 parallel $inc on one document from 4 clients end with the exact total', async () => {
    const dbName = target.dbName();
    const writers = await clients(4);
    const counters = writers[0].db(dbName).collection<Counter>('counters');
    await counters.insertOne({ _id: 'c', n: 0 });
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        writers[i % writers.length]
          .db(dbName)
          .collection<Counter>('counters')
          .updateOne({ _id: 'c' }, { $inc: { n: i + 1 } }),
      ),
    );
    expect(await counters.findOne({ _id: 'c' })).toEqual({ _id: 'c', n: 210 });
  });

  test('200 parallel findOneAndUpdate $inc hand out every ticket number exactly once', async () => {
    const dbName = target.dbName();
    const writers = await clients(4);
    await writers[0].db(dbName).collection<Sequence>('seq').insertOne({ _id: 'ticket', next: 0 });
    const handed = await Promise.all(
      Array.from({ length: 200 }, async (_, i) => {
        const doc = await writers[i % writers.length]
          .db(dbName)
          .collection<Sequence>('seq')
          .findOneAndUpdate({ _id: 'ticket' }, { $inc: { next: 1 } }, { returnDocument: 'after' });
        return doc?.next ?? -1;
      }),
    );
    expect([...handed].sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
  });

  test('each client’s sequential $push lands in its own order, and none is lost', async () => {
    const dbName = target.dbName();
    const writers = await clients(5);
    const log = writers[0].db(dbName).collection<Log>('log');
    await log.insertOne({ _id: 'l', entries: [] });
    await Promise.all(
      writers.map(async (client, w) => {
        const coll = client.db(dbName).collection<Log>('log');
        for (let seq = 0; seq < 15; seq++) {
          await coll.updateOne({ _id: 'l' }, { $push: { entries: { w, seq } } });
        }
      }),
    );
    const entries = (await log.findOne({ _id: 'l' }))?.entries ?? [];
    expect(entries).toHaveLength(75);
    for (let w = 0; w < writers.length; w++) {
      expect(entries.filter((e) => e.w === w).map((e) => e.seq)).toEqual(Array.from({ length: 15 }, (_, i) => i));
    }
  });

  test('racing inserts of one unique key: exactly one wins, the others get E11000', async () => {
    const dbName = target.dbName();
    const writers = await clients(4);
    const users = writers[0].db(dbName).collection('users');
    await users.createIndex({ email: 1 }, { unique: true });
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        writers[i % writers.length]
          .db(dbName)
          .collection('users')
          .insertOne({ email: 'race@example.com', attempt: i })
          .then(
            () => 'ok',
            (e: unknown) => (e instanceof MongoServerError ? e.code : String(e)),
          ),
      ),
    );
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 11000)).toHaveLength(11);
    expect(await users.countDocuments()).toBe(1);
  });

  test('racing upserts on one key create a single document', async () => {
    const dbName = target.dbName();
    const writers = await clients(4);
    await writers[0].db(dbName).collection('totals').createIndex({ userId: 1, month: 1 }, { unique: true });
    await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        writers[i % writers.length]
          .db(dbName)
          .collection('totals')
          .updateOne({ userId: 'u1', month: '2024-06' }, { $inc: { spent: 1 } }, { upsert: true }),
      ),
    );
    const docs = await writers[0]
      .db(dbName)
      .collection('totals')
      .find({}, { projection: { _id: 0 } })
      .toArray();
    expect(docs).toEqual([{ userId: 'u1', month: '2024-06', spent: 16 }]);
  });

  test('a reader polling during bulk inserts sees a count that only grows, and finally everything', async () => {
    const dbName = target.dbName();
    const [writer, reader] = await clients(2);
    const coll = writer.db(dbName).collection('bulk');
    const counts: number[] = [];
    let done = false;
    const reading = (async () => {
      while (!done) counts.push(await reader.db(dbName).collection('bulk').countDocuments());
    })();
    for (let batch = 0; batch < 10; batch++) {
      await coll.insertMany(Array.from({ length: 100 }, (_, i) => ({ batch, i })));
    }
    done = true;
    await reading;
    expect(await coll.countDocuments()).toBe(1000);
    expect(counts.every((n, i) => i === 0 || n >= counts[i - 1])).toBe(true);
  });
  test("a $group over many documents does not hold up another client's commands until it ends", async () => {
    const dbName = target.dbName();
    const [reader, other] = await clients(2);
    const rows = reader.db(dbName).collection<{ g: number; v: number }>('rows');
    for (let start = 0; start < 30_000; start += 5_000) {
      await rows.insertMany(Array.from({ length: 5_000 }, (_, i) => ({ g: (start + i) % 8, v: start + i })));
    }
    let groupedAt = 0;
    const grouped = rows
      .aggregate([{ $group: { _id: '$g', total: { $sum: '$v' }, n: { $sum: 1 } } }])
      .toArray()
      .then((groups) => {
        groupedAt = performance.now();
        return groups;
      });
    // Sent once the $group is under way (reading 30,000 documents takes far longer than this).
    await new Promise((resolve) => setTimeout(resolve, 30));
    await other.db(dbName).command({ ping: 1 });
    const pingedAt = performance.now();
    const groups = await grouped;
    expect(pingedAt).toBeLessThan(groupedAt);
    expect(groups).toHaveLength(8);
    expect(groups.reduce((sum, g) => sum + g.n, 0)).toBe(30_000);
    expect(groups.reduce((sum, g) => sum + g.total, 0)).toBe((29_999 * 30_000) / 2);
  }, 60_000); // 30,000 inserts first
});
