/** The structured statements of the corpus, read as an upload is: sniffed, opened, each record read into a row. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { centsToMoney } from '@tracker/contracts';
import { readRow, type ParsedRow } from '../../src/rows';
import { openStatement } from '../../src/statement';
import { STRUCTURED, type StructuredFixture } from './structured';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'statements-structured-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const signed = (cents: number) => (cents < 0 ? `-${centsToMoney(-cents)}` : centsToMoney(cents));

async function read(fixture: StructuredFixture) {
  const file = join(dir, fixture.fileName);
  await writeFile(file, fixture.text, 'utf8');
  const statement = await openStatement(file, fixture.fileName);
  const rows: ParsedRow[] = [];
  const rejected: string[] = [];
  for await (const records of statement.records()) {
    for (const record of records) {
      const result = readRow(record, statement.layout);
      if (result.ok) rows.push(result.row);
      else rejected.push(`${result.line}: ${result.reason}`);
    }
  }
  return { statement, rows, rejected };
}

describe.each(STRUCTURED.map((f) => [`${f.format} ${f.country} ${f.bank}`, f] as const))('%s', (_name, fixture) => {
  it('reads every transaction with its date, payee, signed amount and the bank id', async () => {
    const { statement, rows, rejected } = await read(fixture);
    expect(statement.kind).toBe(fixture.format);
    expect(rejected).toEqual([]);
    expect(statement.layout.doubts).toEqual([]);
    const got = rows.map((r) => [r.date, r.description, signed(r.cents), r.bankId]);
    expect(got).toHaveLength(fixture.rows.length);
    fixture.rows.forEach(([date, text, amount, bankId], i) => {
      const [gotDate, description, gotAmount, gotId] = got[i];
      expect({ row: i + 1, date: gotDate, amount: gotAmount, bankId: gotId }).toEqual({
        row: i + 1,
        date,
        amount,
        bankId,
      });
      expect(description).toContain(text);
    });
  });

  it("states the account's kind, currency, number and balances", async () => {
    const { statement } = await read(fixture);
    expect(statement.account).toEqual(fixture.account ?? {});
    if (fixture.account?.currency) expect(statement.layout.currency).toBe(fixture.account.currency);
  });
});

it('holds each structured format from at least three banks', () => {
  for (const format of ['ofx', 'qif', 'camt', 'mt940'] as const) {
    expect(STRUCTURED.filter((f) => f.format === format).length).toBeGreaterThanOrEqual(3);
  }
  for (const f of STRUCTURED) expect(f.source.length).toBeGreaterThan(20);
});
