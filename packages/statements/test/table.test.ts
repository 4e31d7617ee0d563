import * as XLSX from '@e965/xlsx';
import { cleanDecimal } from '../src/amounts';
import { headerRowIndex, matchColumns, readSmallTable, SheetError } from '../src/table';

describe('small files', () => {
  it('cleans money and quantities to plain decimals, keeping every decimal place', () => {
    expect(cleanDecimal('$1,234.567891')).toBe('1234.567891');
    expect(cleanDecimal('€ 1.250,5', ',')).toBe('1250.5');
    expect(cleanDecimal('(12.00)')).toBe('-12.00');
    expect(cleanDecimal('USD 20')).toBe('20');
    expect(cleanDecimal('12,5')).toBeNull();
    expect(cleanDecimal('1,23,4.00')).toBeNull();
    expect(cleanDecimal('abc')).toBeNull();
  });

  it('reads a Windows-1252 CSV with semicolons, finds the header below blank lines and matches columns', () => {
    const bytes = Buffer.from('\r\nName;Montant\r\nCaf\xe9;12\r\n', 'latin1');
    const table = readSmallTable(bytes, 'a.csv');
    expect(table).toMatchObject({ kind: 'csv', encoding: 'windows-1252' });
    const at = headerRowIndex(table.records);
    expect(table.records[at + 1]).toMatchObject({ line: 3, cells: ['Café', '12'] });
    const columnOf = (name: string) => ({ name: 'n', montant: 'm' })[name];
    expect(matchColumns(table.records[at]!.cells, columnOf)).toEqual({ n: 0, m: 1 });
  });

  it('reads the first sheet of an xlsx and refuses binary data with a code', () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['A', 'B'],
        ['x', 2.5],
      ]),
      'S',
    );
    const table = readSmallTable(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer, 'a.xlsx');
    expect(table.kind).toBe('spreadsheet');
    expect(table.records[1]?.cells).toEqual(['x', 2.5]);
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    expect(() => readSmallTable(png, 'a.csv')).toThrow(SheetError);
    try {
      readSmallTable(png, 'a.csv');
    } catch (err) {
      expect((err as SheetError).code).toBe('BINARY');
    }
  });
});
