import {
  centsToMoney,
  DEFAULT_CURRENCY,
  metricKindOf,
  SUMMARY_CARDS,
  type CurrencyCode,
  type DashboardSummary,
  type DashboardSummaryQuery,
  type MoneyPart,
  type SummaryCard,
} from '@tracker/contracts';
import { Types, type Connection, type Model } from 'mongoose';
import type { FxClient } from '../../fx/client';
import type { BankAccountService } from '../bankAccounts/service';
import { currencyOfRow, transactionModel, type TransactionFields } from '../transactions/model';

type CardSums = Record<SummaryCard, number>;

interface CategoryGroup {
  _id: { isIncome: boolean; category: string | null; currency?: CurrencyCode | null };
  cents: number;
  count: number;
}

interface DayGroup {
  _id: {
    accountId: Types.ObjectId | null;
    currency?: CurrencyCode | null;
    isIncome: boolean;
    category: string | null;
    date: string;
  };
  cents: number;
  count: number;
}

const zeroSums = (): CardSums => ({ totalIncome: 0, totalExpenses: 0, totalInvestments: 0, totalDebtPaid: 0 });

const CARD_OF = { investment: 'totalInvestments', debt: 'totalDebtPaid', expense: 'totalExpenses' } as const;

function cardOf(isIncome: boolean, category: string | null): SummaryCard {
  return isIncome ? 'totalIncome' : CARD_OF[metricKindOf(category)];
}

/**
 * The dashboard's metric cards over every live transaction of a period, in the asked currency (the user's home
 * currency). Rows in that currency are summed as before, in one aggregation on the `user_list` index
 * (userId, deleted, date range) grouped by income flag and category. Rows in other currencies (of accounts in
 * them, or manual rows that carry their own) are summed per account, currency, card and day, and each day's sum is converted at that day's rate (from the wealth service's
 * stored ECB rates); a day without a known rate leaves its card's total null, with the per-currency parts shown.
 */
export class SummaryService {
  private readonly model: Model<TransactionFields>;

  constructor(
    connection: Connection,
    private readonly accounts: BankAccountService,
    private readonly fx: FxClient,
  ) {
    this.model = transactionModel(connection);
  }

  async summary(userId: string, query: DashboardSummaryQuery = {}): Promise<DashboardSummary> {
    const home = query.currency ?? DEFAULT_CURRENCY;
    const match: Record<string, unknown> = { userId, deleted: false };
    const date: Record<string, string> = {};
    // Dates are YYYY-MM-DD: text order is date order.
    if (query.startDate !== undefined) date.$gte = query.startDate;
    if (query.endDate !== undefined) date.$lte = query.endDate;
    if (Object.keys(date).length > 0) match.date = date;

    const currencies = await this.accounts.currencies(userId);
    const foreign = [...currencies].filter(([, code]) => code !== home).map(([id]) => new Types.ObjectId(id));
    const homeIds = [...currencies].filter(([, code]) => code === home).map(([id]) => new Types.ObjectId(id));
    // A row without an account carries its own currency; absent (rows stored before currencies) is the default.
    const accountlessHome = home === DEFAULT_CURRENCY ? [null, home] : [home];
    const allInHome = foreign.length === 0 && home === DEFAULT_CURRENCY;

    // Rows in the home currency, summed as they are. When every account is in it, one pass over every row, grouped by
    // the row's own currency too: the (rare) manual rows in another currency are then summed per day below.
    const inHome = allInHome
      ? match
      : { ...match, $or: [{ accountId: { $in: homeIds } }, { accountId: null, currency: { $in: accountlessHome } }] };
    const inForeign = {
      ...match,
      $or: [{ accountId: { $in: foreign } }, { accountId: null, currency: { $nin: accountlessHome } }],
    };
    const dayGroupsOf = () =>
      this.model.aggregate<DayGroup>([
        { $match: inForeign },
        {
          $group: {
            _id: {
              accountId: '$accountId',
              currency: '$currency',
              isIncome: '$isIncome',
              category: '$category',
              date: '$date',
            },
            cents: { $sum: '$amountCents' },
            count: { $sum: 1 },
          },
        },
      ]);
    const [groups, foreignDays] = await Promise.all([
      this.model.aggregate<CategoryGroup>([
        { $match: inHome },
        {
          $group: {
            _id: { isIncome: '$isIncome', category: '$category', currency: '$currency' },
            cents: { $sum: '$amountCents' },
            count: { $sum: 1 },
          },
        },
      ]),
      allInHome ? Promise.resolve(null) : dayGroupsOf(),
    ]);
    const isHome = (group: CategoryGroup) => group._id.currency == null || group._id.currency === home;
    const homeGroups = groups.filter(isHome);
    const dayGroups = foreignDays ?? (homeGroups.length < groups.length ? await dayGroupsOf() : []);

    let count = 0;
    const totals = zeroSums();
    const parts = new Map<CurrencyCode, CardSums>();
    const partOf = (code: CurrencyCode) => {
      let sums = parts.get(code);
      if (!sums) parts.set(code, (sums = zeroSums()));
      return sums;
    };
    for (const group of homeGroups) {
      count += group.count;
      const card = cardOf(group._id.isIncome, group._id.category);
      totals[card] += group.cents;
      partOf(home)[card] += group.cents;
    }

    const unknown = new Set<SummaryCard>();
    const missing = new Set<CurrencyCode>();
    if (dayGroups.length > 0) {
      const dates = dayGroups.map((group) => group._id.date).sort();
      const codes = dayGroups.map((group) => currencyOfRow(group._id, currencies));
      const rates = await this.fx.rates([...codes, home], dates[0] as string, dates[dates.length - 1] as string);
      dayGroups.forEach((group, i) => {
        count += group.count;
        const code = codes[i] as CurrencyCode;
        const card = cardOf(group._id.isIncome, group._id.category);
        partOf(code)[card] += group.cents;
        const converted = rates.convertCents(group.cents, code, home, group._id.date);
        if (converted === null) {
          unknown.add(card);
          missing.add(code);
        } else totals[card] += converted;
      });
    }

    const total = (card: SummaryCard) => (unknown.has(card) ? null : centsToMoney(totals[card]));
    const partsOf = (card: SummaryCard): MoneyPart[] =>
      [...parts]
        .filter(([, sums]) => sums[card] !== 0)
        .sort(([a], [b]) => (a === home ? -1 : b === home ? 1 : a.localeCompare(b)))
        .map(([currency, sums]) => ({ currency, amount: centsToMoney(sums[card]) }));
    return {
      totalIncome: total('totalIncome'),
      totalExpenses: total('totalExpenses'),
      totalInvestments: total('totalInvestments'),
      totalDebtPaid: total('totalDebtPaid'),
      transactionCount: count,
      currency: home,
      parts: Object.fromEntries(SUMMARY_CARDS.map((card) => [card, partsOf(card)])) as DashboardSummary['parts'],
      missingRates: [...missing].sort(),
    };
  }
}
