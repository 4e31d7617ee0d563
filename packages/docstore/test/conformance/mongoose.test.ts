// The services' own layer: mongoose models with timestamps, unique indexes, subdocuments, refs and the
// query helpers they call, run unchanged against the docstore and against MongoDB.
import mongoose, { Schema, Types, type Connection } from 'mongoose';
import { describeConformance, type Target } from '../support/targets';

interface UserDoc {
  email: string;
  name: string;
  createdAt?: Date;
  updatedAt?: Date;
}

interface TxDoc {
  userId: Types.ObjectId;
  amount: Types.Decimal128;
  date: Date;
  category?: Types.ObjectId;
  note?: string;
  splits: { label: string; share: number }[];
  tags: string[];
}

interface CategoryDoc {
  name: string;
}

interface BudgetDoc {
  userId: string;
  month: string;
  limit: number;
  spent: number;
}

const userSchema = new Schema<UserDoc>(
  { email: { type: String, required: true, unique: true }, name: { type: String, required: true } },
  { timestamps: true },
);
const categorySchema = new Schema<CategoryDoc>({ name: { type: String, required: true } });
const txSchema = new Schema<TxDoc>(
  {
    userId: { type: Schema.Types.ObjectId, required: true, index: true },
    amount: { type: Schema.Types.Decimal128, required: true },
    date: { type: Date, required: true },
    category: { type: Schema.Types.ObjectId, ref: 'Category' },
    note: String,
    splits: [{ label: String, share: Number }],
    tags: [String],
  },
  { timestamps: true },
);
const budgetSchema = new Schema<BudgetDoc>({
  userId: { type: String, required: true },
  month: { type: String, required: true },
  limit: { type: Number, default: 0 },
  spent: { type: Number, default: 0 },
});
budgetSchema.index({ userId: 1, month: 1 }, { unique: true });

function models(conn: Connection) {
  return {
    User: conn.model<UserDoc>('User', userSchema),
    Category: conn.model<CategoryDoc>('Category', categorySchema),
    Tx: conn.model<TxDoc>('Tx', txSchema),
    Budget: conn.model<BudgetDoc>('Budget', budgetSchema),
  };
}

function withConnection(target: Target) {
  const open: Connection[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((c) => c.close()));
  });
  return async () => {
    const conn = await mongoose
      .createConnection(target.uri(), { dbName: target.dbName(), serverSelectionTimeoutMS: 5000 })
      .asPromise();
    open.push(conn);
    const m = models(conn);
    await Promise.all(Object.values(m).map((model) => model.init()));
    return m;
  };
}

describeConformance('mgs', (target) => {
  const connect = withConnection(target);

  test('create, findById, timestamps, lean and save round-trip a document', async () => {
    const { User } = await connect();
    const created = await User.create({ email: 'ada@example.com', name: 'Ada' });
    expect(created._id).toBeInstanceOf(Types.ObjectId);
    expect(created.createdAt).toBeInstanceOf(Date);
    const found = await User.findById(created._id).orFail();
    expect(found.email).toBe('ada@example.com');
    expect(found.createdAt?.getTime()).toBe(created.createdAt?.getTime());
    found.name = 'Ada L.';
    await found.save();
    const lean = await User.findOne({ email: 'ada@example.com' }).lean();
    expect(lean?.name).toBe('Ada L.');
    expect(lean?.updatedAt?.getTime()).toBeGreaterThanOrEqual(lean?.createdAt?.getTime() ?? Infinity);
    expect(await User.exists({ email: 'nobody@example.com' })).toBeNull();
  });

  test('a duplicate on a unique path surfaces as code 11000 with keyValue', async () => {
    const { User } = await connect();
    await User.create({ email: 'dup@example.com', name: 'One' });
    const err = await User.create({ email: 'dup@example.com', name: 'Two' }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(mongoose.mongo.MongoServerError);
    expect(err).toMatchObject({ code: 11000, keyPattern: { email: 1 }, keyValue: { email: 'dup@example.com' } });
    expect(await User.countDocuments()).toBe(1);
  });

  test('a compound unique index from schema.index() is built and enforced', async () => {
    const { Budget } = await connect();
    const indexes = await Budget.listIndexes();
    expect(indexes.map((i) => i.name).sort()).toEqual(['_id_', 'userId_1_month_1']);
    await Budget.create({ userId: 'u1', month: '2024-05', limit: 300 });
    await expect(Budget.create({ userId: 'u1', month: '2024-05', limit: 1 })).rejects.toMatchObject({
      code: 11000,
      keyValue: { userId: 'u1', month: '2024-05' },
    });
  });

  test('findOneAndUpdate with upsert and returnDocument after creates, then updates', async () => {
    const { Budget } = await connect();
    const created = await Budget.findOneAndUpdate(
      { userId: 'u1', month: '2024-06' },
      { $inc: { spent: 25 }, $setOnInsert: { limit: 500 } },
      { upsert: true, returnDocument: 'after' },
    );
    expect(created).toMatchObject({ userId: 'u1', month: '2024-06', spent: 25, limit: 500 });
    const updated = await Budget.findOneAndUpdate(
      { userId: 'u1', month: '2024-06' },
      { $inc: { spent: 5 } },
      { upsert: true, returnDocument: 'after' },
    ).lean();
    expect(updated).toMatchObject({ spent: 30, limit: 500 });
    expect(await Budget.countDocuments({ userId: 'u1' })).toBe(1);
  });

  test('Decimal128 amounts, dates and ObjectId refs round-trip; populate resolves refs', async () => {
    const { Tx, Category } = await connect();
    const food = await Category.create({ name: 'Food' });
    const userId = new Types.ObjectId();
    await Tx.create({
      userId,
      amount: Types.Decimal128.fromString('-12.34'),
      date: new Date('2024-05-01T12:00:00Z'),
      category: food._id,
      tags: ['lunch'],
    });
    const tx = await Tx.findOne({ userId: new Types.ObjectId(userId.toHexString()) }).populate<{
      category: CategoryDoc;
    }>('category');
    expect(tx?.amount.toString()).toBe('-12.34');
    expect(tx?.date.toISOString()).toBe('2024-05-01T12:00:00.000Z');
    expect(tx?.category.name).toBe('Food');
  });

  test('changing a document array and fields, then save(), persists exactly the change', async () => {
    const { Tx } = await connect();
    const userId = new Types.ObjectId();
    const tx = await Tx.create({
      userId,
      amount: Types.Decimal128.fromString('100'),
      date: new Date(),
      splits: [{ label: 'me', share: 1 }],
    });
    tx.splits.push({ label: 'partner', share: 0.5 });
    tx.splits[0].share = 0.5;
    tx.tags.push('shared');
    tx.note = 'split';
    await tx.save();
    const again = await Tx.findById(tx._id).lean();
    expect(again?.splits.map((s) => [s.label, s.share])).toEqual([
      ['me', 0.5],
      ['partner', 0.5],
    ]);
    expect(again?.tags).toEqual(['shared']);
    expect(again?.note).toBe('split');
    const fromDriver = await Tx.collection.findOne({ _id: tx._id });
    expect(fromDriver?.__v).toBe(1);
  });

  test('find with sort, skip, limit, select and a cursor over 150 documents', async () => {
    const { Tx } = await connect();
    const userId = new Types.ObjectId();
    const start = Date.UTC(2024, 0, 1);
    await Tx.insertMany(
      Array.from({ length: 150 }, (_, i) => ({
        userId,
        amount: Types.Decimal128.fromString(String(i)),
        date: new Date(start + i * 86_400_000),
      })),
    );
    const page = await Tx.find({ userId }).sort({ date: -1 }).skip(10).limit(5).select('date -_id').lean();
    expect(page.map((t) => t.date.toISOString().slice(0, 10))).toEqual([
      '2024-05-19',
      '2024-05-18',
      '2024-05-17',
      '2024-05-16',
      '2024-05-15',
    ]);
    expect(Object.keys(page[0])).toEqual(['date']);
    let seen = 0;
    for await (const doc of Tx.find({ userId }).batchSize(40).cursor()) {
      expect(doc.userId.equals(userId)).toBe(true);
      seen++;
    }
    expect(seen).toBe(150);
    const inRange = await Tx.countDocuments({ userId, date: { $gte: new Date(start + 100 * 86_400_000) } });
    expect(inRange).toBe(50);
  });

  test('updateMany, deleteMany, distinct and aggregate through the model', async () => {
    const { Budget } = await connect();
    await Budget.insertMany([
      { userId: 'u1', month: '2024-01', limit: 100, spent: 50 },
      { userId: 'u1', month: '2024-02', limit: 100, spent: 150 },
      { userId: 'u2', month: '2024-01', limit: 200, spent: 10 },
    ]);
    const bumped = await Budget.updateMany({ userId: 'u1' }, { $inc: { limit: 10 } });
    expect(bumped.modifiedCount).toBe(2);
    expect((await Budget.distinct('month')).sort()).toEqual(['2024-01', '2024-02']);
    const over = await Budget.aggregate<{ _id: string; over: number }>([
      { $match: { $expr: { $gt: ['$spent', '$limit'] } } },
      { $group: { _id: '$userId', over: { $sum: { $subtract: ['$spent', '$limit'] } } } },
    ]);
    expect(over).toEqual([{ _id: 'u1', over: 40 }]);
    expect((await Budget.deleteMany({ userId: 'u2' })).deletedCount).toBe(1);
    expect(await Budget.estimatedDocumentCount()).toBe(2);
  });

  test('bulkWrite and insertMany unordered with a duplicate report it and keep the rest', async () => {
    const { User } = await connect();
    const res = await User.bulkWrite([
      { insertOne: { document: { email: 'a@x', name: 'A' } } },
      { insertOne: { document: { email: 'b@x', name: 'B' } } },
      { updateOne: { filter: { email: 'a@x' }, update: { $set: { name: 'AA' } } } },
      { deleteOne: { filter: { email: 'b@x' } } },
    ]);
    expect(res.insertedCount).toBe(2);
    expect(res.modifiedCount).toBe(1);
    expect(res.deletedCount).toBe(1);
    const err = await User.insertMany(
      [
        { email: 'c@x', name: 'C' },
        { email: 'a@x', name: 'dup' },
        { email: 'd@x', name: 'D' },
      ],
      { ordered: false },
    ).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toMatchObject({ code: 11000 });
    expect((await User.find().sort({ email: 1 }).lean()).map((u) => [u.email, u.name])).toEqual([
      ['a@x', 'AA'],
      ['c@x', 'C'],
      ['d@x', 'D'],
    ]);
  });

  test('syncIndexes drops indexes the schema no longer declares', async () => {
    const { Budget } = await connect();
    await Budget.collection.createIndex({ spent: 1 });
    expect((await Budget.listIndexes()).map((i) => i.name)).toContain('spent_1');
    const dropped = await Budget.syncIndexes();
    expect(dropped).toEqual(['spent_1']);
    expect((await Budget.listIndexes()).map((i) => i.name).sort()).toEqual(['_id_', 'userId_1_month_1']);
  });
});
