import {
  convertMicros,
  currencyOrDefault,
  DEFAULT_CURRENCY,
  microsToDecimal,
  NET_WORTH_HISTORY_DAYS,
  netWorthChange,
  quarterStartOf,
  summariseWealthIn,
  toMicros,
  type AccountForNetWorth,
  type CurrencyCode,
  type RateTable,
  type NetWorthHistory,
  type NetWorthPoint,
} from '@tracker/contracts';
import type { Connection } from 'mongoose';
import type { CountingAccounts } from '../../accounts/client';
import { assetModel } from '../assets/model';
import { netWorthSnapshotModel, type NetWorthSnapshotFields } from './model';

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** Where the history's exchange rates come from (@tracker/exchange-rates: the shared store, asked of the ECB when missing). */
export interface RateSource {
  rates(currencies: readonly CurrencyCode[], from: string, to: string): Promise<RateTable>;
}

type StoredSnapshot = Pick<NetWorthSnapshotFields, 'date' | 'parts' | 'netWorth'>;

/** A snapshot's net worth per currency; one written before currencies existed is all in USD. */
function partsOf(snapshot: StoredSnapshot): { currency: CurrencyCode; netWorth: string }[] {
  if (snapshot.parts)
    return snapshot.parts.map((p) => ({ currency: currencyOrDefault(p.currency), netWorth: p.netWorth }));
  return [{ currency: DEFAULT_CURRENCY, netWorth: snapshot.netWorth ?? '0' }];
}

/**
 * One snapshot of each user's net worth per day, written whenever assets or stored prices change, and when the history
 * is read while bank accounts count in it (their balances change with every import and switch, in another service).
 * A snapshot keeps the day's net worth per currency, unconverted; the history converts each day at that day's rate
 * into the currency asked, so a change of home currency shows the whole history in the new one and no rate is frozen
 * at write time.
 */
export class NetWorthService {
  private readonly snapshots;
  private readonly assets;

  constructor(
    connection: Connection,
    private readonly now: () => Date = () => new Date(),
    private readonly fx: RateSource | null = null,
    /** The bank accounts switched on to count in net worth (none without it). */
    private readonly accounts: CountingAccounts | null = null,
  ) {
    this.snapshots = netWorthSnapshotModel(connection);
    this.assets = assetModel(connection);
  }

  /**
   * Recomputes today's snapshot from the stored values and the accounts that count (liabilities count against net
   * worth); when the accounts cannot be read, from the assets alone.
   */
  async record(userId: string): Promise<void> {
    await this.write(userId, (await this.accounts?.counting(userId)) ?? []);
  }

  /**
   * Brings today's snapshot up to the accounts' balances before the history is read: when some account counts, or
   * today's snapshot may hold one that no longer does. A user without counting accounts and without a snapshot today
   * gets none written; when the accounts cannot be read the stored snapshot stands.
   */
  private async refreshToday(userId: string): Promise<void> {
    if (!this.accounts) return;
    const counting = await this.accounts.counting(userId);
    if (counting === null) return;
    if (counting.length === 0 && !(await this.snapshots.exists({ userId, date: dayOf(this.now()) }))) return;
    await this.write(userId, counting);
  }

  private async write(userId: string, accounts: readonly AccountForNetWorth[]): Promise<void> {
    const assets = await this.assets.find({ userId }, { type: 1, value: 1, quantity: 1, currency: 1 }).lean();
    const { parts } = summariseWealthIn(
      assets.map((a) => ({
        id: String(a._id),
        type: a.type,
        value: a.value,
        quantity: a.quantity,
        currency: currencyOrDefault(a.currency),
      })),
      {},
      DEFAULT_CURRENCY,
      () => null,
      accounts,
    );
    const now = this.now();
    await this.snapshots.init();
    await this.snapshots.updateOne(
      { userId, date: dayOf(now) },
      {
        $set: { parts, updatedAt: now },
        $unset: { netWorth: 1, totalAssets: 1, totalLiabilities: 1 },
      },
      { upsert: true },
    );
  }

  /**
   * The user's snapshots of the last NET_WORTH_HISTORY_DAYS days in `currency`, oldest first, and the change over the
   * current quarter: from the last snapshot before the quarter began (however old: a snapshot is written only on a
   * change) or, when the history starts later, from its first day. A day with a currency whose rate is unknown has
   * no net worth (its parts say what it holds) and is left out of the change.
   */
  async history(userId: string, currency: CurrencyCode = DEFAULT_CURRENCY): Promise<NetWorthHistory> {
    await this.refreshToday(userId);
    const now = this.now();
    const since = new Date(now.getTime() - NET_WORTH_HISTORY_DAYS * 86_400_000);
    const quarterStart = quarterStartOf(dayOf(now));
    const fields = { _id: 0, date: 1, netWorth: 1, parts: 1 };
    const [rows, before] = await Promise.all([
      this.snapshots
        .find({ userId, date: { $gte: dayOf(since) } }, fields)
        .sort({ date: 1 })
        .lean(),
      this.snapshots
        .findOne({ userId, date: { $lt: quarterStart } }, fields)
        .sort({ date: -1 })
        .lean(),
    ]);
    const convert = await this.converter([...rows, ...(before ? [before] : [])], currency, dayOf(now));
    const points = rows.map(convert);
    const known = (point: NetWorthPoint | null) =>
      point && point.netWorth !== null ? { date: point.date, netWorth: point.netWorth } : null;
    const during = points.filter((point) => point.date >= quarterStart);
    const start = before ? known(convert(before)) : null;
    // A start that cannot be converted gives no change rather than one measured from a later day.
    const change =
      before && !start
        ? null
        : netWorthChange(
            start,
            during.flatMap((point) => known(point) ?? []),
            quarterStart,
          );
    return { points, change };
  }

  /** Converts snapshots into `currency` at each one's own day's rate (one rates request for all of them). */
  private async converter(
    snapshots: readonly StoredSnapshot[],
    currency: CurrencyCode,
    today: string,
  ): Promise<(snapshot: StoredSnapshot) => NetWorthPoint> {
    const others = [...new Set(snapshots.flatMap((s) => partsOf(s).map((p) => p.currency)))].filter(
      (code) => code !== currency,
    );
    const first = [today, ...snapshots.map((s) => s.date)].sort()[0] ?? today;
    const table = others.length > 0 && this.fx ? await this.fx.rates([...others, currency], first, today) : null;
    return (snapshot) => {
      const held = partsOf(snapshot);
      // A day all in the asked currency needs no parts (the figure is what it holds).
      const parts = held.length === 1 && held[0]?.currency === currency ? undefined : held;
      const point = (netWorth: string | null): NetWorthPoint => ({
        date: snapshot.date,
        netWorth,
        ...(parts ? { parts } : {}),
      });
      let micros = 0n;
      for (const part of held) {
        const amount = toMicros(part.netWorth);
        if (part.currency === currency) {
          micros += amount;
          continue;
        }
        const rate = table?.rate(part.currency, currency, snapshot.date) ?? null;
        if (!rate) return point(null);
        micros += convertMicros(amount, rate, currency);
      }
      return point(microsToDecimal(micros));
    };
  }
}
