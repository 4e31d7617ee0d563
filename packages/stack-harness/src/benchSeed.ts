// The heavy user of the dashboard benchmarks (mfe-dashboard/bench, services/transactions/bench/analytics.ts): rows
// over the last ~3 years, written straight to the database in batches, as an import stores them.
import { STATS_COLLECTIONS } from '@tracker/contracts';
import mongoose from 'mongoose';

const CATEGORIES = ['Groceries', 'Dining', 'Rent', 'Salary', 'Stock purchase', 'Car loan', 'Transport', 'Utilities'];
const BATCH = 5000;

const isoDay = (day: Date) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

/** Writes `rows` transactions for `userId` (one a day going back 1,095 days, round and round); returns the ms taken. */
export async function seedBenchTransactions(mongoUri: string, userId: string, rows: number): Promise<number> {
  const started = Date.now();
  const connection = await mongoose.createConnection(mongoUri).asPromise();
  const collection = connection.db!.collection(STATS_COLLECTIONS.transactions.transactions);
  const today = new Date();
  for (let offset = 0; offset < rows; offset += BATCH) {
    const docs = [];
    for (let i = offset; i < Math.min(rows, offset + BATCH); i += 1) {
      const category = CATEGORIES[i % CATEGORIES.length] ?? 'Groceries';
      docs.push({
        userId,
        accountId: null,
        date: isoDay(new Date(today.getFullYear(), today.getMonth(), today.getDate() - (i % 1095))),
        description: `Bench row ${i}`,
        category,
        amountCents: 100 + ((i * 7919) % 50_000),
        isIncome: category === 'Salary',
        transactionType: category === 'Salary' ? 'Income' : 'Expense',
        tags: [],
        source: 'upload',
        aiCategorised: true,
        confidence: null,
        pending: false,
        deleted: false,
        dedupeKey: `bench:${i}`,
        importId: null,
        institution: null,
        keys: [],
        createdAt: new Date(),
      });
    }
    await collection.insertMany(docs, { ordered: false });
  }
  await connection.close();
  return Date.now() - started;
}
