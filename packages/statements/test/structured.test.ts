/** Structured statements that are not what they claim: each ends in a StatementError that says why. */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStatement, StatementError } from '../src/statement';
import { information } from '../src/structured/mt940';
import { qifDateText } from '../src/structured/qif';
import { ofxTree } from '../src/structured/ofx';
import { STRUCTURED } from './corpus/structured';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'statements-malformed-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function failureOf(name: string, content: string | Buffer): Promise<string> {
  const file = join(dir, name);
  await writeFile(file, content);
  try {
    await openStatement(file, name);
  } catch (err) {
    if (err instanceof StatementError) return err.detail;
    throw err;
  }
  throw new Error(`${name} was read`);
}

const fixture = (bank: string) => {
  const found = STRUCTURED.find((f) => f.bank.startsWith(bank));
  if (!found) throw new Error(bank);
  return found.text;
};

const BOMB_ENTITIES = [
  '<!DOCTYPE lolz [',
  ' <!ENTITY lol "lol">',
  ' <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">',
  ' <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">',
  ' <!ENTITY lol9 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">',
  ']>',
].join('\n');

describe('malformed structured files', () => {
  it('a truncated OFX download is cut short', async () => {
    const text = fixture('Chase');
    const detail = await failureOf('cut.qfx', text.slice(0, Math.floor(text.length * 0.6)));
    expect(detail).toMatch(/^the OFX file is cut short or not well-formed \(line \d+: .+\)$/);
  });

  it('an XML bomb in a CAMT file is refused before any entity is expanded', async () => {
    const text = fixture('Dutch').replace('<Document', `${BOMB_ENTITIES}\n<Document`).replace('Huur maart', '&lol9;');
    expect(await failureOf('bomb.xml', text)).toBe(
      'the CAMT file declares XML entities, which a statement never needs',
    );
  });

  it('an XML bomb in an OFX 2.x file is refused', async () => {
    const text = fixture('US bank checking')
      .replace('<OFX>', `${BOMB_ENTITIES}\n<OFX>`)
      .replace('ACME PAYROLL', '&lol9;');
    expect(await failureOf('bomb.ofx', text)).toBe('the OFX file declares XML entities, which a statement never needs');
  });

  it('a 50 MB QIF without a single transaction says so', async () => {
    const line = 'MThis memo line belongs to no transaction at all, and the file never ends one\n';
    const body = Buffer.alloc(50 * 1024 * 1024 - 1024, line);
    const detail = await failureOf('huge.qif', Buffer.concat([Buffer.from('!Type:Bank\n'), body]));
    expect(detail).toBe('it holds no QIF transaction (a D date and a T amount)');
    // 50 MB written and read back on a shared machine: more than the default five seconds.
  }, 60_000);

  it('an investment QIF is refused with what to export instead', async () => {
    const detail = await failureOf('inv.qif', '!Type:Invst\nD01/15/2026\nNBuy\nYACME\nI10.93\nQ50\nT546.50\n^\n');
    expect(detail).toBe('investment QIF files are not read; please export the cash account');
  });

  it('an OFX file of two accounts asks for one per file', async () => {
    const text = fixture('Chase').replace(
      '</CCSTMTTRNRS>',
      '</CCSTMTTRNRS>\n<CCSTMTTRNRS>\n<TRNUID>2\n<CCSTMTRS>\n<CURDEF>USD\n<CCACCTFROM>\n<ACCTID>5555\n</CCACCTFROM>\n</CCSTMTRS>\n</CCSTMTTRNRS>',
    );
    expect(await failureOf('two.qfx', text)).toBe(
      'the OFX file holds 2 accounts; please download one account per file',
    );
  });

  it('an OFX amount that is not a number is named', async () => {
    const text = fixture('Chase').replace('<TRNAMT>-4.75', '<TRNAMT>four');
    expect(await failureOf('bad.qfx', text)).toBe('TRNAMT "four" is not a number');
  });

  it('an MT940 statement line that is not one names its line', async () => {
    const text = fixture('Knab').replace(':61:2603020302D29,95', ':61:26XX020302D29,95');
    expect(await failureOf('bad.sta', text)).toMatch(/^line 9: :61: "26XX020302D29,95/);
  });
});

describe('the pieces, from the specifications', () => {
  it("QIF dates: Quicken's apostrophe years and padded days", () => {
    expect(qifDateText("11/3'26")).toBe('11/3/2026');
    expect(qifDateText("6/ 1'94")).toBe('6/1/2094');
    expect(qifDateText('11/ 3/26')).toBe('11/3/26');
    expect(qifDateText('11/03/2026')).toBe('11/03/2026');
  });

  it('an empty OFX SGML leaf stays empty and does not take its siblings', () => {
    expect(ofxTree('<STMTTRN>\n<MEMO>\n<TRNAMT>-1.00\n<NAME>A\n</STMTTRN><STMTTRN><TRNAMT>2</STMTTRN>')).toEqual({
      STMTTRN: [{ MEMO: '', TRNAMT: '-1.00', NAME: 'A' }, { TRNAMT: '2' }],
    });
  });

  it('OFX SGML leaves are closed and aggregates kept; an explicit end tag is not doubled', () => {
    expect(ofxTree('<STMTTRN>\n<TRNAMT>-1.00\n<NAME>A &amp; B</NAME>\n</STMTTRN><STMTTRN><TRNAMT>2</STMTTRN>')).toEqual(
      {
        STMTTRN: [{ TRNAMT: '-1.00', NAME: 'A & B' }, { TRNAMT: '2' }],
      },
    );
  });

  it('MT940 :86: in its three shapes', () => {
    expect(information('166?00GUTSCHRIFT?20EREF+X?21SVWZ+Miete Mai?32Anna Muster?33mann')).toEqual({
      payee: 'Anna Mustermann',
      memo: 'Miete Mai',
    });
    expect(
      information(
        '/TRTP/SEPA OVERBOEKING/IBAN/NL12RABO0123456789/BIC/RABONL2U/NAME/Jan Jansen/REMI/Lunch/EREF/NOTPROVIDED',
      ),
    ).toEqual({
      payee: 'Jan Jansen',
      memo: 'Lunch',
    });
    expect(information('PAYPAL EUROPE\nORDER 12345')).toEqual({ payee: 'PAYPAL EUROPE', memo: 'ORDER 12345' });
  });
});
