/** The report on the docstore: lines in chunks, figures saved on completion or failure, and its CSV download. */
import { SUSPICIOUS_IMPORT_MESSAGES } from '@tracker/contracts';
import { Types } from 'mongoose';
import { reportCsv, RowsLook } from './report';
import { importReportModel, reportChunkModel } from './reportModel';
import { useImportTestBed } from './testing';

jest.setTimeout(60_000);

const bed = useImportTestBed();

const row = (line: number, description = 'Coffee', cents = -350) => ({
  line,
  raw: `2024-01-02,${description},${cents / 100}`,
  date: '2024-01-02',
  description,
  cents,
  category: null,
  transactionType: null,
  institution: null,
});

describe('ImportReport', () => {
  it('stores its lines in chunks and saves the figures when complete; the CSV lists every row in file order', async () => {
    const statement = await bed.statement('Date,Description,Amount\n2024-01-02,Coffee,-3.50');
    const session = await bed.session(statement);
    const { report, connection } = { report: session.report, connection: bed.services.connection };
    for (let line = 2; line < 2500; line++) {
      report.counted();
      if (line % 3 === 0) report.duplicate(row(line));
      else report.imported(row(line, `Coffee ${line}`));
    }
    report.counted();
    report.rejected(1, 'Date is missing', '=cmd(),x');
    const result = await report.complete(performance.now());

    expect(result).toMatchObject({ totalRows: 2499, successfulRows: 1665, duplicateRows: 833, errorRows: 1 });
    const chunks = await reportChunkModel(connection).countDocuments({ reportId: report.id });
    expect(chunks).toBe(3);
    const stored = await importReportModel(connection).findById(report.id).lean();
    expect(stored).toMatchObject({ status: 'complete', totalRows: 2499, duplicateRows: 833 });

    const csv = await reportCsv(connection, session.userId, report.token);
    const lines = csv?.body.split('\r\n') ?? [];
    expect(lines[0]).toBe('\ufeffLine,Outcome,Reason,Row');
    expect(lines[1]).toBe(`1,Rejected,Date is missing,"'=cmd(),x"`);
    expect(lines[2]).toBe('2,Imported,,"2024-01-02,Coffee 2,-3.5"');
    expect(lines[3]).toBe('3,Duplicate,Duplicate: this transaction was already imported,"2024-01-02,Coffee,-3.5"');
    expect(csv?.fileName).toMatch(/^import_report_\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('saves the figures so far when the import fails', async () => {
    const statement = await bed.statement('Date,Description,Amount\n2024-01-02,Coffee,-3.50');
    const session = await bed.session(statement);
    session.report.counted();
    session.report.imported(row(2));
    await session.report.fail();
    const stored = await importReportModel(bed.services.connection).findById(session.report.id).lean();
    expect(stored).toMatchObject({ status: 'failed', totalRows: 1, successfulRows: 1 });
  });

  it("is nobody else's to download", async () => {
    const statement = await bed.statement('Date,Description,Amount\n2024-01-02,Coffee,-3.50');
    const session = await bed.session(statement);
    await session.report.complete(performance.now());
    const other = new Types.ObjectId().toHexString();
    expect(await reportCsv(bed.services.connection, other, session.report.token)).toBeNull();
  });
});

describe('RowsLook', () => {
  it('warns when three or more rows share one description or are all money in', () => {
    const look = new RowsLook();
    look.add(row(2, 'Same', 100));
    look.add(row(3, 'Same', 200));
    expect(look.warnings()).toEqual({});
    look.add(row(4, 'same', 300));
    expect(look.warnings()).toEqual({
      warnings: [SUSPICIOUS_IMPORT_MESSAGES.sameDescription, SUSPICIOUS_IMPORT_MESSAGES.allIncome],
    });
    look.add(row(5, 'Other', -1));
    expect(look.warnings()).toEqual({});
  });
});
