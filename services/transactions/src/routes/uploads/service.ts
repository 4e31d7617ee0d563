import { hash, randomBytes } from 'node:crypto';
import {
  CATEGORISE_BATCH_MAX,
  CATEGORY_CONFIDENCE_THRESHOLD,
  currencyOrDefault,
  fromMinorUnits,
  minorUnits,
  SUSPICIOUS_IMPORT_MESSAGES,
  USER_CATEGORY_GROUPS,
  type Categorisation,
  type UploadResult,
  type UserCategoryGroup,
} from '@tracker/contracts';
import { duplicateKeyIndexes, type Logger } from '@tracker/service-kit';
import { isSkippable, openStatement, readRow, type ParsedRow, type Statement } from '@tracker/statements';
import { Types, type Connection } from 'mongoose';
import type { CategoriserClient } from '../../categoriser/client';
import type { BankAccountDocument } from '../bankAccounts/service';
import { descriptionWords, searchKeys } from '../transactions/keys';
import type { TransactionFields } from '../transactions/model';
import type { StoredTransaction, TransactionService } from '../transactions/service';
import { MAX_OFFERED_CATEGORIES, type UserCategoryService } from '../userCategories/service';
import { importReportModel, reportChunkModel, type ReportLine } from './model';

/** Rows per write and per categorise call. */
export const IMPORT_BATCH_ROWS = CATEGORISE_BATCH_MAX;
/**
 * The first batch is this small and each next one twice the last, up to IMPORT_BATCH_ROWS: the categoriser and the
 * docstore get work sooner instead of waiting for a whole batch to be read and categorised.
 */
export const FIRST_BATCH_ROWS = 250;
/**
 * Batches categorised and written at once while the file is read on: enough that parsing, categorising and writing
 * overlap across the three processes (measured: 2 left the cores idle a third of the time), few enough to keep memory
 * bounded (4 x 2000 rows).
 */
export const MAX_BATCHES_IN_FLIGHT = 4;
/** Dedupe keys per lookup query. */
const DEDUPE_LOOKUP_KEYS = 50;
/** Report lines per stored chunk. */
const REPORT_CHUNK_LINES = 1000;
/** Longest raw row kept in a report. */
export const MAX_RAW_LENGTH = 2000;

export const DUPLICATE_REASON = 'Duplicate: this transaction was already imported';
/** The reason stored for an imported row (the report's Outcome column says 'Imported'). */
export const IMPORTED_REASON = '';

export interface ImportRequest {
  userId: string;
  account: BankAccountDocument;
  /** The 'Auto Categorise' switch: off leaves every row uncategorised in Pending. */
  autoCategorise: boolean;
  fileName: string;
  path: string;
  /** Where the statement was paid, when its currency says it (the categoriser's `country` hint). */
  country?: string;
}

/** The upload result of the contract, plus the rows skipped as duplicates (counted in neither of the others). */
export type ImportResult = UploadResult & { duplicateRows: number };

interface PendingRow extends ParsedRow {
  dedupeKey: string;
}

export interface ImportServiceDeps {
  connection: Connection;
  transactions: TransactionService;
  categories: UserCategoryService;
  categoriser: CategoriserClient;
  logger?: Logger;
}

/** Stores report lines in chunks as they come (memory stays bounded for any file). */
class ReportWriter {
  private lines: ReportLine[] = [];
  private seq = 0;
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly connection: Connection,
    private readonly userId: string,
    private readonly reportId: Types.ObjectId,
  ) {}

  add(line: number, reason: string, raw: string): void {
    this.lines.push({ line, reason, raw: raw.length > MAX_RAW_LENGTH ? raw.slice(0, MAX_RAW_LENGTH) : raw });
    if (this.lines.length >= REPORT_CHUNK_LINES) this.flush();
  }

  private flush(): void {
    if (this.lines.length === 0) return;
    const doc = {
      userId: this.userId,
      reportId: this.reportId,
      seq: this.seq++,
      lines: this.lines,
      createdAt: new Date(),
    };
    this.lines = [];
    const chunks = reportChunkModel(this.connection);
    this.chain = this.chain.then(async () => {
      await chunks.collection.insertOne(doc);
    });
  }

  async close(): Promise<void> {
    this.flush();
    await this.chain;
  }
}

/** Fewest rows read before a file's rows can all look wrong. */
export const SUSPICIOUS_MIN_ROWS = 3;

/** Whether a file's rows all look wrong: every description the same, or every amount money in. */
class RowsLook {
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

/**
 * A statement import (POST /api/transactions/upload-fast): reads the file in two streamed passes (layout, then
 * rows), skips rows already imported (content fingerprint plus occurrence number, so two equal coffees in one file
 * are both kept while a re-imported overlap adds nothing), categorises new rows through the categoriser in batches
 * (slow or down: the rows wait uncategorised in Pending) and writes them in unordered batches.
 */
export class ImportService {
  private readonly reports;

  constructor(private readonly deps: ImportServiceDeps) {
    this.reports = importReportModel(deps.connection);
  }

  /** Opens and checks the file (StatementError when it cannot be read as a statement). */
  open(path: string, fileName: string): Promise<Statement> {
    return openStatement(path, fileName);
  }

  async run(request: ImportRequest, statement: Statement): Promise<ImportResult> {
    const started = performance.now();
    const { userId, account } = request;
    const { layout } = statement;
    const { connection, transactions, categories, categoriser, logger } = this.deps;
    await Promise.all([this.reports.init(), reportChunkModel(connection).init(), transactions.model.init()]);

    const token = randomBytes(18).toString('base64url');
    const report = await this.reports.create({
      userId,
      token,
      fileName: request.fileName.slice(0, 300),
      accountId: account._id,
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
    const writer = new ReportWriter(connection, userId, report._id);

    const groups = await categories.groups(userId);
    const groupOf = new Map<string, UserCategoryGroup>();
    for (const group of USER_CATEGORY_GROUPS)
      for (const name of groups[group]) if (!groupOf.has(name)) groupOf.set(name, group);
    const offered = (await categories.names(userId)).slice(0, MAX_OFFERED_CATEGORIES);

    const counts = { total: 0, inserted: 0, rejected: 0, duplicates: 0 };
    const occurrences = new Map<number, number>();
    const remembered = new Set<string>();
    const importId = report._id;
    const accountId = account._id;
    const accountKey = accountId.toHexString();
    // Amounts are read and stored in the minor units of the account's currency (set from the file before the run).
    const currency = currencyOrDefault(account.currency);
    const places = minorUnits(currency);
    let categoriserUsable = request.autoCategorise;
    // With Auto Categorise off the rows are still given their merchant keys (no categories), so a correction can be
    // offered to the merchant's other rows without reading every row later.
    let merchantsUsable = !request.autoCategorise;
    // Nothing to be a duplicate of in an account without rows: no lookups (a concurrent import of the same rows is
    // still caught by the unique index).
    const accountWasEmpty = (await transactions.model.exists({ userId, accountId })) === null;

    /** Money in is Income; money out is Savings / Investment when a trusted category says so, else Expense. */
    const typeFor = (category: string | null, isIncome: boolean, pending: boolean): string => {
      if (isIncome) return 'Income';
      const group = category === null || pending ? undefined : groupOf.get(category);
      if (group === 'savings') return 'Savings';
      if (group === 'investment') return 'Investment';
      return 'Expense';
    };

    /** Which of these dedupe keys the user already has (small $in lookups: each is a few index probes). */
    const knownKeys = async (keys: string[]): Promise<Set<string>> => {
      const chunks: string[][] = [];
      for (let i = 0; i < keys.length; i += DEDUPE_LOOKUP_KEYS) chunks.push(keys.slice(i, i + DEDUPE_LOOKUP_KEYS));
      const found = await Promise.all(
        chunks.map((chunk) =>
          transactions.model
            .find({ userId, dedupeKey: { $in: chunk } }, { dedupeKey: 1, _id: 0 })
            .lean<Array<{ dedupeKey: string }>>(),
        ),
      );
      return new Set(found.flat().map((e) => e.dedupeKey));
    };

    const processBatch = async (rows: PendingRow[]): Promise<void> => {
      const known = accountWasEmpty ? new Set<string>() : await knownKeys(rows.map((r) => r.dedupeKey));
      const fresh: PendingRow[] = [];
      for (const row of rows) {
        if (known.has(row.dedupeKey)) {
          counts.duplicates++;
          writer.add(row.line, DUPLICATE_REASON, row.raw);
        } else {
          fresh.push(row);
        }
      }
      if (fresh.length === 0) return;

      // Categories written in the file are the user's own (added to their categories when new).
      const fileCategories = [...new Set(fresh.map((r) => r.category).filter((c): c is string => c !== null))];
      const wanted = fileCategories.map((name) => ({
        name,
        group: (fresh.some((r) => r.category === name && r.cents > 0) ? 'income' : 'expense') as UserCategoryGroup,
      }));
      const canonical =
        wanted.length > 0 ? await categories.ensureCategories(userId, wanted) : new Map<string, string>();
      for (const { name, group } of wanted) {
        const stored = canonical.get(name.toLowerCase());
        if (stored !== undefined && !groupOf.has(stored)) groupOf.set(stored, group);
      }

      // Rows with the same description and direction get one answer: each is sent once.
      let answers: Map<string, Categorisation> | null = null;
      const askFor = new Map<string, { id: string; row: PendingRow }>();
      /** Per row of `fresh`: the question it shares with rows of the same description and direction, if it asks. */
      const asks = fresh.map((row) => {
        if (row.category !== null) return undefined;
        const key = `${row.cents > 0 ? '+' : '-'}${row.description}`;
        let ask = askFor.get(key);
        if (ask === undefined) {
          ask = { id: String(askFor.size), row };
          askFor.set(key, ask);
        }
        return ask;
      });
      if (categoriserUsable && askFor.size > 0 && offered.length > 0) {
        answers = await categoriser.categorise({
          userId,
          categories: offered,
          ...(request.country === undefined ? {} : { country: request.country }),
          // The amounts' currency: yen are read at their magnitude, not as dollars.
          currency,
          transactions: [...askFor.values()].map(({ row, id }) => ({
            id,
            description: row.description.slice(0, 1000),
            amount: fromMinorUnits(Math.abs(row.cents), currency),
            isIncome: row.cents > 0,
          })),
        });
        if (answers === null) {
          // Slow or down: the rest of this import waits in Pending instead of waiting on it again.
          categoriserUsable = false;
        }
      }
      let merchantKeys: string[] | null = null;
      if (merchantsUsable && askFor.size > 0) {
        merchantKeys = await categoriser.merchants(
          [...askFor.values()].map(({ row }) => row.description.slice(0, 1000)),
        );
        if (merchantKeys === null) merchantsUsable = false;
      }

      const now = new Date();
      const newWords: string[] = [];
      const docs: StoredTransaction[] = fresh.map((row, i) => {
        const isIncome = row.cents > 0;
        let category: string | null = null;
        let aiCategorised = false;
        let confidence: number | null = null;
        let pending = true;
        let merchant: string | undefined;
        if (row.category !== null) {
          category = canonical.get(row.category.toLowerCase()) ?? row.category;
          pending = false;
        } else {
          const asked = asks[i];
          const answer = asked === undefined ? undefined : answers?.get(asked.id);
          merchant = answer?.merchant ?? (asked === undefined ? undefined : merchantKeys?.[Number(asked.id)]);
          if (answer && answer.category !== null) {
            category = answer.category;
            aiCategorised = true;
            confidence = answer.confidence;
            pending = answer.confidence < CATEGORY_CONFIDENCE_THRESHOLD;
          }
        }
        const words = descriptionWords(row.description);
        for (const word of words) {
          if (!remembered.has(word)) {
            remembered.add(word);
            newWords.push(word);
          }
        }
        // One flat literal (no spread): this runs for every row of the file.
        const doc: StoredTransaction = {
          _id: new Types.ObjectId(),
          userId,
          description: row.description,
          category,
          accountId,
          source: 'upload',
          transactionType: row.transactionType ?? typeFor(category, isIncome, pending),
          amountCents: Math.abs(row.cents),
          date: row.date,
          tags: [],
          pending,
          isIncome,
          aiCategorised,
          confidence,
          deleted: false,
          dedupeKey: row.dedupeKey,
          importId,
          institution: row.institution,
          keys: [],
          createdAt: now,
        };
        if (merchant !== undefined) doc.merchant = merchant;
        // A row not counted in hundredths says its currency itself (the amount filter tells its scale by it).
        if (places !== 2) doc.currency = currency;
        doc.keys = searchKeys(doc, words);
        return doc;
      });
      await transactions.vocabulary.remember(userId, newWords);

      try {
        await transactions.model.collection.insertMany(docs as TransactionFields[], { ordered: false });
        counts.inserted += docs.length;
        // The report lists every row's outcome, the imported ones included.
        for (const row of fresh) writer.add(row.line, IMPORTED_REASON, row.raw);
      } catch (err) {
        const racedIndexes = duplicateKeyIndexes(err);
        if (racedIndexes === null) throw err;
        // Another import of the same rows won the race: these are duplicates too.
        const raced = new Set<number>();
        for (const index of racedIndexes) {
          const row = fresh[index];
          raced.add(index);
          counts.duplicates++;
          writer.add(row.line, DUPLICATE_REASON, row.raw);
        }
        fresh.forEach((row, index) => {
          if (!raced.has(index)) writer.add(row.line, IMPORTED_REASON, row.raw);
        });
        counts.inserted += docs.length - racedIndexes.length;
      }
    };

    const look = new RowsLook();
    const inflight = new Set<Promise<void>>();
    let failure: { error: unknown } | undefined;
    const submit = async (rows: PendingRow[]) => {
      const job: Promise<void> = processBatch(rows)
        .catch((error: unknown) => {
          failure ??= { error };
        })
        .finally(() => inflight.delete(job));
      inflight.add(job);
      // Reading goes on as soon as any batch is done (batches finish out of order: waiting for the oldest would hold
      // every slot behind one slow categorise call).
      if (inflight.size >= MAX_BATCHES_IN_FLIGHT) await Promise.race(inflight);
      if (failure) throw failure.error;
    };

    try {
      let batch: PendingRow[] = [];
      let batchRows = FIRST_BATCH_ROWS;
      let index = -1;
      for await (const records of statement.records()) {
        for (const record of records) {
          index++;
          if (index <= layout.headerIndex || isSkippable(record, layout)) continue;
          counts.total++;
          const result = readRow(record, layout, places);
          if (!result.ok) {
            counts.rejected++;
            writer.add(result.line, result.reason, result.raw);
            continue;
          }
          const row = result.row;
          look.add(row);
          const digest = hash(
            'sha1',
            `${accountKey}\u0000${row.date}\u0000${row.cents}\u0000${row.description.toLowerCase()}`,
            'buffer',
          );
          const fingerprint = digest.toString('base64url', 0, 12);
          // The counter is keyed by 52 bits of the digest (a number: a few dozen bytes a row, whatever the file).
          const counterKey = digest.readUIntBE(0, 6) * 16 + (digest[6] >> 4);
          const occurrence = (occurrences.get(counterKey) ?? 0) + 1;
          occurrences.set(counterKey, occurrence);
          // The key is added to the parsed row itself (no copy: this runs for every row of the file).
          const pending = row as PendingRow;
          pending.dedupeKey = `${fingerprint}#${occurrence}`;
          batch.push(pending);
          if (batch.length >= batchRows) {
            await submit(batch);
            batch = [];
            batchRows = Math.min(IMPORT_BATCH_ROWS, batchRows * 2);
          }
        }
      }
      if (batch.length > 0) await submit(batch);
      await Promise.all(inflight);
      if (failure) throw failure.error;
      await writer.close();
    } catch (err) {
      await Promise.allSettled(inflight);
      await writer.close().catch(() => undefined);
      await this.reports.updateOne(
        { _id: report._id },
        {
          $set: {
            status: 'failed',
            completedAt: new Date(),
            totalRows: counts.total,
            successfulRows: counts.inserted,
            errorRows: counts.rejected,
            duplicateRows: counts.duplicates,
          },
        },
      );
      throw err;
    }

    await this.reports.updateOne(
      { _id: report._id },
      {
        $set: {
          status: 'complete',
          completedAt: new Date(),
          totalRows: counts.total,
          successfulRows: counts.inserted,
          errorRows: counts.rejected,
          duplicateRows: counts.duplicates,
        },
      },
    );
    const seconds = (performance.now() - started) / 1000;
    logger?.info(
      {
        userId,
        rows: counts.total,
        inserted: counts.inserted,
        rejected: counts.rejected,
        duplicates: counts.duplicates,
        seconds,
        ...statement.details,
      },
      'statement imported',
    );
    return {
      totalRows: counts.total,
      successfulRows: counts.inserted,
      errorRows: counts.rejected,
      duplicateRows: counts.duplicates,
      reportUrl: token,
      estimatedTime: Math.round(seconds * 100) / 100,
      ...look.warnings(),
    };
  }
}
