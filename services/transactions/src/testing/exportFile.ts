/** GET /api/export/transactions as the tests read it: the file's bytes, and its one sheet. */
import * as XLSX from '@e965/xlsx';
import type { ServiceApp } from '@tracker/service-kit';
import { testRequest, type TestUser } from '@tracker/service-kit/testing';

export function downloadExport(app: ServiceApp, user: TestUser, query: Record<string, string> = {}) {
  return testRequest(app)
    .get('/api/export/transactions')
    .query(query)
    .set('Cookie', user.cookie)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

export function sheetOf(body: unknown): XLSX.WorkSheet {
  if (!Buffer.isBuffer(body)) throw new Error('expected a file');
  const book = XLSX.read(body, { type: 'buffer', cellNF: true });
  const sheet = book.Sheets[book.SheetNames[0] ?? ''];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}
