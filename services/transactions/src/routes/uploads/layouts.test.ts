/**
 * The upload preview and remembered layouts (at the end): POST /api/transactions/upload-preview shows the detected
 * layout and the first rows as they will be stored without saving anything; an import with the user's (corrected)
 * layout follows it and remembers it, with the account, for that user's next file of the same layout.
 *
 * Real bank-export layouts through POST /api/transactions/upload-fast, with files built here byte by byte: encodings,
 * delimiters, preambles, amount conventions, date orders, and spreadsheets written with SheetJS.
 */
import * as XLSX from '@e965/xlsx';
import {
  LAYOUT_MESSAGES,
  SUSPICIOUS_IMPORT_MESSAGES,
  transactionListResponseSchema,
  uploadPreviewSchema,
  uploadResultSchema,
  type StatementLayout,
  type Transaction,
} from '@tracker/contracts';
import type { ServiceApp } from '@tracker/service-kit';
import { startFakeCategoriser, type FakeCategoriser } from '../../testing/fakeCategoriser';
import { startHarness, testRequest, type Harness, type TestUser } from '../../testing/harness';
import { LAYOUT_MISMATCH } from './router';

jest.setTimeout(60_000);

let h: Harness;
let categoriser: FakeCategoriser;
let app: ServiceApp;

beforeAll(async () => {
  h = await startHarness();
  categoriser = await startFakeCategoriser({
    categorise: () => ({ category: 'Groceries', confidence: 0.9, stage: 'model' }),
  });
  app = h.app({ CATEGORISER_URL: categoriser.url });
});

afterAll(async () => {
  await categoriser.close();
  await h.stop();
});

async function upload(user: TestUser, file: Buffer, filename: string, contentType = 'text/csv') {
  const res = await testRequest(app)
    .post('/api/transactions/upload-fast')
    .set('Cookie', user.cookie)
    .attach('file', file, { filename, contentType });
  expect(res.status).toBe(200);
  return uploadResultSchema.parse(res.body);
}

/** The user's transactions, oldest first, as [date, description, signed amount]. */
async function rows(user: TestUser): Promise<Array<[string, string, string]>> {
  const res = await testRequest(app).get('/api/transactions?pageSize=100').set('Cookie', user.cookie);
  expect(res.status).toBe(200);
  const list = transactionListResponseSchema.parse(res.body);
  return list.transactions
    .map((t: Transaction): [string, string, string] => [t.date, t.description, `${t.isIncome ? '+' : '-'}${t.amount}`])
    .sort((a, b) => (a[0] + a[1]).localeCompare(b[0] + b[1]));
}

async function report(user: TestUser, token: string | null): Promise<string> {
  const res = await testRequest(app)
    .get(`/api/report/${token ?? ''}`)
    .set('Cookie', user.cookie)
    .buffer(true)
    .parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
    });
  expect(res.status).toBe(200);
  return String(res.body);
}

describe('statement layouts', () => {
  it('imports the example layout (Date, Description, Amount, Institution) in UTF-8 with a BOM', async () => {
    const user = await h.user();
    const csv =
      '\ufeffDate,Description,Amount,Institution\r\n2024-01-05,Café Crème,-3.50,Test Bank\r\n2024-01-31,Salary ACME Ltd,2500.00,Test Bank\r\n';
    const result = await upload(user, Buffer.from(csv, 'utf8'), 'example_transactions.csv');
    expect(result).toMatchObject({ totalRows: 2, successfulRows: 2, errorRows: 0, duplicateRows: 0 });
    expect(await rows(user)).toEqual([
      ['2024-01-05', 'Café Crème', '-3.50'],
      ['2024-01-31', 'Salary ACME Ltd', '+2500.00'],
    ]);
  });

  it('reads UTF-16LE (with and without BOM), tab-delimited, quoted fields', async () => {
    const user = await h.user();
    const text =
      'Date\tDescription\tAmount\n2024-02-01\t"Bäckerei Müller, Berlin"\t-4.20\n2024-02-02\t"Tea ""Earl Grey"""\t-2.00\n';
    const bom = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    expect(await upload(user, bom, 'utf16.csv')).toMatchObject({ successfulRows: 2 });
    const other = await h.user();
    const noBom = Buffer.from(text.replace('Tea', 'Coffee'), 'utf16le');
    expect(await upload(other, noBom, 'utf16-nobom.csv')).toMatchObject({ successfulRows: 2 });
    expect(await rows(user)).toEqual([
      ['2024-02-01', 'Bäckerei Müller, Berlin', '-4.20'],
      ['2024-02-02', 'Tea "Earl Grey"', '-2.00'],
    ]);
    expect((await rows(other))[1]).toEqual(['2024-02-02', 'Coffee "Earl Grey"', '-2.00']);
  });

  it('reads UTF-16BE with a BOM', async () => {
    const user = await h.user();
    const le = Buffer.from('Date,Description,Amount\n2024-03-01,Zoë’s Café,-9.99\n2024-03-02,Refund,1.00\n', 'utf16le');
    const be = Buffer.alloc(le.length);
    for (let i = 0; i < le.length; i += 2) {
      be[i] = le[i + 1];
      be[i + 1] = le[i];
    }
    expect(await upload(user, Buffer.concat([Buffer.from([0xfe, 0xff]), be]), 'be.csv')).toMatchObject({
      successfulRows: 2,
    });
    expect((await rows(user))[0]).toEqual(['2024-03-01', 'Zoë’s Café', '-9.99']);
  });

  it('reads Windows-1252 bytes, semicolons, decimal commas with thousands dots, day-first dates', async () => {
    const user = await h.user();
    const lines = [
      'Buchungstag;Verwendungszweck;Betrag',
      '03.01.2024;Caf\xe9 \x80 \x93Gl\xfcck\x94;-1.234,56',
      '15.01.2024;Gehalt;2.500,00',
      '01.02.2024;Bäckerei;-0,99',
    ];
    const bytes = Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1');
    // Windows-1252's own bytes: 0x80 is €, 0x93/0x94 are curly quotes.
    expect(bytes.includes(0x80)).toBe(true);
    const result = await upload(user, Buffer.concat([bytes, Buffer.from(' '.repeat(20))]), 'konto.csv');
    expect(result).toMatchObject({ totalRows: 3, successfulRows: 3, errorRows: 0 });
    expect(await rows(user)).toEqual([
      ['2024-01-03', 'Café € “Glück”', '-1234.56'],
      ['2024-01-15', 'Gehalt', '+2500.00'],
      ['2024-02-01', 'Bäckerei', '-0.99'],
    ]);
  });

  it('finds the header below preamble lines; separate Paid out / Paid in columns; month-first dates', async () => {
    const user = await h.user();
    const csv = [
      'Test Bank plc',
      'Account name:,Jane Doe',
      'Account number:,12345678',
      'Statement period:,01/01/2024 - 01/31/2024',
      '',
      'Date,Description,Paid out,Paid in,Balance',
      '01/02/2024,Rent January,"1,200.00",,800.00',
      '01/15/2024,Salary,,"3,000.00","3,800.00"',
      '01/20/2024,Coffee,3.10,,"3,796.90"',
      '',
    ].join('\n');
    const result = await upload(user, Buffer.from(csv), 'statement.csv');
    expect(result).toMatchObject({ totalRows: 3, successfulRows: 3, errorRows: 0 });
    expect(await rows(user)).toEqual([
      ['2024-01-02', 'Rent January', '-1200.00'],
      ['2024-01-15', 'Salary', '+3000.00'],
      ['2024-01-20', 'Coffee', '-3.10'],
    ]);
  });

  it('applies a debit/credit indicator column to unsigned amounts', async () => {
    const user = await h.user();
    const csv =
      'Booking Date,Payee,Amount,Debit/Credit\n2024-04-01,Grocer,45.10,DR\n2024-04-02,Employer,1000.00,CR\n2024-04-03,Refund shop,5.00,C\n';
    expect(await upload(user, Buffer.from(csv), 'indicator.csv')).toMatchObject({ successfulRows: 3 });
    expect(await rows(user)).toEqual([
      ['2024-04-01', 'Grocer', '-45.10'],
      ['2024-04-02', 'Employer', '+1000.00'],
      ['2024-04-03', 'Refund shop', '+5.00'],
    ]);
  });

  it('reads parentheses negatives, currency symbols, thousands separators and CR/DR markers', async () => {
    const user = await h.user();
    const csv = [
      'Transaction Date,Description,Amount',
      '2024-05-01,Laptop,"($1,299.99)"',
      '2024-05-02,Bonus,"$2,000.00"',
      '2024-05-03,Train,USD -12.40',
      '2024-05-04,Transfer in,250.00 CR',
      '2024-05-05,Card fee,1.50DR',
    ].join('\n');
    expect(await upload(user, Buffer.from(csv), 'symbols.csv')).toMatchObject({ successfulRows: 5 });
    expect(await rows(user)).toEqual([
      ['2024-05-01', 'Laptop', '-1299.99'],
      ['2024-05-02', 'Bonus', '+2000.00'],
      ['2024-05-03', 'Train', '-12.40'],
      ['2024-05-04', 'Transfer in', '+250.00'],
      ['2024-05-05', 'Card fee', '-1.50'],
    ]);
  });

  it('decides day-first for a whole file from one value only day-first allows', async () => {
    const user = await h.user();
    const csv =
      'Date,Description,Amount\n02/03/2024,First payment,-1.00\n05/03/2024,Second payment,-2.00\n25/03/2024,Third payment,-3.00\n';
    expect(await upload(user, Buffer.from(csv), 'dayfirst.csv')).toMatchObject({ successfulRows: 3 });
    expect((await rows(user)).map((r) => r[0])).toEqual(['2024-03-02', '2024-03-05', '2024-03-25']);
  });

  it('decides month-first for a whole file and rejects a value that contradicts it, never using today', async () => {
    const user = await h.user();
    const csv =
      'Date,Description,Amount\n03/02/2024,First,-1.00\n03/25/2024,Second,-2.00\n03/26/2024,Third,-3.00\n31/03/2024,Contradiction,-4.00\nsoon,Bad date,-5.00\n';
    const result = await upload(user, Buffer.from(csv), 'monthfirst.csv');
    expect(result).toMatchObject({ totalRows: 5, successfulRows: 3, errorRows: 2 });
    const today = new Date().toISOString().slice(0, 10);
    const dates = (await rows(user)).map((r) => r[0]);
    expect(dates).toEqual(['2024-03-02', '2024-03-25', '2024-03-26']);
    expect(dates).not.toContain(today);
    const text = await report(user, result.reportUrl);
    expect(text).toContain(
      '5,Rejected,"Date ""31/03/2024"" is not a valid date (this file\'s dates are read month first)","31/03/2024,Contradiction,-4.00"\r\n',
    );
    expect(text).toContain('6,Rejected,"Date ""soon"" could not be read","soon,Bad date,-5.00"\r\n');
    expect(text.startsWith('\ufeffLine,Outcome,Reason,Row\r\n')).toBe(true);
  });

  it('reads a file without a header row from its data', async () => {
    const user = await h.user();
    const csv =
      '2024-06-01,"Corner Shop Ltd",-7.25,100.00\n2024-06-02,"Payroll Inc",1500.00,1600.00\n2024-06-03,"Bus",-2.00,1598.00\n';
    expect(await upload(user, Buffer.from(csv), 'noheader.csv')).toMatchObject({ totalRows: 3, successfulRows: 3 });
    expect((await rows(user))[1]).toEqual(['2024-06-02', 'Payroll Inc', '+1500.00']);
  });

  it('imports XLSX with date cells, numeric amounts and a preamble', async () => {
    const user = await h.user();
    const sheet: XLSX.WorkSheet = {};
    const put = (r: number, c: number, cell: XLSX.CellObject) => {
      sheet[XLSX.utils.encode_cell({ r, c })] = cell;
    };
    put(0, 0, { t: 's', v: 'My Bank - export' });
    ['Date', 'Description', 'Amount'].forEach((v, c) => put(2, c, { t: 's', v }));
    put(3, 0, { t: 'n', v: 45322, z: 'dd/mm/yyyy' }); // 2024-01-31
    put(3, 1, { t: 's', v: 'Electricity' });
    put(3, 2, { t: 'n', v: -80.1 });
    put(4, 0, { t: 's', v: '2024-02-01' });
    put(4, 1, { t: 's', v: 'Interest' });
    put(4, 2, { t: 'n', v: 0.3 });
    put(5, 0, { t: 'n', v: 45324, z: 'm/d/yy' });
    put(5, 1, { t: 's', v: 'Shop' });
    put(5, 2, { t: 's', v: '(12.00)' });
    sheet['!ref'] = 'A1:C6';
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Statement');
    const file = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const result = await upload(
      user,
      file,
      'statement.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(result).toMatchObject({ totalRows: 3, successfulRows: 3, errorRows: 0 });
    expect(await rows(user)).toEqual([
      ['2024-01-31', 'Electricity', '-80.10'],
      ['2024-02-01', 'Interest', '+0.30'],
      ['2024-02-02', 'Shop', '-12.00'],
    ]);
  });

  it('imports XLS (BIFF8) with debit and credit columns', async () => {
    const user = await h.user();
    const sheet = XLSX.utils.aoa_to_sheet([
      ['Posting Date', 'Transaction Details', 'Withdrawals', 'Deposits'],
      ['2024-07-01', 'ATM', 60, null],
      ['2024-07-02', 'Salary', null, 1234.56],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
    const file = XLSX.write(book, { type: 'buffer', bookType: 'biff8' }) as Buffer;
    expect(file.subarray(0, 4)).toEqual(Buffer.from([0xd0, 0xcf, 0x11, 0xe0]));
    const result = await upload(user, file, 'statement.xls', 'application/vnd.ms-excel');
    expect(result).toMatchObject({ totalRows: 2, successfulRows: 2 });
    expect(await rows(user)).toEqual([
      ['2024-07-01', 'ATM', '-60.00'],
      ['2024-07-02', 'Salary', '+1234.56'],
    ]);
  });
});

// ---------------------------------------------------------------- preview and remembered layouts

const CHASE = [
  'Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #',
  'DEBIT,01/03/2024,"STARBUCKS STORE 10234 SEATTLE WA",-5.75,DEBIT_CARD,2494.25,,',
  'DEBIT,01/04/2024,"WHOLEFDS MKT 10234 SEATTLE WA",-84.12,DEBIT_CARD,2410.13,,',
  'CREDIT,01/15/2024,"ACME CORP PAYROLL PPD ID: 9876543210",2500.00,ACH_CREDIT,4910.13,,',
].join('\n');

const AMEX = [
  'Date,Description,Amount',
  '01/05/2024,UBER EATS HELP.UBER.COM CA,32.18',
  '01/07/2024,WHOLE FOODS MARKET AUSTIN TX,76.40',
  '01/14/2024,AUTOPAY PAYMENT RECEIVED - THANK YOU,-450.00',
].join('\n');

function sendFile(path: string, user: TestUser, text: string, fields: Record<string, string> = {}) {
  let req = testRequest(app).post(path).set('Cookie', user.cookie);
  for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
  return req.attach('file', Buffer.from(text), { filename: 'statement.csv', contentType: 'text/csv' });
}

const preview = (user: TestUser, text: string, fields: Record<string, string> = {}) =>
  sendFile('/api/transactions/upload-preview', user, text, fields);
const uploadText = (user: TestUser, text: string, fields: Record<string, string> = {}) =>
  sendFile('/api/transactions/upload-fast', user, text, fields);

async function storedRows(user: TestUser): Promise<Array<[string, string, string]>> {
  const res = await testRequest(app).get('/api/transactions?pageSize=100').set('Cookie', user.cookie);
  expect(res.status).toBe(200);
  return transactionListResponseSchema
    .parse(res.body)
    .transactions.map((t: Transaction): [string, string, string] => [
      t.date,
      t.description,
      `${t.isIncome ? '+' : '-'}${t.amount}`,
    ])
    .sort((a, b) => a[0].localeCompare(b[0]));
}

describe('upload preview', () => {
  it('shows the detected layout and the first rows as they will be stored, and saves nothing', async () => {
    const user = await h.user();
    const res = await preview(user, CHASE);
    expect(res.status).toBe(200);
    const body = uploadPreviewSchema.parse(res.body);
    expect(body.header?.slice(0, 4)).toEqual(['Details', 'Posting Date', 'Description', 'Amount']);
    // Details (DEBIT/CREDIT) is never the description; the Type codes are left out.
    expect(body.layout.roles.slice(0, 6)).toEqual(['ignore', 'date', 'description', 'amount', 'ignore', 'balance']);
    expect(body.layout).toMatchObject({ dateOrder: 'mdy', decimal: '.', sign: 'signed' });
    expect(body.doubts).toEqual([]);
    expect(body.remembered).toBe(false);
    expect(body.dataRows).toBe(3);
    expect(body.samples[0]).toEqual(['DEBIT', 'DEBIT', 'CREDIT']);
    expect(body.rows).toEqual([
      { line: 2, date: '2024-01-03', description: 'STARBUCKS STORE 10234 SEATTLE WA', amount: '5.75', isIncome: false },
      { line: 3, date: '2024-01-04', description: 'WHOLEFDS MKT 10234 SEATTLE WA', amount: '84.12', isIncome: false },
      {
        line: 4,
        date: '2024-01-15',
        description: 'ACME CORP PAYROLL PPD ID: 9876543210',
        amount: '2500.00',
        isIncome: true,
      },
    ]);
    expect(await storedRows(user)).toEqual([]);
  });

  it('says when it guessed a card export with positive charges, and reads the rows under the choice sent back', async () => {
    const user = await h.user();
    const body = uploadPreviewSchema.parse((await preview(user, AMEX)).body);
    expect(body.doubts).toEqual(['sign']);
    expect(body.layout.sign).toBe('charges-positive');
    expect(body.rows.map((r) => ('isIncome' in r ? r.isIncome : null))).toEqual([false, false, true]);
    const flipped: StatementLayout = { ...body.layout, sign: 'signed' };
    const again = uploadPreviewSchema.parse((await preview(user, AMEX, { layout: JSON.stringify(flipped) })).body);
    expect(again.doubts).toEqual([]);
    expect(again.rows.map((r) => ('isIncome' in r ? r.isIncome : null))).toEqual([true, true, false]);
  });

  it('refuses a layout that does not fit the file, or is not one, with a message (nothing changes)', async () => {
    const user = await h.user();
    const wrongWidth: StatementLayout = {
      roles: ['date', 'description'],
      dateOrder: 'mdy',
      decimal: '.',
      sign: 'signed',
    };
    const res = await uploadText(user, AMEX, {
      layout: JSON.stringify({ ...wrongWidth, roles: ['date', 'description', 'amount', 'ignore'] }),
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(LAYOUT_MISMATCH);
    const noAmount = await preview(user, AMEX, { layout: JSON.stringify(wrongWidth) });
    expect(noAmount.status).toBe(400);
    expect(noAmount.body.message).toContain(LAYOUT_MESSAGES.amount);
    const junk = await preview(user, AMEX, { layout: '{not json' });
    expect(junk.status).toBe(400);
    expect(junk.body.message).toContain(LAYOUT_MESSAGES.invalid);
    expect(await storedRows(user)).toEqual([]);
  });
});

describe('remembered layouts', () => {
  it('imports under the corrected layout, then reads the next file of that layout the same way without asking', async () => {
    const user = await h.user();
    const detected = uploadPreviewSchema.parse((await preview(user, AMEX)).body);
    // The user says this export's amounts are signed as written.
    const corrected: StatementLayout = { ...detected.layout, sign: 'signed' };
    const accounts = await testRequest(app).get('/api/bank-accounts').set('Cookie', user.cookie);
    const accountId = (accounts.body as Array<{ id: string }>)[0].id;
    const res = await uploadText(user, AMEX, { layout: JSON.stringify(corrected), accountId });
    expect(uploadResultSchema.parse(res.body)).toMatchObject({ successfulRows: 3 });
    expect(await storedRows(user)).toEqual([
      ['2024-01-05', 'UBER EATS HELP.UBER.COM CA', '+32.18'],
      ['2024-01-07', 'WHOLE FOODS MARKET AUSTIN TX', '+76.40'],
      ['2024-01-14', 'AUTOPAY PAYMENT RECEIVED - THANK YOU', '-450.00'],
    ]);
    const next = AMEX.replace('01/05/2024,UBER EATS', '02/05/2024,LYFT RIDE');
    const again = uploadPreviewSchema.parse((await preview(user, next)).body);
    expect(again).toMatchObject({ remembered: true, accountId, doubts: [] });
    expect(again.layout.sign).toBe('signed');
    // The one-click import (no layout sent) uses it too.
    await uploadText(user, next);
    expect((await storedRows(user)).find((r) => r[1].startsWith('LYFT'))).toEqual([
      '2024-02-05',
      'LYFT RIDE HELP.UBER.COM CA',
      '+32.18',
    ]);
    // Another user's files are read as detected.
    const stranger = await h.user();
    expect(uploadPreviewSchema.parse((await preview(stranger, AMEX)).body)).toMatchObject({
      remembered: false,
      accountId: null,
    });
  });
});

describe('what the import used to get wrong', () => {
  it('imports short statements of one and two rows', async () => {
    const user = await h.user();
    const one = await uploadText(user, 'Date,Description,Amount\n2024-01-05,Tesco,-12.50\n');
    expect(one.status).toBe(200);
    expect(uploadResultSchema.parse(one.body)).toMatchObject({ successfulRows: 1 });
    const two = await uploadText(
      user,
      'Date,Description,Amount\n2024-01-06,Costco,-80.00\n2024-01-07,Payroll,1000.00\n',
    );
    expect(uploadResultSchema.parse(two.body)).toMatchObject({ successfulRows: 2 });
    // A tiny file without a transaction row is still empty or corrupted.
    const junk = await uploadText(user, 'hello there\n');
    expect(junk.status).toBe(400);
    expect(junk.body.message).toBe('File "statement.csv" appears to be empty or corrupted');
  });

  it('imports Chase checking with the merchant as the description, not DEBIT/CREDIT', async () => {
    const user = await h.user();
    expect(uploadResultSchema.parse((await uploadText(user, CHASE)).body)).toMatchObject({ successfulRows: 3 });
    expect((await storedRows(user)).map((r) => r[1])).toEqual([
      'STARBUCKS STORE 10234 SEATTLE WA',
      'WHOLEFDS MKT 10234 SEATTLE WA',
      'ACME CORP PAYROLL PPD ID: 9876543210',
    ]);
  });

  it('flags a file whose rows all look wrong', async () => {
    const user = await h.user();
    const same = [
      'Date,Description,Amount',
      '2024-01-05,DEBIT,-1.00',
      '2024-01-06,DEBIT,-2.00',
      '2024-01-07,DEBIT,-3.00',
    ].join('\n');
    expect(uploadResultSchema.parse((await uploadText(user, same)).body).warnings).toEqual([
      SUSPICIOUS_IMPORT_MESSAGES.sameDescription,
    ]);
    const income = [
      'Date,Description,Amount',
      '2024-02-05,Cafe,1.00',
      '2024-02-06,Bakery,2.00',
      '2024-02-07,Books,3.00',
    ].join('\n');
    expect(uploadResultSchema.parse((await uploadText(user, income)).body).warnings).toEqual([
      SUSPICIOUS_IMPORT_MESSAGES.allIncome,
    ]);
    const fine = [
      'Date,Description,Amount',
      '2024-03-05,Cafe,-1.00',
      '2024-03-06,Salary,2.00',
      '2024-03-07,Books,-3.00',
    ].join('\n');
    expect(uploadResultSchema.parse((await uploadText(user, fine)).body).warnings).toBeUndefined();
  });
});
