/** The dedupe stage on the docstore: content plus occurrence, per account; stored rows are skipped into the report. */
import { Types } from 'mongoose';
import { DedupeKeys, dedupeStage } from './dedupe';
import { rowBatches } from './rows';
import type { ImportBatch, ImportSession } from './session';
import { useImportTestBed } from './testing';
import { writeStage } from './write';

jest.setTimeout(60_000);

const bed = useImportTestBed();

const row = (description: string, cents = -350, date = '2024-01-02') => ({
  line: 2,
  raw: '',
  date,
  description,
  cents,
  category: null,
  transactionType: null,
  institution: null,
});

async function oneBatch(session: ImportSession, csv: string): Promise<ImportBatch> {
  const statement = await bed.statement(csv);
  const items: ImportBatch['items'] = [];
  for await (const batch of rowBatches(statement, statement.layout, session)) items.push(...batch.items);
  return { items };
}

describe('DedupeKeys', () => {
  it('counts equal rows (case of the description aside) and keeps other content and accounts apart', () => {
    const account = new Types.ObjectId();
    const keys = new DedupeKeys(account);
    const first = keys.keyOf(row('Coffee'));
    const second = keys.keyOf(row('COFFEE'));
    expect(first.replace('#1', '#2')).toBe(second);
    expect(keys.keyOf(row('Coffee', -351))).toMatch(/#1$/);
    expect(keys.keyOf(row('Coffee', -350, '2024-01-03'))).toMatch(/#1$/);
    expect(new DedupeKeys(new Types.ObjectId()).keyOf(row('Coffee'))).not.toBe(first);
  });
});

describe('dedupeStage', () => {
  const file = ['Date,Description,Amount', '2024-01-02,Coffee,-3.50', '2024-01-02,Coffee,-3.50'].join('\n');

  it('skips rows already stored in the account into the report, and keeps the rest going', async () => {
    const userId = new Types.ObjectId().toHexString();
    const statement = await bed.statement(file);
    const first = await bed.session(statement, { userId });
    const write = await writeStage.open(first, bed.services);
    await write.process(await oneBatch(first, file));

    const again = await bed.session(statement, { userId });
    expect(again.account._id.equals(first.account._id)).toBe(true);
    const dedupe = await dedupeStage.open(again, bed.services);
    const batch = await oneBatch(again, `${file}\n2024-01-02,Coffee,-3.50\n2024-01-05,Bakery,-2.00`);
    await dedupe.process(batch);
    expect(batch.items.map((i) => [i.row.description, i.row.dedupeKey.split('#')[1]])).toEqual([
      ['Coffee', '3'],
      ['Bakery', '1'],
    ]);
    expect(again.report.figures()).toMatchObject({ duplicates: 2 });
  });

  it('keeps every row of a first import into an empty account', async () => {
    const statement = await bed.statement(file);
    const session = await bed.session(statement);
    const dedupe = await dedupeStage.open(session, bed.services);
    const batch = await oneBatch(session, file);
    await dedupe.process(batch);
    expect(batch.items).toHaveLength(2);
    expect(session.report.figures().duplicates).toBe(0);
  });
});
