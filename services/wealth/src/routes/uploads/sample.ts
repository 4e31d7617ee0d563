import * as XLSX from '@e965/xlsx';
import { ASSET_TYPE_LABELS, ASSET_UPLOAD_SAMPLE_HEADER, type AssetType } from '@tracker/contracts';

interface SampleRow {
  asset: string;
  type: AssetType;
  symbol: string;
  description: string;
  quantity: number | null;
  purchased: string;
  purchasePrice: number | null;
  currentValue: number;
}

/** One row per type, so a user sees how each is written (a house and a mortgage have no quantity). */
export const SAMPLE_ROWS: readonly SampleRow[] = [
  {
    asset: 'Apple Inc.',
    type: 'equities_stocks',
    symbol: 'AAPL',
    description: 'Brokerage account shares',
    quantity: 10,
    purchased: '2021-03-15',
    purchasePrice: 120.5,
    currentValue: 150.25,
  },
  {
    asset: 'Gold',
    type: 'commodities',
    symbol: 'GC=F',
    description: 'Gold (troy ounces)',
    quantity: 2.5,
    purchased: '2020-08',
    purchasePrice: 1900,
    currentValue: 2300,
  },
  {
    asset: 'Bitcoin',
    type: 'cryptocurrencies',
    symbol: 'BTC',
    description: 'Hardware wallet',
    quantity: 0.125,
    purchased: '2021',
    purchasePrice: 30000,
    currentValue: 60000,
  },
  {
    asset: 'Vanguard S&P 500 ETF',
    type: 'etfs',
    symbol: 'VOO',
    description: 'Index fund',
    quantity: 5,
    purchased: '2022-01-10',
    purchasePrice: 380,
    currentValue: 450.75,
  },
  {
    asset: 'Employer 401k',
    type: 'super_pension_401k',
    symbol: '',
    description: 'Retirement plan balance',
    quantity: null,
    purchased: '2015',
    purchasePrice: null,
    currentValue: 85000,
  },
  {
    asset: 'Family Home',
    type: 'property_real_estate',
    symbol: '',
    description: 'Primary residence',
    quantity: null,
    purchased: '2018-06',
    purchasePrice: 350000,
    currentValue: 420000,
  },
  {
    asset: 'Home Mortgage',
    type: 'liabilities',
    symbol: '',
    description: 'Balance owed (counts against net worth)',
    quantity: null,
    purchased: '2018-06',
    purchasePrice: null,
    currentValue: 280000,
  },
];

/**
 * Wealth_Upload_Example.xlsx: the upload layout (the columns of product.md › Validation rules plus Type, Symbol,
 * Description), values as numbers.
 */
export function sampleWorkbook(): Buffer {
  const rows: (string | number | null)[][] = [
    [...ASSET_UPLOAD_SAMPLE_HEADER],
    ...SAMPLE_ROWS.map((r) => [
      r.asset,
      ASSET_TYPE_LABELS[r.type],
      r.symbol,
      r.description,
      r.quantity,
      r.purchased,
      r.purchasePrice,
      r.currentValue,
    ]),
  ];
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  // Dates stay text cells: "2020-08" and "2021" are months and years, not days.
  sheet['!cols'] = [
    { wch: 24 },
    { wch: 22 },
    { wch: 8 },
    { wch: 40 },
    { wch: 10 },
    { wch: 26 },
    { wch: 15 },
    { wch: 15 },
  ];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Assets');
  const out: unknown = XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true });
  if (!Buffer.isBuffer(out)) throw new Error('SheetJS did not return a buffer');
  return out;
}
