import { checkTransactionFile } from './uploads';

describe('checkTransactionFile (product.md › Validation rules, issue 17)', () => {
  it('names a suspicious extension before calling the format unsupported, whatever the type', () => {
    for (const [name, type] of [
      ['setup.exe', 'application/x-msdownload'],
      ['evil.js', 'text/javascript'],
      ['evil.js', ''],
      ['RUN.VBS', ''],
      ['a.cmd', 'text/csv'],
      ['b.scr', ''],
      ['c.bat', 'application/vnd.ms-excel'],
    ] as const) {
      expect(checkTransactionFile({ name, size: 500, type })).toEqual({
        problem: 'SUSPICIOUS_EXTENSION',
        message: `File "${name}" has a suspicious extension and cannot be uploaded`,
      });
    }
  });

  it('still checks size and emptiness first, and the format for other files', () => {
    expect(checkTransactionFile({ name: 'setup.exe', size: 10 })?.problem).toBe('INVALID_FILE_CONTENT');
    expect(checkTransactionFile({ name: 'notes.txt', size: 500, type: 'text/plain' })?.problem).toBe(
      'INVALID_FILE_TYPE',
    );
    expect(checkTransactionFile({ name: 'statement.csv', size: 500, type: 'text/csv' })).toBeNull();
  });
});
