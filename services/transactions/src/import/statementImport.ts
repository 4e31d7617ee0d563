/**
 * The statement import, one use-case in named stages: read (format and encoding) -> detect (layout and currency) ->
 * rows -> the batch stages of pipeline.ts (dedupe, categorise, write…) -> report. The routes only parse the request,
 * call `preview` or `run`, and answer. README.md explains the stages and how one is added.
 */
import {
  countryOfCurrency,
  currencyOrDefault,
  minorUnits,
  type CurrencyCode,
  type StatementLayout,
  type UploadPreview,
} from '@tracker/contracts';
import type { Layout, Statement } from '@tracker/statements';
import type { BankAccountDocument } from '../routes/bankAccounts/service';
import { LayoutDetection, statementCurrency } from './detect';
import { BATCH_STAGES, openStages, runBatches } from './pipeline';
import { uploadPreview } from './preview';
import { readStatement, type UploadedFile } from './read';
import { ImportReport, reportCsv, type ImportResult } from './report';
import { importReportModel, reportChunkModel } from './reportModel';
import { rowBatches } from './rows';
import { CategoryGroups, type ImportServices, type ImportSession, type ImportStage } from './session';
import { StatementBalance } from './statementBalance';

export interface PreviewRequest {
  userId: string;
  file: UploadedFile;
  /** The user's corrections so far: the rows are read again under them. */
  layout?: StatementLayout;
}

export interface ImportRequest extends PreviewRequest {
  /** The account chosen in the dialog; none: the user's Default Account. */
  accountId?: string;
  /** The 'Auto Categorise' switch: off leaves every row uncategorised in Pending. */
  autoCategorise: boolean;
  /** The user's answer to the file's currency, when the file does not say it. */
  currency?: CurrencyCode;
}

/** Makes a new user's first statement's currency their home currency (the auth service keeps it). */
export interface HomeCurrency {
  suggest(userId: string, currency: CurrencyCode): Promise<void>;
}

export interface StatementImportDeps extends ImportServices {
  homeCurrency?: HomeCurrency;
}

export class StatementImport {
  private readonly detection: LayoutDetection;

  constructor(
    private readonly deps: StatementImportDeps,
    private readonly stages: readonly ImportStage[] = BATCH_STAGES,
  ) {
    this.detection = new LayoutDetection(deps.connection);
  }

  /** POST /api/transactions/upload-preview: how the file will be read and its first rows (nothing is stored). */
  async preview({ userId, file, layout }: PreviewRequest): Promise<UploadPreview> {
    const statement = await readStatement(file);
    return uploadPreview(file.name, statement, await this.detection.forPreview(userId, statement, layout));
  }

  /** POST /api/transactions/upload-fast: the whole file into the account, every row's outcome in the report. */
  async run(request: ImportRequest): Promise<ImportResult> {
    const started = performance.now();
    const { userId } = request;
    const { accounts, homeCurrency } = this.deps;
    const account =
      request.accountId === undefined
        ? await accounts.defaultAccount(userId)
        : await accounts.get(userId, request.accountId);
    const statement = await readStatement(request.file);
    const layout = await this.detection.forImport(userId, statement, request.layout, account._id);
    const currency = statementCurrency(layout, request.currency);
    const firstStatement = currency !== null && !(await accounts.hasTransactions(userId));
    // An account without rows takes the statement's currency; one with rows in another currency refuses it (400).
    if (currency !== null) await accounts.acceptStatementCurrency(account, currency);
    const session = await this.startSession(request, account, statement, layout, currency);
    const result = await this.runSession(session, statement, layout, started);
    if (firstStatement && currency !== null && result.successfulRows > 0) await homeCurrency?.suggest(userId, currency);
    return result;
  }

  /** GET /api/report/:token: the user's report as CSV, or null when they have none by that token. */
  report(userId: string, token: string): Promise<{ fileName: string; body: string } | null> {
    return reportCsv(this.deps.connection, userId, token);
  }

  private async startSession(
    request: ImportRequest,
    account: BankAccountDocument,
    statement: Statement,
    layout: Layout,
    statedCurrency: CurrencyCode | null,
  ): Promise<ImportSession> {
    const { connection, transactions, categories } = this.deps;
    const { userId } = request;
    await Promise.all([
      importReportModel(connection).init(),
      reportChunkModel(connection).init(),
      transactions.model.init(),
    ]);
    const report = await ImportReport.start(connection, {
      userId,
      fileName: request.file.name,
      accountId: account._id,
      statement,
      layout,
    });
    // Amounts are read and stored in the minor units of the account's currency (set from the file just before).
    const currency = currencyOrDefault(account.currency);
    // The statement's country (pounds: the UK) tells the categoriser which of the chains sharing a name was paid.
    const country = countryOfCurrency(statedCurrency ?? account.currency);
    return {
      userId,
      account,
      currency,
      places: minorUnits(currency),
      autoCategorise: request.autoCategorise,
      ...(country ? { country } : {}),
      categories: new CategoryGroups(await categories.groups(userId)),
      report,
      importId: report.id,
      balance: new StatementBalance(),
    };
  }

  private async runSession(
    session: ImportSession,
    statement: Statement,
    layout: Layout,
    started: number,
  ): Promise<ImportResult> {
    const { report } = session;
    try {
      const steps = await openStages(this.stages, session, this.deps);
      await runBatches(rowBatches(statement, layout, session), steps);
      const stated = session.balance?.figures(statement.account, session.currency);
      if (stated) await this.deps.accounts.recordStatementBalance(session.account, stated);
    } catch (err) {
      await report.fail();
      throw err;
    }
    const result = await report.complete(started);
    this.deps.logger?.info(
      { userId: session.userId, ...report.figures(), seconds: result.estimatedTime, ...statement.details },
      'statement imported',
    );
    return result;
  }
}
