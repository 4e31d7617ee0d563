import * as XLSX from '@e965/xlsx';
import { ASSET_TYPES, WEALTH_SAMPLE_FILE_NAME } from '@tracker/contracts';
import { useHarness, testRequest, type Harness } from '../../testing/harness';
import { SAMPLE_ROWS } from './sample';

jest.setTimeout(60_000);

const h = useHarness();
let app: ReturnType<Harness['app']>['app'];
beforeAll(() => {
  app = h.app().app;
});

const upload = (cookie: string, content: Buffer | string, filename: string) =>
  testRequest(app).post('/api/assets/upload').set('Cookie', cookie).attach('file', Buffer.from(content), { filename });
const list = async (cookie: string) =>
  (await testRequest(app).get('/api/assets').set('Cookie', cookie)).body as Record<string, unknown>[];

const HEADER = 'Asset,Type,Symbol,Description,Quantity,Date/Month/Year Purchased,Purchase Price,Current Value';

describe('GET /api/download/wealth-sample', () => {
  it('is an xlsx with a row for every type, and it uploads back unchanged', async () => {
    const user = await h.user();
    const res = await testRequest(app)
      .get('/api/download/wealth-sample')
      .set('Cookie', user.cookie)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${WEALTH_SAMPLE_FILE_NAME}"`);
    const body = res.body as Buffer;
    expect(body.subarray(0, 2).toString()).toBe('PK');
    expect(new Set(SAMPLE_ROWS.map((r) => r.type))).toEqual(new Set(ASSET_TYPES));

    const up = await upload(user.cookie, body, WEALTH_SAMPLE_FILE_NAME);
    expect(up.status).toBe(200);
    expect(up.body).toEqual({ successfulRows: SAMPLE_ROWS.length, errorRows: 0, errors: [] });
    const assets = await list(user.cookie);
    expect(assets.map((a) => [a.name, a.type, a.symbol, a.description, a.quantity, a.value])).toEqual(
      SAMPLE_ROWS.map((r) => [
        r.asset,
        r.type,
        r.symbol || null,
        r.description,
        r.quantity === null ? null : String(r.quantity),
        String(r.currentValue),
      ]),
    );
  });
});

describe('POST /api/assets/upload', () => {
  it('imports a CSV, reports bad rows with their line and reason, never guesses', async () => {
    const user = await h.user();
    const csv = [
      HEADER,
      'Tesla,Equities (Stocks),TSLA,Shares,"1,000",2021-03-15,$700.50,"$1,234.567891"',
      ',ETFs,VOO,,1,2022,1,1',
      'House,property_real_estate,,,,2018-06,,420000',
      'Coins,coins,,,1,2021,1,1',
      'Car loan,Liabilities,,,,03/04/2021,,5000',
      'Stock,stocks,MSFT,,abc,2020,1,1',
      '',
    ].join('\n');
    const res = await upload(user.cookie, csv, 'assets.csv');
    expect(res.status).toBe(200);
    expect(res.body.successfulRows).toBe(2);
    expect(res.body.errors).toEqual([
      { row: 3, message: 'Asset name is required' },
      { row: 5, message: expect.stringMatching(/^Asset type must be one of/) },
      { row: 6, message: 'Date/Month/Year Purchased must be YYYY, YYYY-MM or YYYY-MM-DD' },
      { row: 7, message: 'Quantity must be a number' },
    ]);
    expect((await list(user.cookie)).map((a) => [a.name, a.type, a.quantity, a.value])).toEqual([
      ['Tesla', 'equities_stocks', '1000', '1234.567891'],
      ['House', 'property_real_estate', null, '420000'],
    ]);
  });

  it('reads xls and xlsx files', async () => {
    const user = await h.user();
    for (const bookType of ['xls', 'xlsx'] as const) {
      const sheet = XLSX.utils.aoa_to_sheet([
        HEADER.split(','),
        [`Gold ${bookType}`, 'Commodities', 'GC=F', '', 2, '2020', 1900, 2300.5],
      ]);
      const book = XLSX.utils.book_new();
      XLSX.utils.book_append_sheet(book, sheet, 'Sheet1');
      const buffer = XLSX.write(book, { type: 'buffer', bookType }) as Buffer;
      const res = await upload(user.cookie, buffer, `assets.${bookType}`);
      expect([bookType, res.status, res.body.successfulRows]).toEqual([bookType, 200, 1]);
    }
    expect((await list(user.cookie)).map((a) => [a.name, a.quantity, a.value])).toEqual([
      ['Gold xls', '2', '2300.5'],
      ['Gold xlsx', '2', '2300.5'],
    ]);
  });

  it('refuses a file without the required columns, without data rows, of another type, or with no good row', async () => {
    const user = await h.user();
    const missing = await upload(user.cookie, 'Asset,Quantity,Value\nA,1,2\n', 'a.csv');
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe(
      'Missing required columns: date/month/year purchased, purchase price, current value',
    );
    const short = await upload(user.cookie, `${HEADER}\n`, 'a.csv');
    expect(short.body.message).toBe('CSV file must contain at least a header and one data row');
    const type = await upload(user.cookie, 'hello', 'a.txt');
    expect(type.body.message).toBe('Please select a CSV or Excel file (.csv, .xlsx, .xls)');
    const bad = await upload(user.cookie, `${HEADER}\n,ETFs,,,1,2020,1,1\n`, 'a.csv');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('No assets could be imported (row 2: Asset name is required)');
    expect(await list(user.cookie)).toEqual([]);
  });

  describe('rows without a Type (the documented columns only)', () => {
    const NO_TYPE = 'Asset,Symbol,Quantity,Date Purchased,Purchase Price,Current Value';
    const csv = [
      NO_TYPE,
      'Apple,AAPL,10,2021,120,150',
      'Vanguard S&P 500,VOO,2,2022,350,400',
      'Bitcoin,BTC,0.1,2021,30000,40000',
      'Gold bar,GOLD,1,2020,1800,1900',
      'Mystery,NOSUCH3,1,2020,1,1',
      'Cabin,,,2019,,250000',
      ',,1,2020,1,1',
    ].join('\n');
    const withTypes = (cookie: string, content: string, types: string) =>
      testRequest(app)
        .post('/api/assets/upload')
        .set('Cookie', cookie)
        .field('types', types)
        .attach('file', Buffer.from(content), { filename: 'assets.csv' });

    it('are never refused: nothing is saved, each comes back with the type its symbol suggests', async () => {
      const user = await h.user();
      const res = await upload(user.cookie, csv, 'assets.csv');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        successfulRows: 0,
        errorRows: 1,
        errors: [{ row: 8, message: 'Asset name is required' }],
        needsType: [
          { row: 2, name: 'Apple', symbol: 'AAPL', suggestedType: 'equities_stocks' },
          { row: 3, name: 'Vanguard S&P 500', symbol: 'VOO', suggestedType: 'etfs' },
          { row: 4, name: 'Bitcoin', symbol: 'BTC', suggestedType: 'cryptocurrencies' },
          { row: 5, name: 'Gold bar', symbol: 'GOLD', suggestedType: 'commodities' },
          { row: 6, name: 'Mystery', symbol: 'NOSUCH3', suggestedType: null },
          { row: 7, name: 'Cabin', symbol: null, suggestedType: null },
        ],
      });
      expect(await list(user.cookie)).toEqual([]);
    });

    it('are saved with the types the user chose; a row of its own Type keeps it', async () => {
      const user = await h.user();
      const types = JSON.stringify({
        2: 'equities_stocks',
        3: 'etfs',
        4: 'cryptocurrencies',
        5: 'commodities',
        6: 'etfs',
        7: 'property_real_estate',
        9: 'liabilities',
      });
      const res = await withTypes(user.cookie, csv, types);
      const unreadable = [{ row: 8, message: 'Asset name is required' }];
      expect(res.body).toEqual({ successfulRows: 6, errorRows: 1, errors: unreadable });
      expect((await list(user.cookie)).map((a) => [a.name, a.type])).toEqual([
        ['Apple', 'equities_stocks'],
        ['Vanguard S&P 500', 'etfs'],
        ['Bitcoin', 'cryptocurrencies'],
        ['Gold bar', 'commodities'],
        ['Mystery', 'etfs'],
        ['Cabin', 'property_real_estate'],
      ]);
      const tesla = `${HEADER}\nTesla,Equities (Stocks),TSLA,,1,2021,1,1\n`;
      const own = await withTypes(user.cookie, tesla, JSON.stringify({ 2: 'etfs' }));
      expect(own.body.successfulRows).toBe(1);
      expect((await list(user.cookie)).at(-1)).toMatchObject({ name: 'Tesla', type: 'equities_stocks' });
    });

    it('asks again for rows the chosen types leave out, and refuses malformed types with a 400', async () => {
      const user = await h.user();
      const partial = await withTypes(user.cookie, csv, JSON.stringify({ 2: 'equities_stocks' }));
      expect(partial.body.successfulRows).toBe(0);
      expect(partial.body.needsType.map((r: { row: number }) => r.row)).toEqual([3, 4, 5, 6, 7]);
      const objects = [{ 2: 'shares' }, { x: 'etfs' }, { 0: 'etfs' }].map((t) => JSON.stringify(t));
      const malformed = ['not json', '[1]', ...objects];
      for (const types of malformed) {
        const res = await withTypes(user.cookie, csv, types);
        const message = 'types must be a JSON object of file lines to asset types';
        expect([types, res.status, res.body.message]).toEqual([types, 400, message]);
      }
      expect(await list(user.cookie)).toEqual([]);
    });
  });
});

describe('POST /api/assets/upload: currencies', () => {
  const CURRENCY_HEADER = `${HEADER},Currency`;
  const currencies = async (cookie: string) => (await list(cookie)).map((a) => [a.name, a.value, a.currency]);

  it("takes a row's Currency cell, else the currency sent with the file (the home one), else USD", async () => {
    const user = await h.user();
    const csv = [
      CURRENCY_HEADER,
      'Vodafone,Equities (Stocks),VOD.L,,100,2020,0.9,0.72,gbp',
      'House,Property/Real Estate,,,,2019,,300000,',
    ].join('\n');
    const res = await testRequest(app)
      .post('/api/assets/upload')
      .set('Cookie', user.cookie)
      .field('currency', 'EUR')
      .attach('file', Buffer.from(csv), { filename: 'assets.csv' });
    expect(res.body).toEqual({ successfulRows: 2, errorRows: 0, errors: [] });
    expect(await currencies(user.cookie)).toEqual([
      ['Vodafone', '0.72', 'GBP'],
      ['House', '300000', 'EUR'],
    ]);
    const other = await h.user();
    await upload(other.cookie, [HEADER, 'Fund,ETFs,,,1,2020,,10'].join('\n'), 'a.csv');
    expect(await currencies(other.cookie)).toEqual([['Fund', '10', 'USD']]);
  });

  it('reads the currency the values say (£) when no column does, and refuses an unknown code in its row', async () => {
    const user = await h.user();
    const csv = [
      CURRENCY_HEADER,
      'Flat,Property/Real Estate,,,,2019,,"£250,000",',
      'Gold,Commodities,,,1,2020,,10,XYZ',
    ];
    const res = await upload(user.cookie, csv.join('\n'), 'assets.csv');
    expect(res.body).toEqual({
      successfulRows: 1,
      errorRows: 1,
      errors: [{ row: 3, message: 'Currency must be a 3-letter ISO 4217 code, e.g. GBP' }],
    });
    expect(await currencies(user.cookie)).toEqual([['Flat', '250000', 'GBP']]);
  });

  it('answers 400 for an unknown currency field and saves nothing', async () => {
    const user = await h.user();
    const res = await testRequest(app)
      .post('/api/assets/upload')
      .set('Cookie', user.cookie)
      .field('currency', 'pounds')
      .attach('file', Buffer.from([HEADER, 'Fund,ETFs,,,1,2020,,10'].join('\n')), { filename: 'a.csv' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Currency must be a 3-letter ISO 4217 code, e.g. GBP');
    expect(await list(user.cookie)).toEqual([]);
  });
});
