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

describe("DedupeKeys with the bank's ids", () => {
  const withId = (bankId: string, description = 'Coffee') => ({ ...row(description), bankId });

  it('keys rows by the bank id: equal coffees with two ids are two rows, the same ids again are the same keys', () => {
    const account = new Types.ObjectId();
    const first = new DedupeKeys(account);
    const keys = [first.keyOf(withId('FIT-1')), first.keyOf(withId('FIT-2'))];
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys.every((k) => k.endsWith('#1'))).toBe(true);
    const again = new DedupeKeys(account);
    expect([again.keyOf(withId('FIT-1')), again.keyOf(withId('FIT-2'))]).toEqual(keys);
  });

  it('keeps a row by its id when the bank later changes its text, and apart from a row keyed by content', () => {
    const account = new Types.ObjectId();
    const key = new DedupeKeys(account).keyOf(withId('FIT-9', 'PENDING COFFEE'));
    expect(new DedupeKeys(account).keyOf(withId('FIT-9', 'Coffee Bar Ltd'))).toBe(key);
    expect(new DedupeKeys(account).keyOf(row('PENDING COFFEE'))).not.toBe(key);
    expect(new DedupeKeys(account).keyOf(withId(''))).toBe(new DedupeKeys(account).keyOf(row('Coffee')));
  });

  it('keeps both rows of one file that share an id (a bank mistake) by their occurrence', () => {
    const keys = new DedupeKeys(new Types.ObjectId());
    const a = keys.keyOf(withId('DUP'));
    const b = keys.keyOf(withId('DUP', 'Tea'));
    expect([a.endsWith('#1'), b.endsWith('#2'), a.split('#')[0] === b.split('#')[0]]).toEqual([true, true, true]);
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
