/**
 * The categorise stage with the docstore and a fake categoriser: the file's own categories, one question per
 * description, direction and unmapped bank word, rows a rule already categorised, Auto Categorise off, and the categoriser down.
 */
import { CATEGORISER_PATHS, CATEGORY_CONFIDENCE_THRESHOLD, categoriseRequestSchema } from '@tracker/contracts';
import { CategoriserClient } from '../categoriser/client';
import { categoriseStage } from './categorise';
import { rowBatches } from './rows';
import type { ImportBatch } from './session';
import { useImportTestBed } from './testing';

jest.setTimeout(60_000);

const bed = useImportTestBed({
  categorise: (row) =>
    row.description.startsWith('Coffee')
      ? { category: 'Dining Out', confidence: 0.95, stage: 'memory' }
      : row.description.startsWith('Shop')
        ? { category: 'Shopping', confidence: CATEGORY_CONFIDENCE_THRESHOLD / 2, stage: 'memory' }
        : { category: null, confidence: 0, stage: 'none' },
});

async function prepared(csv: string, options: { autoCategorise?: boolean } = {}) {
  const statement = await bed.statement(csv);
  const session = await bed.session(statement, options);
  const items: ImportBatch['items'] = [];
  for await (const batch of rowBatches(statement, statement.layout, session)) items.push(...batch.items);
  return { session, batch: { items } as ImportBatch };
}

const questionsSince = (calls: number) =>
  bed.categoriser.calls
    .slice(calls)
    .filter((c) => c.path === CATEGORISER_PATHS.categorise)
    .flatMap((c) => categoriseRequestSchema.parse(c.body).transactions);

const summary = (batch: ImportBatch) =>
  batch.items.map(({ doc }) => [doc.description, doc.category, doc.pending, doc.aiCategorised, doc.merchant ?? null]);

describe('categoriseStage', () => {
  it('asks once per description and direction, and trusts only confident answers', async () => {
    const { session, batch } = await prepared(
      [
        'Date,Description,Amount',
        '2024-01-02,Coffee Bar,-3.50',
        '2024-01-03,Coffee Bar,-4.00',
        '2024-01-03,Coffee Bar,4.00',
        '2024-01-04,Shop,-20',
        '2024-01-05,Mystery,-1',
      ].join('\n'),
    );
    const since = bed.categoriser.calls.length;
    await (await categoriseStage.open(session, bed.services)).process(batch);
    expect(questionsSince(since).map((q) => [q.description, q.isIncome])).toEqual([
      ['Coffee Bar', false],
      ['Coffee Bar', true],
      ['Shop', false],
      ['Mystery', false],
    ]);
    expect(summary(batch)).toEqual([
      ['Coffee Bar', 'Dining Out', false, true, 'COFFEE'],
      ['Coffee Bar', 'Dining Out', false, true, 'COFFEE'],
      ['Coffee Bar', 'Dining Out', false, true, 'COFFEE'],
      ['Shop', 'Shopping', true, true, 'SHOP'],
      ['Mystery', null, true, false, 'MYSTERY'],
    ]);
  });

  it("reads the bank's own categories into the user's, says so, and asks about the rest (never a new category)", async () => {
    const { session, batch } = await prepared(
      [
        'Date,Description,Amount,Category',
        '2024-01-02,Market,-3.50,groceries',
        '2024-01-03,Shell Oil 123,-45.00,Gas',
        '2024-01-04,Pizza Place,-20.00,Food & Drink',
        '2024-01-05,City Power,-80.00,Bills & Utilities',
        '2024-01-06,Coffee Bar,-4.00,Misc Stuff',
      ].join('\n'),
    );
    const since = bed.categoriser.calls.length;
    await (await categoriseStage.open(session, bed.services)).process(batch);
    expect(questionsSince(since).map((q) => q.description)).toEqual(['Coffee Bar']);
    expect(batch.items.map(({ doc }) => [doc.description, doc.category, doc.aiCategorised, doc.reviewReason])).toEqual([
      ['Market', 'Groceries', false, 'From your bank’s file: “groceries”'.replace('’', "'")],
      ['Shell Oil 123', 'Fuel', false, "From your bank's file: “Gas”"],
      ['Pizza Place', 'Dining Out', false, "From your bank's file: “Food & Drink”"],
      ['City Power', 'Utilities', false, "From your bank's file: “Bills & Utilities”"],
      ['Coffee Bar', 'Dining Out', true, undefined],
    ]);
    expect(batch.items.every(({ doc }) => doc.pending === false)).toBe(true);
    expect(await bed.services.categories.names(session.userId)).not.toContain('Misc Stuff');
    expect(await bed.services.categories.names(session.userId)).not.toContain('Gas');
  });

  it("sends the bank's word with a row it did not read into the user's categories, as part of the question", async () => {
    const { session, batch } = await prepared(
      [
        'Date,Description,Amount,Category',
        '2024-01-02,Corner Bistro,-30.00,Cafe',
        '2024-01-03,Corner Bistro,-12.00,Chemist',
        '2024-01-04,Corner Bistro,-18.00,Cafe',
        '2024-01-05,Corner Bistro,-40.00,Gas',
        '2024-01-06,Mystery,-1,',
      ].join('\n'),
    );
    const since = bed.categoriser.calls.length;
    await (await categoriseStage.open(session, bed.services)).process(batch);
    // Gas reads as Fuel (no question); one description with two other bank words is two questions.
    expect(questionsSince(since).map((q) => [q.description, q.bankCategory])).toEqual([
      ['Corner Bistro', 'Cafe'],
      ['Corner Bistro', 'Chemist'],
      ['Mystery', undefined],
    ]);
    expect(batch.items.map(({ doc }) => doc.category)).toEqual([null, null, null, 'Fuel', null]);
  });

  it('leaves a row a stage before it categorised (a rule) as it is', async () => {
    const { session, batch } = await prepared(['Date,Description,Amount', '2024-01-02,Coffee Bar,-3.50'].join('\n'));
    Object.assign(batch.items[0].doc, { category: 'Rent', confidence: 1, pending: false });
    const since = bed.categoriser.calls.length;
    await (await categoriseStage.open(session, bed.services)).process(batch);
    expect(questionsSince(since)).toEqual([]);
    expect(batch.items[0].doc).toMatchObject({ category: 'Rent', confidence: 1, pending: false });
  });

  it('with Auto Categorise off gives the rows their merchant keys and no categories', async () => {
    const { session, batch } = await prepared(['Date,Description,Amount', '2024-01-02,Coffee Bar,-3.50'].join('\n'), {
      autoCategorise: false,
    });
    const since = bed.categoriser.calls.length;
    await (await categoriseStage.open(session, bed.services)).process(batch);
    expect(bed.categoriser.calls.slice(since).map((c) => c.path)).toEqual([CATEGORISER_PATHS.merchants]);
    expect(summary(batch)).toEqual([['Coffee Bar', null, true, false, 'COFFEE']]);
  });

  it('when the categoriser is down, leaves the rows in Pending and stops asking for the rest of the import', async () => {
    const down = new CategoriserClient({
      token: undefined,
      baseUrl: bed.categoriser.url,
      timeoutMs: 5_000,
      cooldownMs: 0,
    });
    const { session, batch } = await prepared(['Date,Description,Amount', '2024-01-02,Coffee Bar,-3.50'].join('\n'));
    const step = await categoriseStage.open(session, { ...bed.services, categoriser: down });
    bed.categoriser.behaviour.status = 503;
    try {
      const since = bed.categoriser.calls.length;
      await step.process(batch);
      const next = (await prepared(['Date,Description,Amount', '2024-01-09,Tea,-1'].join('\n'))).batch;
      await step.process(next);
      // One call (the first batch's), none for the next batch: the breaker of this client is off (cooldown 0).
      expect(bed.categoriser.calls.slice(since).map((c) => c.path)).toEqual([CATEGORISER_PATHS.categorise]);
      expect(summary(batch)).toEqual([['Coffee Bar', null, true, false, null]]);
      expect(summary(next)).toEqual([['Tea', null, true, false, null]]);
    } finally {
      delete bed.categoriser.behaviour.status;
    }
  });
});
