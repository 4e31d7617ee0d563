/** The rows stage on real statements: batch sizes, rejected rows, draft transactions and their dedupe keys. */
import { rowBatches, FIRST_BATCH_ROWS, IMPORT_BATCH_ROWS } from './rows';
import type { ImportBatch } from './session';
import { useImportTestBed } from './testing';

jest.setTimeout(60_000);

const bed = useImportTestBed();

const csv = (lines: string[]) => ['Date,Description,Amount', ...lines].join('\n');
const coffee = (i: number) => `2024-01-${String((i % 28) + 1).padStart(2, '0')},Coffee ${i},-3.50`;

async function collect(batches: AsyncIterable<ImportBatch>): Promise<ImportBatch[]> {
  const out: ImportBatch[] = [];
  for await (const batch of batches) out.push(batch);
  return out;
}

describe('rowBatches', () => {
  it('starts small and doubles each batch up to IMPORT_BATCH_ROWS', async () => {
    const rows = FIRST_BATCH_ROWS * 3 + IMPORT_BATCH_ROWS + 7;
    const statement = await bed.statement(csv(Array.from({ length: rows }, (_, i) => coffee(i))));
    const session = await bed.session(statement);
    const sizes = (await collect(rowBatches(statement, statement.layout, session))).map((b) => b.items.length);
    expect(sizes.slice(0, 3)).toEqual([
      FIRST_BATCH_ROWS,
      FIRST_BATCH_ROWS * 2,
      Math.min(FIRST_BATCH_ROWS * 4, IMPORT_BATCH_ROWS),
    ]);
    expect(sizes.every((n) => n <= IMPORT_BATCH_ROWS)).toBe(true);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(rows);
  });

  it('rejects an unreadable row into the report with why, and counts it', async () => {
    const statement = await bed.statement(
      csv(['2024-01-02,Coffee,-3.50', 'yesterday,Tea,-2.00', '2024-01-03,Cake,lots', '2024-01-04,Salary,100']),
    );
    const session = await bed.session(statement);
    const items = (await collect(rowBatches(statement, statement.layout, session))).flatMap((b) => b.items);
    expect(items.map((i) => i.row.description)).toEqual(['Coffee', 'Salary']);
    expect(session.report.figures()).toEqual({ rows: 4, inserted: 0, rejected: 2, duplicates: 0 });
  });

  it('drafts each row as an uncategorised transaction in Pending, in the account, with the file type kept', async () => {
    const statement = await bed.statement(
      [
        'Date,Description,Amount,Type',
        '2024-01-02,Coffee,-3.50,',
        '2024-01-04,Pay,100,Income',
        '2024-01-05,ISA,-50,Savings',
      ].join('\n'),
    );
    const session = await bed.session(statement);
    const [batch] = await collect(rowBatches(statement, statement.layout, session));
    const docs = batch.items.map((i) => i.doc);
    expect(docs.map((d) => [d.amountCents, d.isIncome, d.transactionType, d.category, d.pending])).toEqual([
      [350, false, 'Expense', null, true],
      [10000, true, 'Income', null, true],
      [5000, false, 'Savings', null, true],
    ]);
    expect(docs.every((d) => d.accountId?.equals(session.account._id) && d.importId?.equals(session.importId))).toBe(
      true,
    );
    expect(docs.every((d) => d.currency === undefined)).toBe(true);
  });

  it('reads amounts in the minor units of the account currency, which a yen row names', async () => {
    const statement = await bed.statement(csv(['2024-01-02,Ramen,-980']));
    const session = await bed.session(statement, { currency: 'JPY' });
    const [batch] = await collect(rowBatches(statement, statement.layout, session));
    expect(batch.items[0].doc).toMatchObject({ amountCents: 980, currency: 'JPY' });
  });

  it('keys two equal rows of one file apart by their occurrence', async () => {
    const statement = await bed.statement(csv(['2024-01-02,Coffee,-3.50', '2024-01-02,Coffee,-3.50']));
    const session = await bed.session(statement);
    const [batch] = await collect(rowBatches(statement, statement.layout, session));
    const [a, b] = batch.items.map((i) => i.row.dedupeKey);
    expect(a.endsWith('#1') && b.endsWith('#2')).toBe(true);
    expect(a.split('#')[0]).toBe(b.split('#')[0]);
  });
});
