/**
 * The report stage: every row of the file ends in the report as imported, a duplicate or rejected (with why), its
 * lines stored in chunks as they come (memory stays bounded for any file); the figures are tallied here alone and
 * saved with the report when the import completes or fails. GET /api/report/:token downloads it as CSV.
 */
import { randomBytes } from 'node:crypto';
import { SUSPICIOUS_IMPORT_MESSAGES, type UploadResult } from '@tracker/contracts';
import { neutraliseFormula } from '@tracker/service-kit';
import type { Layout, ParsedRow, Statement } from '@tracker/statements';
import type { Connection, Types } from 'mongoose';
import { importReportModel, reportChunkModel, type ReportLine } from './reportModel';

/** Report lines per stored chunk. */
const REPORT_CHUNK_LINES = 1000;
/** Longest raw row kept in a report. */
export const MAX_RAW_LENGTH = 2000;

export const DUPLICATE_REASON = 'Duplicate: this transaction was already imported';
/** The reason stored for an imported row (the report's Outcome column says 'Imported'). */
export const IMPORTED_REASON = '';

/** The upload result of the contract, plus the rows skipped as duplicates (counted in neither of the others). */
export type ImportResult = UploadResult & { duplicateRows: number };

/** Fewest rows read before a file's rows can all look wrong. */
export const SUSPICIOUS_MIN_ROWS = 3;

/** Whether a file's rows all look wrong: every description the same, or every amount money in. */
export class RowsLook {
  private rows = 0;
  private first: string | undefined;
  private varied = false;
  private moneyOut = false;

  add(row: ParsedRow): void {
    this.rows++;
    if (row.cents < 0) this.moneyOut = true;
    if (this.varied) return;
    if (this.first === undefined) this.first = row.description.toLowerCase();
    else if (row.description.toLowerCase() !== this.first) this.varied = true;
  }

  warnings(): { warnings?: string[] } {
    if (this.rows < SUSPICIOUS_MIN_ROWS) return {};
    const warnings: string[] = [];
    if (!this.varied) warnings.push(SUSPICIOUS_IMPORT_MESSAGES.sameDescription);
    if (!this.moneyOut) warnings.push(SUSPICIOUS_IMPORT_MESSAGES.allIncome);
    return warnings.length > 0 ? { warnings } : {};
  }
}

interface ReportStart {
  userId: string;
  fileName: string;
  accountId: Types.ObjectId;
  statement: Statement;
  layout: Layout;
}

/** One import's report: its lines, its figures, and how it ended. */
export class ImportReport {
  readonly look = new RowsLook();
  private readonly counts = { total: 0, inserted: 0, rejected: 0, duplicates: 0 };
  private lines: ReportLine[] = [];
  private seq = 0;
  private chain: Promise<void> = Promise.resolve();

  private constructor(
    private readonly connection: Connection,
    private readonly userId: string,
    readonly id: Types.ObjectId,
    readonly token: string,
  ) {}

  /** Stores a new report in 'processing' (its random, unguessable token is the upload result's `reportUrl`). */
  static async start(connection: Connection, start: ReportStart): Promise<ImportReport> {
    const token = randomBytes(18).toString('base64url');
    const { statement, layout } = start;
    const report = await importReportModel(connection).create({
      userId: start.userId,
      token,
      fileName: start.fileName.slice(0, 300),
      accountId: start.accountId,
      status: 'processing',
      layout: {
        kind: statement.kind,
        encoding: statement.details.encoding ?? null,
        delimiter: statement.details.delimiter ?? null,
        dateOrder: layout.dateOrder,
        dateOrderBasis: layout.dateOrderBasis,
        decimal: layout.decimal,
      },
    });
    return new ImportReport(connection, start.userId, report._id, token);
  }

  /** A row of the file that is not a transaction row (header, blank, footer) is not counted; every other row is. */
  counted(): void {
    this.counts.total++;
  }

  rejected(line: number, reason: string, raw: string): void {
    this.counts.rejected++;
    this.add(line, reason, raw);
  }

  duplicate(row: ParsedRow): void {
    this.counts.duplicates++;
    this.add(row.line, DUPLICATE_REASON, row.raw);
  }

  imported(row: ParsedRow): void {
    this.counts.inserted++;
    this.add(row.line, IMPORTED_REASON, row.raw);
  }

  /** Saves the figures as complete and answers the upload result (`started`: the import's performance.now()). */
  async complete(started: number): Promise<ImportResult> {
    await this.flushed();
    await this.saveFigures('complete');
    const seconds = (performance.now() - started) / 1000;
    return {
      totalRows: this.counts.total,
      successfulRows: this.counts.inserted,
      errorRows: this.counts.rejected,
      duplicateRows: this.counts.duplicates,
      reportUrl: this.token,
      estimatedTime: Math.round(seconds * 100) / 100,
      ...this.look.warnings(),
    };
  }

  /** Saves the figures so far as failed (the rows written stay: each is a whole transaction). */
  async fail(): Promise<void> {
    await this.flushed().catch(() => undefined);
    await this.saveFigures('failed');
  }

  /** The figures for the logs. */
  figures(): { rows: number; inserted: number; rejected: number; duplicates: number } {
    const { total, inserted, rejected, duplicates } = this.counts;
    return { rows: total, inserted, rejected, duplicates };
  }

  private add(line: number, reason: string, raw: string): void {
    this.lines.push({ line, reason, raw: raw.length > MAX_RAW_LENGTH ? raw.slice(0, MAX_RAW_LENGTH) : raw });
    if (this.lines.length >= REPORT_CHUNK_LINES) this.flush();
  }

  private flush(): void {
    if (this.lines.length === 0) return;
    const doc = { userId: this.userId, reportId: this.id, seq: this.seq++, lines: this.lines, createdAt: new Date() };
    this.lines = [];
    const chunks = reportChunkModel(this.connection);
    this.chain = this.chain.then(async () => {
      await chunks.collection.insertOne(doc);
    });
  }

  private flushed(): Promise<void> {
    this.flush();
    return this.chain;
  }

  private async saveFigures(status: 'complete' | 'failed'): Promise<void> {
    const { total, inserted, rejected, duplicates } = this.counts;
    await importReportModel(this.connection).updateOne(
      { _id: this.id },
      {
        $set: {
          status,
          completedAt: new Date(),
          totalRows: total,
          successfulRows: inserted,
          errorRows: rejected,
          duplicateRows: duplicates,
        },
      },
    );
  }
}

/** A CSV field: quoted when needed; text a spreadsheet would run as a formula is neutralised with a leading '. */
export function csvField(value: string | number): string {
  const text = typeof value === 'string' ? neutraliseFormula(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The report's Outcome column, from the stored reason: every row of the file is imported, a duplicate or rejected. */
export function reportOutcome(reason: string): 'Imported' | 'Duplicate' | 'Rejected' {
  if (reason === IMPORTED_REASON) return 'Imported';
  return reason === DUPLICATE_REASON ? 'Duplicate' : 'Rejected';
}

/** A user's report as its CSV download (file name and body), or null when there is none of theirs by that token. */
export async function reportCsv(
  connection: Connection,
  userId: string,
  token: string,
): Promise<{ fileName: string; body: string } | null> {
  const report = await importReportModel(connection).findOne({ token, userId }).lean();
  if (!report) return null;
  const chunks = await reportChunkModel(connection).find({ reportId: report._id, userId }).sort({ seq: 1 }).lean();
  const lines: ReportLine[] = chunks.flatMap((c) => c.lines);
  lines.sort((a, b) => a.line - b.line);
  const out = ['Line,Outcome,Reason,Row'];
  for (const line of lines) {
    out.push(`${line.line},${reportOutcome(line.reason)},${csvField(line.reason)},${csvField(line.raw)}`);
  }
  const day = report.createdAt.toISOString().slice(0, 10);
  return { fileName: `import_report_${day}.csv`, body: `\ufeff${out.join('\r\n')}\r\n` };
}
