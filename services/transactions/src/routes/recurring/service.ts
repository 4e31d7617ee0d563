import type { RecurringListResponse, RecurringSeries, RecurringStatus } from '@tracker/contracts';
import { notFound } from '@tracker/service-kit';
import type { Connection } from 'mongoose';
import { detectRecurring, type DetectedSeries } from '../../recurring/detect';
import type { BankAccountService } from '../bankAccounts/service';
import { currencyOfRow, type TransactionFields } from '../transactions/model';
import type { TransactionService } from '../transactions/service';
import { recurringSeriesModel } from './model';

export const SERIES_NOT_FOUND = 'Recurring series not found';
/** Rows looked at: the last two years and a bit (a yearly series needs three). */
const LOOKBACK_DAYS = 800;

type ReadRow = Pick<
  TransactionFields,
  | 'date'
  | 'description'
  | 'displayName'
  | 'merchant'
  | 'amountCents'
  | 'isIncome'
  | 'currency'
  | 'accountId'
  | 'category'
> & { flow?: string };

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** GET /api/recurring and the user's confirm / dismiss of a series. */
export class RecurringService {
  private readonly statuses;

  constructor(
    connection: Connection,
    private readonly transactions: TransactionService,
    private readonly accounts: BankAccountService,
    private readonly today: () => Date = () => new Date(),
  ) {
    this.statuses = recurringSeriesModel(connection);
  }

  /** The series in the user's live rows; transfers between their own accounts are never one (flow 'transfer'). */
  private async detect(userId: string): Promise<DetectedSeries[]> {
    const today = this.today();
    const since = isoDay(new Date(today.getTime() - LOOKBACK_DAYS * 86_400_000));
    const [rows, currencies] = await Promise.all([
      this.transactions.model
        .find(
          { userId, deleted: false, date: { $gte: since } },
          {
            date: 1,
            description: 1,
            displayName: 1,
            merchant: 1,
            amountCents: 1,
            isIncome: 1,
            currency: 1,
            accountId: 1,
            category: 1,
            flow: 1,
          },
        )
        .lean<ReadRow[]>(),
      this.accounts.currencies(userId),
    ]);
    const usable = rows
      .filter((row) => row.flow !== 'transfer')
      .map((row) => ({
        date: row.date,
        name: row.displayName || row.description,
        merchant: row.merchant,
        amountCents: row.amountCents,
        isIncome: row.isIncome,
        currency: currencyOfRow(row, currencies),
        category: row.category,
      }));
    return detectRecurring(usable, isoDay(today));
  }

  async list(userId: string): Promise<RecurringListResponse> {
    const [series, decided] = await Promise.all([this.detect(userId), this.statuses.find({ userId }).lean()]);
    const statusOf = new Map(decided.map((d) => [d.seriesId, d.status]));
    const withStatus: RecurringSeries[] = series.map((s) => ({ ...s, status: statusOf.get(s.id) ?? 'new' }));
    return {
      charges: withStatus.filter((s) => !s.isIncome),
      income: withStatus.filter((s) => s.isIncome),
    };
  }

  /** PUT /api/recurring/:id: a series found in the user's rows now; 404 otherwise. */
  async setStatus(
    userId: string,
    id: string,
    status: RecurringStatus,
  ): Promise<{ id: string; status: RecurringStatus }> {
    const series = (await this.detect(userId)).find((s) => s.id === id);
    if (series === undefined) throw notFound(SERIES_NOT_FOUND);
    await this.statuses.updateOne(
      { userId, seriesId: id },
      { $set: { status, merchant: series.merchant, updatedAt: new Date() } },
      { upsert: true },
    );
    return { id, status };
  }
}
