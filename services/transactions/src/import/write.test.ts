/** The write stage on the docstore: type and search keys, the description vocabulary, and a raced re-import. */
import { rowBatches } from './rows';
import type { ImportBatch, ImportSession } from './session';
import { useImportTestBed } from './testing';
import { transactionTypeOf, writeStage } from './write';

jest.setTimeout(60_000);

const bed = useImportTestBed();

async function batchOf(session: ImportSession, csv: string): Promise<ImportBatch> {
  const statement = await bed.statement(csv);
  const items: ImportBatch['items'] = [];
  for await (const batch of rowBatches(statement, statement.layout, session)) items.push(...batch.items);
  return { items };
}

const FILE = [
  'Date,Description,Amount',
  '2024-01-02,Corner Coffee,-3.50',
  '2024-01-03,ISA top-up,-50',
  '2024-01-04,Pay,100',
].join('\n');

describe('writeStage', () => {
  it('stores each row with its type by category and its search keys, and reports it imported', async () => {
    const statement = await bed.statement(FILE);
    const session = await bed.session(statement);
    const batch = await batchOf(session, FILE);
    Object.assign(batch.items[1].doc, { category: 'Savings', pending: false });
    await (await writeStage.open(session, bed.services)).process(batch);

    const stored = await bed.services.transactions.model.find({ userId: session.userId }).sort({ date: 1 }).lean();
    expect(stored.map((t) => [t.description, t.transactionType, t.category])).toEqual([
      ['Corner Coffee', 'Expense', null],
      ['ISA top-up', 'Savings', 'Savings'],
      ['Pay', 'Income', null],
    ]);
    expect(stored[0].keys).toEqual(expect.arrayContaining(['w:corner', 'w:coffee']));
    // Its words are in the user's vocabulary: a part of one ('orne') finds it.
    expect(await bed.services.transactions.vocabulary.narrow(session.userId, 'orne')).toEqual({
      kind: 'keys',
      keys: ['w:corner'],
      exact: true,
    });
    expect(session.report.figures()).toMatchObject({ inserted: 3, duplicates: 0 });
  });

  it('counts rows another import of the same file stored first as duplicates, and stores the rest', async () => {
    const statement = await bed.statement(FILE);
    const first = await bed.session(statement);
    const earlier = await batchOf(first, FILE);
    earlier.items.splice(1);
    await (await writeStage.open(first, bed.services)).process(earlier);

    const racing = await bed.session(statement, { userId: first.userId });
    await (await writeStage.open(racing, bed.services)).process(await batchOf(racing, FILE));
    expect(racing.report.figures()).toMatchObject({ inserted: 2, duplicates: 1 });
    expect(await bed.services.transactions.model.countDocuments({ userId: first.userId })).toBe(3);
  });
});

describe('transactionTypeOf', () => {
  it('trusts a category only when it is not waiting in Pending', async () => {
    const statement = await bed.statement(FILE);
    const session = await bed.session(statement);
    const [, isa] = (await batchOf(session, FILE)).items;
    isa.doc.category = 'Savings';
    expect(transactionTypeOf(isa.doc, session.categories)).toBe('Expense');
    isa.doc.pending = false;
    expect(transactionTypeOf(isa.doc, session.categories)).toBe('Savings');
  });
});
