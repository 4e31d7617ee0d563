/**
 * Structured statements (OFX/QFX, QIF, CAMT.05x, MT940) from at least three banks each. Every fixture follows the
 * structure of a public example file or specification (named in `source`); the rows are our own. Each row states what
 * must be stored: date, a text the description contains, the signed amount and the bank's id when the file has one.
 */
import type { StatementAccount } from '../../src/statementTypes';

export interface StructuredFixture {
  bank: string;
  country: string;
  format: 'ofx' | 'qif' | 'camt' | 'mt940';
  fileName: string;
  source: string;
  text: string;
  rows: Array<[date: string, text: string, amount: string, bankId?: string]>;
  account?: StatementAccount;
}

const OFX_SGML_HEADER = [
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

const SIGNON =
  '<SIGNONMSGSRSV1>\n<SONRS>\n<STATUS>\n<CODE>0\n<SEVERITY>INFO\n</STATUS>\n<DTSERVER>20260302120000[0:GMT]\n<LANGUAGE>ENG\n</SONRS>\n</SIGNONMSGSRSV1>\n';

export const STRUCTURED: StructuredFixture[] = [
  // ------------------------------------------------------------------ OFX / QFX
  {
    bank: 'Chase credit card (QFX)',
    country: 'US',
    format: 'ofx',
    fileName: 'Chase1234_Activity.qfx',
    source: 'jseutter/ofxparse tests/fixtures/chase_cc.qfx (OFX 1.0.2 SGML, CREDITCARDMSGSRSV1, INTU.BID, LEDGERBAL)',
    text: `${OFX_SGML_HEADER}<OFX>\n${SIGNON}<CREDITCARDMSGSRSV1>\n<CCSTMTTRNRS>\n<TRNUID>1\n<STATUS>\n<CODE>0\n<SEVERITY>INFO\n<MESSAGE>Success\n</STATUS>\n<CCSTMTRS>\n<CURDEF>USD\n<CCACCTFROM>\n<ACCTID>4111222233334444\n</CCACCTFROM>\n<BANKTRANLIST>\n<DTSTART>20260201120000[0:GMT]\n<DTEND>20260301120000[0:GMT]\n<STMTTRN>\n<TRNTYPE>DEBIT\n<DTPOSTED>20260203120000[0:GMT]\n<TRNAMT>-4.75\n<FITID>2026020324692163034000000001\n<NAME>STARBUCKS STORE 00512\n</STMTTRN>\n<STMTTRN>\n<TRNTYPE>DEBIT\n<DTPOSTED>20260203120000[0:GMT]\n<TRNAMT>-4.75\n<FITID>2026020324692163034000000002\n<NAME>STARBUCKS STORE 00512\n</STMTTRN>\n<STMTTRN>\n<TRNTYPE>CREDIT\n<DTPOSTED>20260220120000[0:GMT]\n<TRNAMT>250.00\n<FITID>2026022000000000000000000003\n<NAME>AUTOMATIC PAYMENT - THANK YOU\n</STMTTRN>\n</BANKTRANLIST>\n<LEDGERBAL>\n<BALAMT>-1254.32\n<DTASOF>20260301120000[0:GMT]\n</LEDGERBAL>\n<AVAILBAL>\n<BALAMT>3745.68\n<DTASOF>20260301120000[0:GMT]\n</AVAILBAL>\n</CCSTMTRS>\n</CCSTMTTRNRS>\n</CREDITCARDMSGSRSV1>\n</OFX>\n`,
    rows: [
      ['2026-02-03', 'STARBUCKS', '-4.75', '2026020324692163034000000001'],
      ['2026-02-03', 'STARBUCKS', '-4.75', '2026020324692163034000000002'],
      ['2026-02-20', 'AUTOMATIC PAYMENT', '250.00', '2026022000000000000000000003'],
    ],
    account: {
      kind: 'credit_card',
      currency: 'USD',
      number: '4111222233334444',
      balance: { amount: '-1254.32', date: '2026-03-01' },
    },
  },
  {
    bank: 'US bank checking (OFX 2.x XML)',
    country: 'US',
    format: 'ofx',
    fileName: 'checking.ofx',
    source: 'OFX 2.2 specification, 11.4.2.3 bank statement response example (XML, <?OFX OFXHEADER="200"?>, CHECKNUM)',
    text: `<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>\n<OFX>\n<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS><DTSERVER>20260302</DTSERVER><LANGUAGE>ENG</LANGUAGE></SONRS></SIGNONMSGSRSV1>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n<TRNUID>1001</TRNUID>\n<STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS>\n<STMTRS>\n<CURDEF>USD</CURDEF>\n<BANKACCTFROM><BANKID>121099999</BANKID><ACCTID>999988</ACCTID><ACCTTYPE>CHECKING</ACCTTYPE></BANKACCTFROM>\n<BANKTRANLIST>\n<DTSTART>20260201</DTSTART><DTEND>20260228</DTEND>\n<STMTTRN><TRNTYPE>CHECK</TRNTYPE><DTPOSTED>20260204</DTPOSTED><TRNAMT>-200.00</TRNAMT><FITID>00002</FITID><CHECKNUM>1000</CHECKNUM></STMTTRN>\n<STMTTRN><TRNTYPE>ATM</TRNTYPE><DTPOSTED>20260220</DTPOSTED><DTUSER>20260220</DTUSER><TRNAMT>-300.00</TRNAMT><FITID>00003</FITID><NAME>ATM WITHDRAWAL</NAME><MEMO>MAIN ST &amp; 5TH</MEMO></STMTTRN>\n<STMTTRN><TRNTYPE>DIRECTDEP</TRNTYPE><DTPOSTED>20260225</DTPOSTED><TRNAMT>1,500.00</TRNAMT><FITID>00004</FITID><NAME>ACME PAYROLL</NAME></STMTTRN>\n</BANKTRANLIST>\n<LEDGERBAL><BALAMT>200.29</BALAMT><DTASOF>200602281600</DTASOF></LEDGERBAL>\n</STMTRS>\n</STMTTRNRS>\n</BANKMSGSRSV1>\n</OFX>\n`
      .replace('<TRNAMT>1,500.00', '<TRNAMT>1500.00')
      .replace('200602281600', '20260228160000'),
    rows: [
      ['2026-02-04', 'Check 1000', '-200.00', '00002'],
      ['2026-02-20', 'ATM WITHDRAWAL · MAIN ST & 5TH', '-300.00', '00003'],
      ['2026-02-25', 'ACME PAYROLL', '1500.00', '00004'],
    ],
    account: {
      kind: 'checking',
      currency: 'USD',
      number: '999988',
      balance: { amount: '200.29', date: '2026-02-28' },
    },
  },
  {
    bank: 'French bank savings (OFX 1.x, EUR)',
    country: 'FR',
    format: 'ofx',
    fileName: 'releve.ofx',
    source:
      'Grunnpi/BankPerfectTools resource/ofx.ftl (French OFX 1.5.1 SGML: BANKID/BRANCHID/ACCTID, DTUSER, NAME + MEMO, EUR)',
    text: `${OFX_SGML_HEADER.replace('VERSION:102', 'VERSION:151')}<OFX>\n${SIGNON}<BANKMSGSRSV1>\n\t<STMTTRNRS>\n\t\t<TRNUID>20260302000000\n\t\t<STATUS>\n\t\t\t<CODE>0\n\t\t\t<SEVERITY>INFO\n\t\t</STATUS>\n\t\t<STMTRS>\n\t\t\t<CURDEF>EUR\n\t\t\t<BANKACCTFROM>\n\t\t\t\t<BANKID>30004\n\t\t\t\t<BRANCHID>00123\n\t\t\t\t<ACCTID>00012345678\n\t\t\t\t<ACCTTYPE>SAVINGS\n\t\t\t</BANKACCTFROM>\n\t\t\t<BANKTRANLIST>\n\t\t\t\t<DTSTART>20260201000000\n\t\t\t\t<DTEND>20260228000000\n\t\t\t\t<STMTTRN>\n\t\t\t\t\t<TRNTYPE>DEBIT\n\t\t\t\t\t<DTPOSTED>20260205\n\t\t\t\t\t<DTUSER>20260204\n\t\t\t\t\t<TRNAMT>-42,90\n\t\t\t\t\t<FITID>L9JVJ28%CF\n\t\t\t\t\t<NAME>CARREFOUR MARKET\n\t\t\t\t\t<MEMO>CB CARREFOUR 04/02\n\t\t\t\t</STMTTRN>\n\t\t\t\t<STMTTRN>\n\t\t\t\t\t<TRNTYPE>CREDIT\n\t\t\t\t\t<DTPOSTED>20260210\n\t\t\t\t\t<TRNAMT>150,00\n\t\t\t\t\t<FITID>L9JVJ28%CG\n\t\t\t\t\t<NAME>VIR M DUPONT\n\t\t\t\t\t<MEMO>Épargne février\n\t\t\t\t</STMTTRN>\n\t\t\t</BANKTRANLIST>\n\t\t\t<LEDGERBAL>\n\t\t\t\t<BALAMT>1207,10\n\t\t\t\t<DTASOF>20260228\n\t\t\t</LEDGERBAL>\n\t\t</STMTRS>\n\t</STMTTRNRS>\n</BANKMSGSRSV1>\n</OFX>\n`,
    rows: [
      ['2026-02-05', 'CARREFOUR MARKET', '-42.90', 'L9JVJ28%CF'],
      ['2026-02-10', 'VIR M DUPONT · Épargne février', '150.00', 'L9JVJ28%CG'],
    ],
    account: {
      kind: 'savings',
      currency: 'EUR',
      number: '00012345678',
      balance: { amount: '1207.10', date: '2026-02-28' },
    },
  },
  // ------------------------------------------------------------------ QIF
  {
    bank: 'Quicken bank account (QIF, US)',
    country: 'US',
    format: 'qif',
    fileName: 'checking.qif',
    source: "Quicken QIF specification (Bank section, D6/ 1'94 dates, C cleared, N check number, L category)",
    text: "!Type:Bank\nD3/ 1'26\nT-1,250.00\nCX\nN1005\nPCITY APARTMENTS\nMMarch rent\nLHousing:Rent\n^\nD3/ 4'26\nT-63.18\nPSAFEWAY #1234\nLGroceries\n^\nD3/15'26\nT2,340.55\nPACME PAYROLL\nLSalary\n^\n",
    rows: [
      ['2026-03-01', 'CITY APARTMENTS · March rent', '-1250.00'],
      ['2026-03-04', 'SAFEWAY', '-63.18'],
      ['2026-03-15', 'ACME PAYROLL', '2340.55'],
    ],
    account: { kind: 'checking' },
  },
  {
    bank: 'UK credit card (QIF, day first)',
    country: 'UK',
    format: 'qif',
    fileName: 'card.qif',
    source:
      'public QIF CCard serialiser tests (D19/09/2019 day-first dates, U and T amounts, A address); qif-gen CCard output',
    text: '!Type:CCard\nD11/03/2026\nPTESCO STORES 2041\nMGroceries\nU-15.00\nT-15.00\nN12345\nAGlasgow\n^\nD25/03/2026\nPDIRECT DEBIT - THANK YOU\nT1,051.00\n^\n',
    rows: [
      ['2026-03-11', 'TESCO STORES', '-15.00'],
      ['2026-03-25', 'DIRECT DEBIT - THANK YOU', '1051.00'],
    ],
    account: { kind: 'credit_card' },
  },
  {
    bank: 'GnuCash / Actual export with an account list (QIF)',
    country: 'DE',
    format: 'qif',
    fileName: 'girokonto.qif',
    source: 'QIF with an !Account block before !Type:Bank (quiffen and qif-categorizer tests); decimal comma amounts',
    text: '!Account\nNGirokonto\nTBank\n^\n!Type:Bank\nD05.03.2026\nT-1.234,50\nPVermieter GmbH\nMMiete März\n^\nD06.03.2026\nT-12,99\nPSpotify\n^\n',
    rows: [
      ['2026-03-05', 'Vermieter GmbH', '-1234.50'],
      ['2026-03-06', 'Spotify', '-12.99'],
    ],
    account: { kind: 'checking' },
  },
  // ------------------------------------------------------------------ CAMT
  {
    bank: 'Dutch bank CAMT.053 (001.02)',
    country: 'NL',
    format: 'camt',
    fileName: 'camt053.xml',
    source:
      'genkgo/camt test/data/camt053.v2.minimal.xml (BkToCstmrStmt, Acct/Id/IBAN, OPBD/CLBD, Ntry with TxDtls, RltdPties/Dbtr/Nm, RmtInf/Ustrd)',
    text: `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>CAMT053NL0001</MsgId><CreDtTm>2026-03-02T18:43:50+01:00</CreDtTm></GrpHdr>
    <Stmt>
      <Id>253EURNL26VAYB8060476890</Id>
      <CreDtTm>2026-03-02T18:43:50+01:00</CreDtTm>
      <Acct><Id><IBAN>NL26VAYB8060476890</IBAN></Id><Ccy>EUR</Ccy></Acct>
      <Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">1815.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-02-28</Dt></Dt></Bal>
      <Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">2718.10</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-03-02</Dt></Dt></Bal>
      <Ntry>
        <NtryRef>NTRY-0001</NtryRef>
        <Amt Ccy="EUR">1000.00</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>2026-03-01</Dt></BookgDt>
        <ValDt><Dt>2026-03-02</Dt></ValDt>
        <AcctSvcrRef>AAAASESS-FP-CN_98765/01</AcctSvcrRef>
        <NtryDtls><TxDtls>
          <Refs><EndToEndId>MUELL/FINP/RA12345</EndToEndId></Refs>
          <RltdPties><Dbtr><Nm>J. de Vries</Nm></Dbtr><DbtrAcct><Id><IBAN>NL56AGDH9619008421</IBAN></Id></DbtrAcct></RltdPties>
          <RmtInf><Ustrd>Huur maart</Ustrd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>
      <Ntry>
        <NtryRef>NTRY-0002</NtryRef>
        <Amt Ccy="EUR">96.90</Amt>
        <CdtDbtInd>DBIT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>2026-03-02</Dt></BookgDt>
        <ValDt><Dt>2026-03-01</Dt></ValDt>
        <NtryDtls><TxDtls>
          <RltdPties><Cdtr><Nm>Albert Heijn 1403</Nm></Cdtr></RltdPties>
          <RmtInf><Ustrd>Betaalautomaat 01-03-26 12:04</Ustrd><Ustrd>pasnr. 012</Ustrd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>
      <Ntry>
        <Amt Ccy="EUR">12.00</Amt>
        <CdtDbtInd>DBIT</CdtDbtInd>
        <Sts>PDNG</Sts>
        <BookgDt><Dt>2026-03-02</Dt></BookgDt>
      </Ntry>
    </Stmt>
  </BkToCstmrStmt>
</Document>
`,
    rows: [
      ['2026-03-01', 'J. de Vries · Huur maart', '1000.00', 'NTRY-0001'],
      ['2026-03-02', 'Albert Heijn 1403 · Betaalautomaat', '-96.90', 'NTRY-0002'],
    ],
    account: {
      currency: 'EUR',
      number: 'NL26VAYB8060476890',
      balance: { amount: '2718.10', date: '2026-03-02' },
      openingBalance: { amount: '1815.00', date: '2026-02-28' },
    },
  },
  {
    bank: 'Swedish bank CAMT.053 (001.08, Pty names, Sts/Cd, DtTm)',
    country: 'SE',
    format: 'camt',
    fileName: 'statement.xml',
    source:
      'genkgo/camt test/data/camt053.v8.xml (Acct/Id/Othr/Id, Sts/Cd BOOK, BookgDt/DtTm, RltdPties/Cdtr/Pty/Nm, Bal Amt@Ccy)',
    text: `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
 <BkToCstmrStmt>
  <GrpHdr><MsgId>CAMT053RIB000000000001</MsgId><CreDtTm>2026-03-10T18:43:50+00:00</CreDtTm></GrpHdr>
  <Stmt>
   <Id>STMT-SE-1</Id>
   <Acct><Id><Othr><Id>SE4550000000058398257466</Id></Othr></Id><Svcr><FinInstnId><Nm>AAAA BANKEN</Nm></FinInstnId></Svcr></Acct>
   <Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="SEK">5000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-03-08</Dt></Dt></Bal>
   <Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="SEK">27.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Dt><Dt>2026-03-09</Dt></Dt></Bal>
   <Ntry>
    <Amt Ccy="SEK">5027.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
    <BookgDt><DtTm>2026-03-09T13:15:00+01:00</DtTm></BookgDt><ValDt><Dt>2026-03-10</Dt></ValDt>
    <AcctSvcrRef>AAAASESS-FP-CN_98765/02</AcctSvcrRef>
    <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>ICDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
    <NtryDtls><TxDtls>
     <RltdPties><Cdtr><Pty><Nm>Vattenfall AB</Nm></Pty></Cdtr></RltdPties>
     <RmtInf><Strd><CdtrRefInf><Ref>4654654654654654</Ref></CdtrRefInf></Strd></RmtInf>
    </TxDtls></NtryDtls>
   </Ntry>
  </Stmt>
 </BkToCstmrStmt>
</Document>
`,
    rows: [['2026-03-09', 'Vattenfall AB', '-5027.00', 'AAAASESS-FP-CN_98765/02']],
    account: {
      currency: 'SEK',
      number: 'SE4550000000058398257466',
      balance: { amount: '-27.00', date: '2026-03-09' },
      openingBalance: { amount: '5000.00', date: '2026-03-08' },
    },
  },
  {
    bank: 'Finnish bank CAMT.054 notification (Handelsbanken)',
    country: 'FI',
    format: 'camt',
    fileName: 'camt054.xml',
    source:
      'public camt.054.001.02 notification test data (BkToCstmrDbtCdtNtfctn/Ntfctn, FI IBAN, Svcr BIC HANDFIHH, AcctSvcrRef)',
    text: `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.02">
<BkToCstmrDbtCdtNtfctn>
<GrpHdr><MsgId>CAMT08224820260203001</MsgId><CreDtTm>2026-02-03T08:23:10</CreDtTm><AddtlInf>/CRED/</AddtlInf></GrpHdr>
<Ntfctn>
<Id>55667788992027122200001</Id>
<CreDtTm>2026-02-03T08:23:10</CreDtTm>
<Acct><Id><IBAN>FI1431313001234567</IBAN></Id><Ccy>EUR</Ccy><Svcr><FinInstnId><BIC>HANDFIHH</BIC></FinInstnId></Svcr></Acct>
<Ntry>
<Amt Ccy="EUR">250.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts>
<BookgDt><Dt>2026-02-02</Dt></BookgDt><ValDt><Dt>2026-02-02</Dt></ValDt>
<AcctSvcrRef>201701312588CECZ0804</AcctSvcrRef>
<NtryDtls><TxDtls>
<RltdPties><Dbtr><Nm>Oy Asiakas Ab</Nm></Dbtr></RltdPties>
<RmtInf><Ustrd>Lasku 20260117</Ustrd></RmtInf>
</TxDtls></NtryDtls>
</Ntry>
</Ntfctn>
</BkToCstmrDbtCdtNtfctn>
</Document>
`,
    rows: [['2026-02-02', 'Oy Asiakas Ab · Lasku 20260117', '250.00', '201701312588CECZ0804']],
    account: { currency: 'EUR', number: 'FI1431313001234567' },
  },
  // ------------------------------------------------------------------ MT940
  {
    bank: 'Knab (MT940, unstructured :86:)',
    country: 'NL',
    format: 'mt940',
    fileName: 'knab.mt940',
    source: 'mt940js test/test1.mt940 (Knab {1:}{2:}{4: blocks, :28C:, NONREF//bank reference, multi-line :86:)',
    text: '{1:F01KNABNL2HAXXX0000000000}{2:I940KNABNL2HXXXXN3020}{4:\n:20:B4E08MS9D00A0009\n:25:123456789\n:28C:998/1\n:60F:C260301EUR0,\n:61:2603010301C500,NTRFNONREF//B4E07XM00J000023\n:86:DE VRIES SPAARREKENING\nOVERBOEKING MAART\n:61:2603020302D29,95NTRFNONREF//B4G29PGCVO7Q06US\n:86:BOL.COM BV\nFACTUUR 201403110\n:62F:C260302EUR470,05\n-}\n',
    rows: [
      ['2026-03-01', 'DE VRIES SPAARREKENING', '500.00', 'B4E07XM00J000023'],
      ['2026-03-02', 'BOL.COM BV · FACTUUR 201403110', '-29.95', 'B4G29PGCVO7Q06US'],
    ],
    account: {
      currency: 'EUR',
      number: '123456789',
      balance: { amount: '470.05', date: '2026-03-02' },
      openingBalance: { amount: '0', date: '2026-03-01' },
    },
  },
  {
    bank: 'ING Netherlands (MT940 /NAME/ /REMI/, Rabobank /CNTP/)',
    country: 'NL',
    format: 'mt940',
    fileName: 'ing.sta',
    source:
      'gingerpayments/python-libmt94x COMPATIBILITY.rst (ING MT940 structured :86: /EREF/ /CNTP/ /REMI/USTD//); ING NL MT940 spec',
    text: '{1:F01INGBNL2ABXXX0000000000}{2:I940INGBNL2AXXXN}{3:{108:B12345678S000001}}{4:\n:20:P140220000000001\n:25:NL20INGB0001234567EUR\n:28C:00000\n:60F:C260305EUR1000,00\n:61:2603060306D12,50NTRFEREF//00000000001005\n/TRCD/00100/\n:86:/EREF/EV12341REP1231456T1234//CNTP/NL32INGB0000012345/INGBNL2\nA/ING BANK NV INZAKE WEB///REMI/USTD//EV10001REP1000000T1000/\n:61:2603060306C100,00NTRFNONREF//00000000001006\n:86:/NAME/J. JANSSEN/REMI/Factuurnr 123456 Klantnr 00123/\n:62F:C260306EUR1087,50\n-}\n',
    rows: [
      ['2026-03-06', 'ING BANK NV INZAKE WEB · EV10001REP1000000T1000', '-12.50', '00000000001005'],
      ['2026-03-06', 'J. JANSSEN · Factuurnr 123456', '100.00', '00000000001006'],
    ],
    account: {
      currency: 'EUR',
      number: 'NL20INGB0001234567EUR',
      balance: { amount: '1087.50', date: '2026-03-06' },
      openingBalance: { amount: '1000.00', date: '2026-03-05' },
    },
  },
  {
    bank: 'Sparkasse (MT940, German ?20–?33 sub-fields)',
    country: 'DE',
    format: 'mt940',
    fileName: 'umsaetze.sta',
    source:
      'WoLpH/mt940 issue #109 test and Sparkasse examples (:61:YYMMDDMMDD with RD/CR, ?00 ?20 EREF+ ?25 SVWZ+ ?32 name ?34)',
    text: ':20:STARTUMS\n:25:85090000/2721891006\n:28C:0\n:60F:C260310EUR2119,96\n:61:2603110311DR30,00NDDTKREF+\n:86:105?00Basislastschrift?10931?20EREF+DD-1-23.01.2026\n?21KREF+20241022098765432109 00?22000000000237?23MREF+27\n?24CRED+DE47ZZZ00012345678?25SVWZ+Mitgliedsbeitrag\n?30GENODEF1WDH?31DE69280123450012345670\n?32Mein Verein e.V.?34992\n:61:2603120312CR1500,00NTRFKREF+\n:86:177?00SEPA-Uberweisung?101000?20EREF+INV-2026-001\n?21KREF+2025111239133803903200?2200001\n?23SVWZ+Zahlung Rechnung INV-2026-001?32Acme Corp GmbH?33\n:62F:C260312EUR3589,96\n-\n',
    rows: [
      ['2026-03-11', 'Mein Verein e.V. · Mitgliedsbeitrag', '-30.00'],
      ['2026-03-12', 'Acme Corp GmbH · Zahlung Rechnung INV-2026-001', '1500.00'],
    ],
    account: {
      currency: 'EUR',
      number: '85090000/2721891006',
      balance: { amount: '3589.96', date: '2026-03-12' },
      openingBalance: { amount: '2119.96', date: '2026-03-10' },
    },
  },
];
