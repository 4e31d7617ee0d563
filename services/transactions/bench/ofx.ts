// A bank statement in OFX 1.x (SGML, as most banks' "Quicken / Money" downloads are) for the import bench: the header
// block, one STMTTRN per row with a FITID, and the ledger balance.

export interface StatementRow {
  /** YYYY-MM-DD */
  day: string;
  description: string;
  /** Signed decimal, e.g. "-12.34". */
  amount: string;
}

const HEADER = [
  'OFXHEADER:100',
  'DATA:OFXSGML',
  'VERSION:102',
  'SECURITY:NONE',
  'ENCODING:USASCII',
  'CHARSET:1252',
  'COMPRESSION:NONE',
  'OLDFILEUID:NONE',
  'NEWFILEUID:NONE',
  '',
].join('\n');

const ofxDate = (day: string) => `${day.replaceAll('-', '')}120000[0:GMT]`;

/** The rows as one checking account's statement in US dollars (FITID: the row's place in the file). */
export function ofxStatement(rows: readonly StatementRow[]): Buffer {
  const days = rows.map((row) => row.day).sort();
  const parts = [
    HEADER,
    '<OFX>\n<SIGNONMSGSRSV1>\n<SONRS>\n<STATUS>\n<CODE>0\n<SEVERITY>INFO\n</STATUS>\n<DTSERVER>20260301120000\n<LANGUAGE>ENG\n</SONRS>\n</SIGNONMSGSRSV1>\n',
    '<BANKMSGSRSV1>\n<STMTTRNRS>\n<TRNUID>1\n<STATUS>\n<CODE>0\n<SEVERITY>INFO\n</STATUS>\n<STMTRS>\n<CURDEF>USD\n',
    '<BANKACCTFROM>\n<BANKID>121000248\n<ACCTID>1234567890\n<ACCTTYPE>CHECKING\n</BANKACCTFROM>\n',
    `<BANKTRANLIST>\n<DTSTART>${ofxDate(days[0] ?? '2023-01-01')}\n<DTEND>${ofxDate(days.at(-1) ?? '2023-01-01')}\n`,
  ];
  rows.forEach((row, i) => {
    const type = row.amount.startsWith('-') ? 'DEBIT' : 'CREDIT';
    const name = row.description.slice(0, 32).replaceAll('&', '&amp;').replaceAll('<', '&lt;');
    parts.push(
      `<STMTTRN>\n<TRNTYPE>${type}\n<DTPOSTED>${ofxDate(row.day)}\n<TRNAMT>${row.amount}\n<FITID>${i + 1}\n<NAME>${name}\n<MEMO>${row.description.replaceAll('&', '&amp;').replaceAll('<', '&lt;')}\n</STMTTRN>\n`,
    );
  });
  parts.push(
    '</BANKTRANLIST>\n<LEDGERBAL>\n<BALAMT>1000.00\n<DTASOF>20260301120000\n</LEDGERBAL>\n</STMTRS>\n</STMTTRNRS>\n</BANKMSGSRSV1>\n</OFX>\n',
  );
  return Buffer.from(parts.join(''));
}
