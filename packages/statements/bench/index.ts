/**
 * `npm run bench -- statements`: the statement-reading part of an import (open, detect, read every row) of a
 * 100,000-row CSV and of a 100,000-transaction OFX file, in rows per second. Prints figures; never fails on timing.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isSkippable, openStatement, readRow } from '../src';

const ROWS = 100_000;
const MERCHANTS = ['STARBUCKS 1234', 'WHOLEFDS MKT 10234', 'SHELL OIL 57444', 'NETFLIX.COM', 'ACME PAYROLL'];

function csv(): string {
  const lines = ['Date,Description,Amount,Balance'];
  for (let i = 0; i < ROWS; i++) {
    const day = String(1 + (i % 28)).padStart(2, '0');
    const month = String(1 + (Math.floor(i / 28) % 12)).padStart(2, '0');
    lines.push(
      `${month}/${day}/2025,"${MERCHANTS[i % 5]} #${i % 997}",-${(i % 500) + 1}.${String(i % 100).padStart(2, '0')},${1000 + i}.00`,
    );
  }
  return `${lines.join('\n')}\n`;
}

function ofx(): string {
  const parts = [
    'OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nSECURITY:NONE\nENCODING:USASCII\nCHARSET:1252\nCOMPRESSION:NONE\nOLDFILEUID:NONE\nNEWFILEUID:NONE\n\n',
    '<OFX>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n<TRNUID>1\n<STMTRS>\n<CURDEF>USD\n<BANKACCTFROM>\n<BANKID>121000248\n<ACCTID>1234567890\n<ACCTTYPE>CHECKING\n</BANKACCTFROM>\n<BANKTRANLIST>\n<DTSTART>20250101\n<DTEND>20251231\n',
  ];
  for (let i = 0; i < ROWS; i++) {
    const date = `2025${String(1 + (Math.floor(i / 28) % 12)).padStart(2, '0')}${String(1 + (i % 28)).padStart(2, '0')}`;
    parts.push(
      `<STMTTRN>\n<TRNTYPE>DEBIT\n<DTPOSTED>${date}120000[-5:EST]\n<TRNAMT>-${(i % 500) + 1}.${String(i % 100).padStart(2, '0')}\n<FITID>${date}${i}\n<NAME>${MERCHANTS[i % 5]} &amp; CO\n<MEMO>POS PURCHASE ${i}\n</STMTTRN>\n`,
    );
  }
  parts.push(
    '</BANKTRANLIST>\n<LEDGERBAL>\n<BALAMT>1234.56\n<DTASOF>20251231\n</LEDGERBAL>\n</STMTRS>\n</STMTTRNRS>\n</BANKMSGSRSV1>\n</OFX>\n',
  );
  return parts.join('');
}

async function readAll(file: string, name: string): Promise<{ rows: number; ms: number }> {
  const started = performance.now();
  const statement = await openStatement(file, name);
  let rows = 0;
  let index = -1;
  for await (const records of statement.records()) {
    for (const record of records) {
      index++;
      if (index <= statement.layout.headerIndex || isSkippable(record, statement.layout)) continue;
      if (readRow(record, statement.layout).ok) rows++;
    }
  }
  return { rows, ms: performance.now() - started };
}

async function main() {
  const dir = await mkdtemp(join(tmpdir(), 'statements-bench-'));
  try {
    for (const [name, text] of [
      ['statement.csv', csv()],
      ['statement.ofx', ofx()],
    ] as const) {
      const file = join(dir, name);
      await writeFile(file, text);
      const runs = [];
      for (let run = 0; run < 3; run++) runs.push(await readAll(file, name));
      const best = runs.reduce((a, b) => (b.ms < a.ms ? b : a));
      const mb = (Buffer.byteLength(text) / 1024 / 1024).toFixed(1);
      console.log(
        `${name.padEnd(14)} ${mb} MB  ${best.rows} rows  best of 3: ${Math.round(best.ms)} ms  ${Math.round((best.rows / best.ms) * 1000)} rows/s`,
      );
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

void main();
