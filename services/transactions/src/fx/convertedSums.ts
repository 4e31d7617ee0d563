/**
 * Sums of transactions in the user's home currency, each with its parts per original currency: the one way the
 * service adds money across accounts (the dashboard's cards, monthly and category spending).
 *
 * Rows of accounts in the home currency are summed in one aggregation, as before currencies existed, so a user in
 * one currency pays for nothing more. Rows of accounts in other currencies are summed per account, figure and day,
 * and each day's sum is converted at that day's rate and rounded once, as a statement line would be. A day whose
 * rate is unknown leaves its figure's total null (never a 1:1 sum): the figure then shows its parts per currency
 * and names the currencies in `missingRates`.
 */
import {
  DEFAULT_CURRENCY,
  fromMinorUnits,
  type CurrencyCode,
  type MoneyPart,
  type RateTable,
} from '@tracker/contracts';
import { Types, type Model, type PipelineStage } from 'mongoose';
import type { BankAccountService } from '../routes/bankAccounts/service';
import { key } from '../routes/transactions/keys';
import { currencyOfRow, type TransactionFields } from '../routes/transactions/model';
import type { ExchangeRates } from '@tracker/exchange-rates';

/** Where rates come from: the shared store of @tracker/exchange-rates, read in process (no other service asked). */
export type RateSource = Pick<ExchangeRates, 'rates'>;

/** A row as far as its currency goes: its account, else its own currency (manual entries). */
export interface RowCurrencyFields {
  accountId?: Types.ObjectId | null;
  currency?: CurrencyCode | null;
}

/**
 * Which currency each of a user's rows is in: its account's; a row without an account carries its own (absent on
 * rows stored before currencies: the default currency).
 */
export class AccountCurrencies {
  private constructor(
    readonly home: CurrencyCode,
    private readonly byAccount: ReadonlyMap<string, CurrencyCode>,
  ) {}

  static async of(accounts: BankAccountService, userId: string, home: CurrencyCode): Promise<AccountCurrencies> {
    return new AccountCurrencies(home, await accounts.currencies(userId));
  }

  of(row: RowCurrencyFields): CurrencyCode {
    return currencyOfRow({ accountId: row.accountId ?? null, currency: row.currency }, this.byAccount);
  }

  private accountIds(inHome: boolean): Types.ObjectId[] {
    return [...this.byAccount]
      .filter(([, code]) => (code === this.home) === inHome)
      .map(([id]) => new Types.ObjectId(id));
  }

  /**
   * Whether every account is in the home currency and it is the default (the common case: no filter on accounts).
   * Then the only rows in another currency are manual entries that carry their own (see foreignManualFilter).
   */
  get allAccountsHome(): boolean {
    return this.home === DEFAULT_CURRENCY && this.accountIds(false).length === 0;
  }

  /** The filter of rows in the home currency (null when every account is in it: see allAccountsHome). */
  homeFilter(): Record<string, unknown> | null {
    if (this.allAccountsHome) return null;
    return {
      $or: [
        { accountId: { $in: this.accountIds(true) } },
        { accountId: null, currency: { $in: accountlessHome(this.home) } },
      ],
    };
  }

  /** The filter of rows in other currencies. */
  foreignFilter(): Record<string, unknown> {
    if (this.allAccountsHome) return this.foreignManualFilter();
    return {
      $or: [
        { accountId: { $in: this.accountIds(false) } },
        { accountId: null, currency: { $nin: accountlessHome(this.home) } },
      ],
    };
  }

  /**
   * Manual entries in another currency. Only manual entries have no account, and they are found through the
   * `keys` index (their source's key), so asking costs the user's few manual rows, not a pass over every row.
   */
  foreignManualFilter(): Record<string, unknown> {
    return foreignManualFilter(this.home);
  }
}

/** The currencies a row without an account is in the home currency by (absent counts as the default). */
function accountlessHome(home: CurrencyCode): Array<CurrencyCode | null> {
  return home === DEFAULT_CURRENCY ? [null, home] : [home];
}

/** Manual entries not in `home` (see AccountCurrencies.foreignManualFilter); it depends on the home currency only. */
export function foreignManualFilter(home: CurrencyCode): Record<string, unknown> {
  return { keys: key.source('manual'), accountId: null, currency: { $nin: accountlessHome(home) } };
}

/** The rates for converting `currencies` into `home` over the dates given (one request, whatever the rows). */
function ratesFor(
  fx: RateSource,
  currencies: readonly CurrencyCode[],
  dates: readonly string[],
  home: CurrencyCode,
): Promise<RateTable> {
  let first = dates[0] as string;
  let last = first;
  for (const date of dates) {
    if (date < first) first = date;
    if (date > last) last = date;
  }
  return fx.rates([...currencies, home], first, last);
}

/** One figure: its total in the home currency (null when a rate is unknown), its parts and the missing rates. */
export interface ConvertedSum {
  /** Minor units of the home currency; null when some amount could not be converted. */
  cents: number | null;
  /** Minor units of each original currency. */
  parts: Map<CurrencyCode, number>;
  /** Currencies with an amount whose date has no known rate. */
  missingRates: Set<CurrencyCode>;
}

export interface ConvertedSums {
  /** Each figure by its key. */
  figures: Map<string, ConvertedSum>;
  /** Rows summed, every group counted (also those no figure counts). */
  count: number;
  /** Currencies with an amount whose rate is unknown, over every figure. */
  missingRates: Set<CurrencyCode>;
}

export interface SumsQuery<Id> {
  userId: string;
  home: CurrencyCode;
  /** The rows: userId, deleted and the period, as the `user_list` index holds them. */
  match: Record<string, unknown>;
  /** The `$group` _id fields a figure is told apart by. */
  groupBy: Record<string, unknown>;
  /** The figure a group counts on, from its _id (null: none, e.g. money in for a spending figure). */
  keyOf: (id: Id) => string | null;
  /** -1 when a group's amount takes away from its figure (a refund); +1 when absent. */
  signOf?: (id: Id) => 1 | -1;
  /** Stages between the match and the grouping, with the sums to group by after them (a split row's parts). */
  rows?: { stages: PipelineStage[]; sums: Record<string, unknown> };
}

type Group<Id> = { _id: Id; cents: number; count: number };
const SUMS = { cents: { $sum: '$amountCents' }, count: { $sum: 1 } };
type DayGroup<Id> = { _id: Id & RowCurrencyFields & { date: string }; cents: number; count: number };

/** Sums rows into figures in the home currency (see the module's comment). */
export class ConvertedSummer {
  constructor(
    private readonly model: Model<TransactionFields>,
    private readonly accounts: BankAccountService,
    private readonly fx: RateSource,
  ) {}

  /** Which currency each of the user's rows is in. */
  currencies(userId: string, home: CurrencyCode): Promise<AccountCurrencies> {
    return AccountCurrencies.of(this.accounts, userId, home);
  }

  /** The rates for converting `currencies` into `home` over `dates` (one request). */
  rates(currencies: readonly CurrencyCode[], dates: readonly string[], home: CurrencyCode): Promise<RateTable> {
    return ratesFor(this.fx, currencies, dates, home);
  }

  /** Whether any row matches (an indexed lookup). */
  async exists(filter: Record<string, unknown>): Promise<boolean> {
    return (await this.model.exists(filter)) !== null;
  }

  /** Whether the user has a live manual entry in another currency (an indexed lookup of their manual rows). */
  async hasForeignManualRows(userId: string, currencies: AccountCurrencies): Promise<boolean> {
    return (await this.model.exists({ userId, deleted: false, ...currencies.foreignManualFilter() })) !== null;
  }

  /** The rows of `filter` summed per figure, account, currency and day (to be converted at each day's rate). */
  private dayGroups<Id>(query: SumsQuery<Id>, filter: Record<string, unknown>): Promise<DayGroup<Id>[]> {
    return this.model.aggregate<DayGroup<Id>>([
      { $match: { ...query.match, ...filter } },
      ...(query.rows?.stages ?? []),
      {
        $group: {
          _id: { ...query.groupBy, accountId: '$accountId', currency: '$currency', date: '$date' },
          ...(query.rows?.sums ?? SUMS),
        },
      },
    ]);
  }

  async sum<Id>(query: SumsQuery<Id>): Promise<ConvertedSums> {
    // In the common case (every account in the default currency) the rows in another currency are manual entries,
    // a filter that needs no account: that small indexed aggregation starts beside the accounts' read, saving a
    // round trip on every figure. Otherwise it is dropped unread.
    const manualGuess = query.home === DEFAULT_CURRENCY ? this.dayGroups(query, foreignManualFilter(query.home)) : null;
    manualGuess?.catch(() => undefined);
    const currencies = await this.currencies(query.userId, query.home);
    const homeFilter = currencies.homeFilter();
    // When every account is in the home currency, the home aggregation reads every row as before (no filter, no
    // extra key) and the few manual entries in another currency, found beside it through the index, are taken out
    // of it again and converted.
    const [homeGroups, dayGroups] = await Promise.all([
      this.model.aggregate<Group<Id>>([
        { $match: homeFilter ? { ...query.match, ...homeFilter } : query.match },
        ...(query.rows?.stages ?? []),
        { $group: { _id: query.groupBy, ...(query.rows?.sums ?? SUMS) } },
      ]),
      currencies.allAccountsHome && manualGuess ? manualGuess : this.dayGroups(query, currencies.foreignFilter()),
    ]);

    const out: ConvertedSums = { figures: new Map(), count: 0, missingRates: new Set() };
    const figureOf = (key: string) => {
      let figure = out.figures.get(key);
      if (!figure) out.figures.set(key, (figure = { cents: 0, parts: new Map(), missingRates: new Set() }));
      return figure;
    };
    const addPart = (figure: ConvertedSum, code: CurrencyCode, cents: number) =>
      figure.parts.set(code, (figure.parts.get(code) ?? 0) + cents);
    const signed = (group: { _id: Id; cents: number }) => (query.signOf ? query.signOf(group._id) : 1) * group.cents;

    for (const group of homeGroups) {
      out.count += group.count;
      const key = query.keyOf(group._id);
      if (key === null) continue;
      const figure = figureOf(key);
      const cents = signed(group);
      if (figure.cents !== null) figure.cents += cents;
      addPart(figure, query.home, cents);
    }
    if (dayGroups.length === 0) return out;
    if (homeFilter === null) {
      for (const group of dayGroups) {
        out.count -= group.count;
        const key = query.keyOf(group._id);
        if (key === null) continue;
        const figure = figureOf(key);
        const cents = signed(group);
        figure.cents = (figure.cents ?? 0) - cents;
        addPart(figure, query.home, -cents);
      }
    }

    const codes = dayGroups.map((group) => currencies.of(group._id));
    const rates = await this.rates(
      codes,
      dayGroups.map((group) => group._id.date),
      query.home,
    );
    dayGroups.forEach((group, i) => {
      out.count += group.count;
      const key = query.keyOf(group._id);
      if (key === null) return;
      const code = codes[i] as CurrencyCode;
      const figure = figureOf(key);
      const cents = signed(group);
      addPart(figure, code, cents);
      const converted = rates.convert(cents, code, query.home, group._id.date);
      if (converted === null) {
        figure.cents = null;
        figure.missingRates.add(code);
        out.missingRates.add(code);
      } else if (figure.cents !== null) figure.cents += converted;
    });
    return out;
  }
}

/** A figure's parts as the API sends them: the home currency first, then the others by code; zeros left out. */
export function moneyParts(parts: ReadonlyMap<CurrencyCode, number>, home: CurrencyCode): MoneyPart[] {
  return [...parts]
    .filter(([, cents]) => cents !== 0)
    .sort(([a], [b]) => (a === home ? -1 : b === home ? 1 : a.localeCompare(b)))
    .map(([currency, cents]) => ({ currency, amount: fromMinorUnits(cents, currency) }));
}

/** A figure as the API sends it: `amount` in the home currency or null, its parts and the currencies not converted. */
export function convertedFigure(sum: ConvertedSum | undefined, home: CurrencyCode) {
  if (!sum) return { amount: fromMinorUnits(0, home), parts: [] as MoneyPart[], missingRates: [] as CurrencyCode[] };
  return {
    amount: sum.cents === null ? null : fromMinorUnits(sum.cents, home),
    parts: moneyParts(sum.parts, home),
    missingRates: [...sum.missingRates].sort(),
  };
}
