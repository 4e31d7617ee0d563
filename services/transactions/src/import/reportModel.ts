import { COLLECTIONS } from '@tracker/contracts';
import { modelPerConnection } from '@tracker/service-kit';
import { Schema, type Types } from 'mongoose';

/** Import reports are kept this long (their download link then answers 404). */
export const REPORT_RETENTION_DAYS = 30;
const REPORT_RETENTION_SECONDS = REPORT_RETENTION_DAYS * 24 * 60 * 60;

/** One statement import: its figures and the token of its report (GET /api/report/:token, owner only). */
export interface ImportReportFields {
  userId: string;
  /** Random, unguessable; the `reportUrl` of the upload result. */
  token: string;
  fileName: string;
  accountId: Types.ObjectId;
  status: 'processing' | 'complete' | 'failed';
  totalRows: number;
  successfulRows: number;
  errorRows: number;
  duplicateRows: number;
  /** How the file was read (shown nowhere; helps support). */
  layout: {
    kind: string;
    encoding: string | null;
    delimiter: string | null;
    dateOrder: string;
    dateOrderBasis: string;
    decimal: string;
  } | null;
  createdAt: Date;
  completedAt: Date | null;
}

const importReportSchema = new Schema<ImportReportFields>(
  {
    userId: { type: String, required: true },
    token: { type: String, required: true },
    fileName: { type: String, required: true },
    accountId: { type: Schema.Types.ObjectId, required: true },
    status: { type: String, required: true, enum: ['processing', 'complete', 'failed'] },
    totalRows: { type: Number, default: 0 },
    successfulRows: { type: Number, default: 0 },
    errorRows: { type: Number, default: 0 },
    duplicateRows: { type: Number, default: 0 },
    layout: { type: Schema.Types.Mixed, default: null },
    createdAt: { type: Date, default: () => new Date() },
    completedAt: { type: Date, default: null },
  },
  { collection: COLLECTIONS.transactions.importReports, versionKey: false },
);
importReportSchema.index({ token: 1 }, { name: 'token', unique: true });
importReportSchema.index({ userId: 1, createdAt: -1 }, { name: 'user_created' });
importReportSchema.index({ createdAt: 1 }, { name: 'created_ttl', expireAfterSeconds: REPORT_RETENTION_SECONDS });

/** A rejected or skipped row of an import. */
export interface ReportLine {
  /** Line (CSV) or row (spreadsheet) number in the file. */
  line: number;
  reason: string;
  /** The row as written in the file (cut to MAX_RAW_LENGTH). */
  raw: string;
}

/** Report lines in chunks (a report of a large file can hold more lines than one document may). */
export interface ReportChunkFields {
  userId: string;
  reportId: Types.ObjectId;
  seq: number;
  lines: ReportLine[];
  createdAt: Date;
}

const reportChunkSchema = new Schema<ReportChunkFields>(
  {
    userId: { type: String, required: true },
    reportId: { type: Schema.Types.ObjectId, required: true },
    seq: { type: Number, required: true },
    lines: { type: [{ _id: false, line: Number, reason: String, raw: String }], default: [] },
    createdAt: { type: Date, default: () => new Date() },
  },
  { collection: COLLECTIONS.transactions.importReportChunks, versionKey: false },
);
reportChunkSchema.index({ reportId: 1, seq: 1 }, { name: 'report_seq', unique: true });
reportChunkSchema.index({ createdAt: 1 }, { name: 'created_ttl', expireAfterSeconds: REPORT_RETENTION_SECONDS });

export const importReportModel = modelPerConnection<ImportReportFields>('ImportReport', importReportSchema);

export const reportChunkModel = modelPerConnection<ReportChunkFields>('ImportReportChunk', reportChunkSchema);
