/** The read stage: a statement is opened with its layout; a file that is not one is a 400 naming it. */
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isServiceError } from '@tracker/service-kit';
import { readStatement } from './read';

async function file(name: string, content: string | Buffer) {
  const path = join(await mkdtemp(join(tmpdir(), 'read-stage-')), name);
  await writeFile(path, content);
  return path;
}

async function refusal(name: string, content: string | Buffer, small = false) {
  try {
    await readStatement({ name, path: await file(name, content), small });
  } catch (err) {
    if (isServiceError(err)) return { status: err.status, message: err.message, code: err.code };
    throw err;
  }
  throw new Error('not refused');
}

describe('readStatement', () => {
  it('opens a CSV statement with its encoding, delimiter and layout', async () => {
    const path = await file('s.csv', '\ufeffDate;Description;Amount\n02/01/2024;Café;-3,50\n');
    const statement = await readStatement({ name: 's.csv', path, small: false });
    expect(statement.kind).toBe('csv');
    expect(statement.details).toMatchObject({ encoding: 'utf-8', delimiter: ';' });
    expect(statement.layout.decimal).toBe(',');
  });

  it('refuses a file that is not a statement with a 400 that names it and says why', async () => {
    expect(await refusal('notes.csv', 'hello\nworld\n')).toEqual({
      status: 400,
      code: 'INVALID_FILE_CONTENT',
      message:
        'File "notes.csv" appears to be empty or corrupted: no header row with a date and an amount column was found',
    });
  });

  it('does not guess at why a tiny file cannot be read', async () => {
    expect((await refusal('tiny.csv', 'x\n', true)).message).toBe('File "tiny.csv" appears to be empty or corrupted');
  });
});
