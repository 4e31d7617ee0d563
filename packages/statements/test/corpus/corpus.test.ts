/**
 * The corpus of bank export layouts: every fixture is read as an upload would be (sniffing, layout, rows) and each
 * row must come out with its date, a description holding the merchant, and its signed amount.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { centsToMoney } from '@tracker/contracts';
import { isSkippable } from '../../src/layout';
import { readRow, type ParsedRow } from '../../src/rows';
import { openStatement, type Statement } from '../../src/statement';
import { BANKS, COUNTRIES, SHORT_STATEMENTS, type BankFixture } from './banks';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sheets-corpus-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function read(fixture: BankFixture): Promise<{ statement: Statement; rows: ParsedRow[]; rejected: string[] }> {
  const file = join(dir, `${fixture.bank.replace(/[^a-z0-9]+/gi, '-')}.${fixture.sheet ?? 'csv'}`);
  await writeFile(file, fixture.bytes);
  const statement = await openStatement(file, `statement.${fixture.sheet ?? 'csv'}`);
  const rows: ParsedRow[] = [];
  const rejected: string[] = [];
  let index = -1;
  for await (const records of statement.records()) {
    for (const record of records) {
      index++;
      if (index <= statement.layout.headerIndex || isSkippable(record, statement.layout)) continue;
      const result = readRow(record, statement.layout);
      if (result.ok) rows.push(result.row);
      else rejected.push(`${result.line}: ${result.reason}`);
    }
  }
  return { statement, rows, rejected };
}

const signed = (cents: number) => (cents < 0 ? `-${centsToMoney(-cents)}` : centsToMoney(cents));

describe.each([...BANKS, ...SHORT_STATEMENTS].map((f) => [`${f.country} ${f.bank}`, f] as const))(
  '%s',
  (_name, fixture) => {
    it('reads every row: date, merchant, amount and direction', async () => {
      const { rows, rejected, statement } = await read(fixture);
      expect(rejected).toEqual([]);
      const got = rows.map((r) => [r.date, r.description, signed(r.cents)]);
      expect(got).toHaveLength(fixture.rows.length);
      fixture.rows.forEach(([date, merchant, amount], i) => {
        const [gotDate, description, gotAmount] = got[i];
        const context = `row ${i + 1}: ${JSON.stringify(got[i])} (layout ${JSON.stringify(statement.layout.columns)})`;
        expect({ context, date: gotDate }).toEqual({ context, date });
        expect({ context, merchant: description.toLowerCase().includes(merchant.toLowerCase()) }).toEqual({
          context,
          merchant: true,
        });
        expect({ context, amount: gotAmount }).toEqual({ context, amount });
      });
      if (fixture.sheet) expect(statement.kind).toBe('excel');
      if (fixture.expect?.sign) expect(statement.layout.sign).toBe(fixture.expect.sign);
      if (fixture.expect?.currency) expect(statement.layout.currency).toBe(fixture.expect.currency);
      if (fixture.expect?.doubts)
        expect(statement.layout.doubts).toEqual(expect.arrayContaining(fixture.expect.doubts));
    });
  },
);

it('holds at least 120 bank layouts from at least 30 countries, Excel workbooks among them', () => {
  expect(BANKS.length).toBeGreaterThanOrEqual(120);
  expect(BANKS.filter((b) => b.sheet === 'xlsx').length).toBeGreaterThanOrEqual(2);
  const countries = new Set(BANKS.map((b) => b.country));
  for (const country of COUNTRIES)
    expect({ country, present: countries.has(country) }).toEqual({ country, present: true });
  expect(countries.size).toBeGreaterThanOrEqual(30);
});
