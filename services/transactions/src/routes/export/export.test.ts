import * as XLSX from '@e965/xlsx';
import { transactionsExportFileName } from '@tracker/contracts';
import { testRequest, useHarness, type TestUser } from '../../testing/harness';
import { XLSX_MIME } from '@tracker/service-kit';
import { downloadExport, sheetOf } from '../../testing/exportFile';
import { EXPORT_COLUMNS, excelSerial } from './router';

jest.setTimeout(60_000);

const t = useHarness();

const download = (user: TestUser, query: Record<string, string> = {}) => downloadExport(t.app, user, query);

const cell = (sheet: XLSX.WorkSheet, ref: string) => sheet[ref] as XLSX.CellObject | undefined;

describe('excelSerial', () => {
  it('writes dates as exact Excel serials', () => {
    expect(excelSerial('2024-01-31')).toBe(45322);
    expect(excelSerial('1900-03-01')).toBe(61);
  });
});

describe('GET /api/export/transactions', () => {
  it('exports the filtered rows to transactions_{status}_{date}.xlsx: numeric amounts, neutralised text', async () => {
    const user = await t.h.user();
    const csv =
      'Date,Description,Amount\n2024-01-05,=HYPERLINK("http://x"),-12.34\n2024-01-06,+44 call,100.10\n2024-01-07,@SUM(1),-0.01\n2024-01-08,Plain row,-1.00\n';
    expect(
      (
        await testRequest(t.app)
          .post('/api/transactions/upload-fast')
          .set('Cookie', user.cookie)
          .attach('file', Buffer.from(csv), { filename: 's.csv', contentType: 'text/csv' })
      ).status,
    ).toBe(200);
    const list = await testRequest(t.app).get('/api/transactions').set('Cookie', user.cookie);
    const plain = (list.body.transactions as Array<{ id: string; description: string }>).find(
      (t) => t.description === 'Plain row',
    );
    if (!plain) throw new Error('missing row');
    await testRequest(t.app)
      .put(`/api/transactions/${plain.id}/category`)
      .set('Cookie', user.cookie)
      .send({ category: '-Minus' });
    await testRequest(t.app)
      .put(`/api/transactions/${plain.id}/tags`)
      .set('Cookie', user.cookie)
      .send({ tags: ['=tag'] });
    await testRequest(t.app)
      .put(`/api/transactions/${plain.id}/account`)
      .set('Cookie', user.cookie)
      .send({ accountName: '@Joint' });

    const res = await download(user);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX_MIME);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${transactionsExportFileName('all', new Date())}"`,
    );
    const sheet = sheetOf(res.body);
    EXPORT_COLUMNS.forEach((name, c) => expect(cell(sheet, XLSX.utils.encode_cell({ r: 0, c }))?.v).toBe(name));
    expect(sheet['!ref']).toBe('A1:J5');
    // Newest first: Plain row (01-08), @SUM (01-07), +44 (01-06), =HYPERLINK (01-05).
    expect(cell(sheet, 'B2')?.v).toBe('Plain row');
    expect(cell(sheet, 'C2')?.v).toBe("'-Minus");
    expect(cell(sheet, 'G2')?.v).toBe("'@Joint");
    expect(cell(sheet, 'H2')?.v).toBe("'=tag");
    expect(cell(sheet, 'B3')?.v).toBe("'@SUM(1)");
    expect(cell(sheet, 'B4')?.v).toBe("'+44 call");
    expect(cell(sheet, 'B5')?.v).toBe('\'=HYPERLINK("http://x")');
    for (let r = 2; r <= 5; r++) expect(cell(sheet, `B${r}`)?.f).toBeUndefined();
    expect(cell(sheet, 'D5')).toMatchObject({ t: 'n', v: -12.34 });
    expect(cell(sheet, 'D4')).toMatchObject({ t: 'n', v: 100.1 });
    expect(cell(sheet, 'D3')).toMatchObject({ t: 'n', v: -0.01 });
    expect(cell(sheet, 'A5')).toMatchObject({ t: 'n', v: 45296, z: 'yyyy-mm-dd' });
    expect(cell(sheet, 'I5')?.v).toBe('Upload');
    // An uploaded row nobody categorised is neither 'AI' nor 'Manual'; a category typed by hand is 'Manual'.
    expect(cell(sheet, 'J5')?.v).toBe('');
    expect(cell(sheet, 'J2')?.v).toBe('Manual');
    expect(cell(sheet, 'F4')?.v).toBe('Income');
    // Each amount's currency after it: the statement's account is in dollars.
    expect(cell(sheet, 'E5')?.v).toBe('USD');
  });

  it("honours the filters and the status in the file name, and exports only the user's rows", async () => {
    const user = await t.h.user();
    const rows = [
      { date: '2024-02-01', description: 'Keep me', amount: '5', category: 'Shopping', transactionType: 'Expense' },
      { date: '2024-02-02', description: 'Delete me', amount: '6', category: 'Shopping', transactionType: 'Expense' },
    ];
    const added = await testRequest(t.app)
      .post('/api/transactions/manual')
      .set('Cookie', user.cookie)
      .send({ transactions: rows });
    await testRequest(t.app)
      .delete('/api/transactions/bulk-delete')
      .set('Cookie', user.cookie)
      .send({ transactionIds: [added.body.transactions[1].id] });
    const deleted = await download(user, { status: 'deleted' });
    expect(deleted.headers['content-disposition']).toBe(
      `attachment; filename="${transactionsExportFileName('deleted', new Date())}"`,
    );
    const sheet = sheetOf(deleted.body);
    expect(sheet['!ref']).toBe('A1:J2');
    expect(cell(sheet, 'B2')?.v).toBe('Delete me');
    expect(cell(sheet, 'G2')?.v).toBe('Manual Entries');
    const filtered = sheetOf((await download(user, { description: 'keep' })).body);
    expect(cell(filtered, 'B2')?.v).toBe('Keep me');
    expect(filtered['!ref']).toBe('A1:J2');
    const stranger = await t.h.user();
    expect(sheetOf((await download(stranger)).body)['!ref']).toBe('A1:J1');
    // Another user's account in the account filter is a 404 here too.
    const accounts = await testRequest(t.app).get('/api/bank-accounts').set('Cookie', user.cookie);
    const foreign = await testRequest(t.app)
      .get(`/api/export/transactions?account=${accounts.body[0].id}`)
      .set('Cookie', stranger.cookie);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Bank account not found');
    const bad = await testRequest(t.app).get('/api/export/transactions?amountMin=x').set('Cookie', user.cookie);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Minimum amount must be a number');
  });
});
