import { Schema, type Connection } from 'mongoose';
import { startTestDatabase, type TestDatabase } from '../testing';
import { duplicateKeyIndexes, isDuplicateKey, isDuplicateKeyOnly } from './duplicateKey';
import { modelPerConnection } from './modelCache';
import { findOwnOr404, objectIdOrNull } from './ownDocument';
import { ServiceError } from '../errors';

jest.setTimeout(60_000);

interface Item {
  key: string;
  n?: number;
  userId?: string;
}
const itemSchema = new Schema<Item>({ key: { type: String, required: true, unique: true }, n: Number, userId: String });
const itemModel = modelPerConnection<Item>('MongoHelperItem', itemSchema);

let db: TestDatabase;
let connection: Connection;

beforeAll(async () => {
  db = await startTestDatabase();
  connection = await db.connection();
  await itemModel(connection).init();
  await itemModel(connection).create({ key: 'taken' });
});
afterAll(() => db.stop());

async function failure(write: () => Promise<unknown>): Promise<unknown> {
  try {
    await write();
  } catch (err) {
    return err;
  }
  throw new Error('the write succeeded');
}

describe('modelPerConnection', () => {
  it('compiles a model once per connection and again on another connection', async () => {
    expect(itemModel(connection)).toBe(itemModel(connection));
    const other = await db.connection();
    expect(itemModel(other)).not.toBe(itemModel(connection));
    expect(itemModel(other).db).toBe(other);
  });
});

describe('duplicate keys', () => {
  it('recognises a single write refused by a unique index, and nothing else', async () => {
    const err = await failure(() => itemModel(connection).create({ key: 'taken' }));
    expect(isDuplicateKey(err)).toBe(true);
    expect(isDuplicateKeyOnly(err)).toBe(true);
    const invalid = await failure(() => itemModel(connection).create({ n: 1 }));
    expect(isDuplicateKey(invalid)).toBe(false);
    expect(isDuplicateKeyOnly(invalid)).toBe(false);
    for (const other of [null, undefined, 'E11000', new Error('E11000'), { code: '11000' }]) {
      expect(isDuplicateKey(other)).toBe(false);
    }
  });

  it('lists the refused operations of an unordered bulk insert when all are duplicates', async () => {
    const docs = [{ key: 'b1' }, { key: 'taken' }, { key: 'b2' }, { key: 'b1' }];
    const err = await failure(() => itemModel(connection).collection.insertMany(docs, { ordered: false }));
    expect(duplicateKeyIndexes(err)).toEqual([1, 3]);
    expect(isDuplicateKeyOnly(err)).toBe(true);
    expect(await itemModel(connection).countDocuments({ key: { $in: ['b1', 'b2'] } })).toBe(2);
  });

  it('gives null for a bulk failure with another cause among the duplicates', () => {
    const mixed = {
      writeErrors: [
        { code: 11000, index: 0 },
        { code: 121, index: 1 },
      ],
    };
    expect(duplicateKeyIndexes(mixed)).toBeNull();
    expect(isDuplicateKeyOnly(mixed)).toBe(false);
    expect(duplicateKeyIndexes({ writeErrors: [{ err: { code: 11000, index: 2 } }] })).toEqual([2]);
    expect(duplicateKeyIndexes({ writeErrors: [] })).toBeNull();
    expect(duplicateKeyIndexes(new Error('boom'))).toBeNull();
  });
});

describe('findOwnOr404', () => {
  const MESSAGE = 'Thing not found';

  async function notFoundOf(lookup: Promise<unknown>): Promise<ServiceError> {
    const err = await lookup.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    if (!(err instanceof ServiceError)) throw new Error(`expected a ServiceError, got ${String(err)}`);
    return err;
  }

  it("finds the user's own document by id", async () => {
    const mine = await itemModel(connection).create({ key: 'own-mine', userId: 'user-a' });
    const found = await findOwnOr404(
      (own) => itemModel(connection).findOne(own).lean(),
      'user-a',
      mine._id.toHexString(),
      MESSAGE,
    );
    expect(found.key).toBe('own-mine');
  });

  it("answers 404 with the area's message for another user's, an unknown and a malformed id", async () => {
    const theirs = await itemModel(connection).create({ key: 'own-theirs', userId: 'user-b' });
    const find = (own: object) => itemModel(connection).findOne(own).lean();
    for (const id of [theirs._id.toHexString(), '0123456789abcdef01234567', 'not-an-id', 'twelve-chars']) {
      const err = await notFoundOf(findOwnOr404(find, 'user-a', id, MESSAGE));
      expect({ id, status: err.status, message: err.message }).toEqual({ id, status: 404, message: MESSAGE });
    }
  });

  it('reads only 24 hex digits as an ObjectId', () => {
    expect(objectIdOrNull('0123456789abcdef01234567')?.toHexString()).toBe('0123456789abcdef01234567');
    for (const id of ['twelve-chars', '0123456789abcdef0123456', '0123456789abcdef0123456g', '']) {
      expect(objectIdOrNull(id)).toBeNull();
    }
  });
});
