import {
  ACCOUNT_NOT_EMPTY_MESSAGE,
  BANK_ACCOUNT_EXISTS_MESSAGE,
  DEFAULT_ACCOUNT_KIND,
  DEFAULT_ACCOUNT_NAME,
  toMinorUnits,
  type AccountKind,
  type UpdateBankAccountChanges,
  fromMinorUnits,
  currencyOrDefault,
  maskAccountNumber,
  type BankAccount,
  type CurrencyCode,
} from '@tracker/contracts';
import {
  badRequest,
  conflict,
  createFieldCipher,
  findOwnOr404,
  isDuplicateKey,
  type FieldCipher,
} from '@tracker/service-kit';
import type { Connection, HydratedDocument } from 'mongoose';
import { transactionModel } from '../transactions/model';
import { AccountBalances, type RowTotals } from './balances';
import { bankAccountModel, type BankAccountFields, type StatedBalanceFields } from './model';

export type BankAccountDocument = HydratedDocument<BankAccountFields>;

export const BANK_ACCOUNT_NOT_FOUND = 'Bank account not found';
export const NEW_ACCOUNT_TYPE = 'Checking';

const normaliseName = (name: string) => name.trim().replace(/\s+/g, ' ');
const lowerName = (name: string) => normaliseName(name).toLowerCase();

/** The user's bank accounts: the 'Default Account' made on first use, lookups by id and by name, balances. */
export class BankAccountService {
  private readonly accounts;
  private readonly transactions;
  private readonly figures: AccountBalances;

  /** `cipher` seals account numbers at rest (FIELD_ENCRYPTION_KEY); only their last 4 digits ever leave the service. */
  constructor(
    connection: Connection,
    private readonly cipher: FieldCipher = createFieldCipher(undefined),
  ) {
    this.accounts = bankAccountModel(connection);
    this.transactions = transactionModel(connection);
    this.figures = new AccountBalances(connection);
  }

  /** The stored (possibly sealed) account number as it may leave the service: its last 4 digits. */
  maskedNumber(stored: string): string {
    return maskAccountNumber(this.cipher.open(stored));
  }

  /** The account named `name` (case-insensitive), created when the user has none by that name. */
  async findOrCreateByName(userId: string, name: string): Promise<BankAccountDocument> {
    await this.accounts.init();
    const filter = { userId, nameLower: lowerName(name) };
    const existing = await this.accounts.findOne(filter);
    if (existing) return existing;
    try {
      return await this.accounts.create({
        ...filter,
        name: normaliseName(name),
        accountType: NEW_ACCOUNT_TYPE,
        accountNumber: this.cipher.seal(''),
      });
    } catch (err) {
      // Another request created it at the same moment: the unique index kept one.
      if (!isDuplicateKey(err)) throw err;
      const created = await this.accounts.findOne(filter);
      if (!created) throw err;
      return created;
    }
  }

  /** The user's 'Default Account' (created on first use). */
  defaultAccount(userId: string): Promise<BankAccountDocument> {
    return this.findOrCreateByName(userId, DEFAULT_ACCOUNT_NAME);
  }

  /** One of the user's accounts by id; 404 for an unknown id or another user's account. */
  async get(userId: string, id: string): Promise<BankAccountDocument> {
    return findOwnOr404((own) => this.accounts.findOne(own), userId, id, BANK_ACCOUNT_NOT_FOUND);
  }

  /** Every account of the user (the default one first made if needed), oldest first. */
  async list(userId: string): Promise<BankAccountDocument[]> {
    await this.defaultAccount(userId);
    return this.accounts.find({ userId }).sort({ createdAt: 1, _id: 1 });
  }

  /** A new account in `currency` (409 when the user has one by that name, in any case). */
  async create(
    userId: string,
    input: { name: string; accountType?: string; currency: CurrencyCode; kind?: AccountKind },
  ): Promise<BankAccount> {
    await this.accounts.init();
    try {
      // An account made now says what it is and counts in net worth (the Wealth switch turns it off).
      const account = await this.accounts.create({
        userId,
        name: normaliseName(input.name),
        nameLower: lowerName(input.name),
        accountType: input.accountType || NEW_ACCOUNT_TYPE,
        accountNumber: this.cipher.seal(''),
        currency: input.currency,
        kind: input.kind ?? DEFAULT_ACCOUNT_KIND,
        countsInNetWorth: true,
      });
      return this.forApi(account, undefined, true);
    } catch (err) {
      if (isDuplicateKey(err)) throw conflict(BANK_ACCOUNT_EXISTS_MESSAGE);
      throw err;
    }
  }

  /** Whether the user has any transaction yet (a first statement decides the home currency). */
  async hasTransactions(userId: string): Promise<boolean> {
    return (await this.transactions.exists({ userId })) !== null;
  }

  /** Account id (hex) -> currency (USD for accounts made before currencies existed). */
  async currencies(userId: string): Promise<Map<string, CurrencyCode>> {
    const accounts = await this.accounts.find({ userId }, { currency: 1 }).lean();
    return new Map(accounts.map((a) => [a._id.toHexString(), currencyOrDefault(a.currency)]));
  }

  /**
   * A statement in `currency` goes into `account`: an account without transactions takes the statement's currency;
   * one that has some keeps its own, and a statement in another currency is refused (its amounts would be
   * counted in the wrong money).
   */
  acceptStatementCurrency(account: BankAccountDocument, currency: CurrencyCode): Promise<void> {
    return this.acceptCurrency(account, currency, (own) => statementCurrencyMismatch(currency, account.name, own));
  }

  /**
   * Amounts in `currency` go into `account`: an account without transactions takes that currency; one that has some
   * keeps its own, and amounts in another currency are refused (400 CURRENCY_MISMATCH with `mismatch`'s message).
   */
  async acceptCurrency(
    account: BankAccountDocument,
    currency: CurrencyCode,
    mismatch: (own: CurrencyCode) => string,
  ): Promise<void> {
    const own = currencyOrDefault(account.currency);
    if (own === currency) {
      if (account.currency === undefined) await this.accounts.updateOne({ _id: account._id }, { $set: { currency } });
      account.currency = currency;
      return;
    }
    const used = await this.transactions.exists({ userId: account.userId, accountId: account._id });
    if (used) throw badRequest(mismatch(own), { code: 'CURRENCY_MISMATCH' });
    await this.accounts.updateOne({ _id: account._id }, { $set: { currency } });
    account.currency = currency;
  }

  /** Account id (hex) -> name, for the Account column. */
  async names(userId: string): Promise<Map<string, string>> {
    const accounts = await this.accounts.find({ userId }, { name: 1 }).lean();
    return new Map(accounts.map((a) => [a._id.toHexString(), a.name]));
  }

  /**
   * Whether each account's currency is decided: stated (at creation, by a statement or a moved row) or fixed by
   * transactions (live ones counted in `balances`, deleted ones looked up for the few accounts left in question).
   */
  private async currencyDecided(
    userId: string,
    accounts: readonly BankAccountDocument[],
    balances: ReadonlyMap<string, Pick<RowTotals, 'count'>>,
  ): Promise<Set<string>> {
    const decided = new Set(
      accounts.filter((a) => a.currency !== undefined || (balances.get(a.id)?.count ?? 0) > 0).map((a) => a.id),
    );
    const open = accounts.filter((a) => !decided.has(a.id)).map((a) => a._id);
    if (open.length > 0) {
      const deleted = await this.transactions.distinct('accountId', {
        userId,
        deleted: true,
        accountId: { $in: open },
      });
      for (const id of deleted) if (id) decided.add(String(id));
    }
    return decided;
  }

  /** GET /api/bank-accounts: numbers masked to their last 4 digits, balances in the account's currency. */
  async listForApi(userId: string): Promise<BankAccount[]> {
    const [accounts, totals] = await Promise.all([this.list(userId), this.figures.totals(userId)]);
    const decided = await this.currencyDecided(userId, accounts, totals);
    return Promise.all(
      accounts.map((account) => this.forApi(account, totals.get(account.id), decided.has(account.id))),
    );
  }

  /**
   * The accounts switched on to count in net worth, as the API answers them, for the wealth service's snapshots: a read
   * that creates nothing (list() makes a new user's default account; a net-worth read must leave the data as it is).
   */
  async countingInNetWorth(userId: string): Promise<BankAccount[]> {
    const accounts = await this.accounts.find({ userId, countsInNetWorth: true }).sort({ createdAt: 1, _id: 1 });
    if (accounts.length === 0) return [];
    const totals = await this.figures.totals(userId);
    const decided = await this.currencyDecided(userId, accounts, totals);
    return Promise.all(
      accounts.map((account) => this.forApi(account, totals.get(account.id), decided.has(account.id))),
    );
  }

  /** One account as the API answers it: kind, balance as of a day, reconciliation hint, net-worth switch. */
  private async forApi(
    account: BankAccountDocument,
    totals: RowTotals | undefined,
    currencyDecided: boolean,
  ): Promise<BankAccount> {
    const currency = currencyOrDefault(account.currency);
    const balance = await this.figures.of(account.userId, account, totals);
    return {
      id: account.id,
      name: account.name,
      accountType: account.accountType,
      accountNumber: this.maskedNumber(account.accountNumber),
      balance: fromMinorUnits(balance.cents, currency),
      currency,
      currencyDecided,
      kind: account.kind ?? DEFAULT_ACCOUNT_KIND,
      balanceAsOf: balance.asOf,
      unreconciled: balance.unreconciledCents === null ? null : fromMinorUnits(balance.unreconciledCents, currency),
      countsInNetWorth: account.countsInNetWorth ?? false,
    };
  }

  /**
   * An account as the data download holds it: every stored field, the number masked, and the kind, balance, its day
   * and the reconciliation hint as the Accounts screen shows them.
   */
  async exported(doc: Record<string, unknown>): Promise<Record<string, unknown>> {
    const number = typeof doc.accountNumber === 'string' ? this.maskedNumber(doc.accountNumber) : '';
    const account: BankAccountDocument | null =
      typeof doc.userId === 'string' ? await this.accounts.findOne({ userId: doc.userId, _id: String(doc._id) }) : null;
    if (!account) return { ...doc, accountNumber: number };
    const totals = (await this.figures.totals(account.userId)).get(account.id);
    const shown = await this.forApi(account, totals, true);
    const { kind, balance, balanceAsOf, unreconciled, countsInNetWorth } = shown;
    return { ...doc, accountNumber: number, kind, balance, balanceAsOf, unreconciled, countsInNetWorth };
  }

  /**
   * PUT /api/bank-accounts/:id: rename (409 when another account has the name), change the kind, type an opening
   * balance (true at the end of its date, today when none is given; null clears it) or switch net worth.
   */
  async update(userId: string, id: string, input: UpdateBankAccountChanges): Promise<BankAccount> {
    const account = await this.get(userId, id);
    const $set: Partial<BankAccountFields> = {};
    const $unset: Record<string, 1> = {};
    if (input.name !== undefined)
      Object.assign($set, { name: normaliseName(input.name), nameLower: lowerName(input.name) });
    if (input.kind !== undefined) $set.kind = input.kind;
    if (input.countsInNetWorth !== undefined) $set.countsInNetWorth = input.countsInNetWorth;
    if (input.openingBalance === null) $unset.openingBalance = 1;
    else if (input.openingBalance !== undefined) {
      const cents = toMinorUnits(input.openingBalance, currencyOrDefault(account.currency));
      const date = input.openingBalanceDate ?? new Date().toISOString().slice(0, 10);
      $set.openingBalance = { cents, date };
    }
    try {
      await this.accounts.updateOne(
        { _id: account._id, userId },
        { $set, ...(Object.keys($unset).length > 0 && { $unset }) },
      );
    } catch (err) {
      if (isDuplicateKey(err)) throw conflict(BANK_ACCOUNT_EXISTS_MESSAGE);
      throw err;
    }
    const updated = await this.get(userId, id);
    const totals = (await this.figures.totals(userId)).get(updated.id);
    const decided = await this.currencyDecided(userId, [updated], new Map(totals ? [[updated.id, totals]] : []));
    return this.forApi(updated, totals, decided.has(updated.id));
  }

  /** DELETE /api/bank-accounts/:id: only an account without rows (the bin's included); 409 with a message otherwise. */
  async remove(userId: string, id: string): Promise<{ deletedCount: number }> {
    const account = await this.get(userId, id);
    if (await this.transactions.exists({ userId, accountId: account._id })) throw conflict(ACCOUNT_NOT_EMPTY_MESSAGE);
    const res = await this.accounts.deleteOne({ _id: account._id, userId });
    return { deletedCount: res.deletedCount };
  }

  /**
   * What an import's statement said of the balance: the latest balance is kept (an older statement imported later
   * does not replace it), and the earliest opening, so the hint covers every statement imported.
   */
  async recordStatementBalance(
    account: BankAccountDocument,
    stated: { balance?: StatedBalanceFields; opening?: StatedBalanceFields },
  ): Promise<void> {
    const $set: Partial<BankAccountFields> = {};
    const { statementBalance, statementOpening } = account;
    if (stated.balance && (!statementBalance || stated.balance.date >= statementBalance.date))
      $set.statementBalance = stated.balance;
    if (stated.opening && (!statementOpening || stated.opening.date <= statementOpening.date))
      $set.statementOpening = stated.opening;
    if (Object.keys($set).length === 0) return;
    await this.accounts.updateOne({ _id: account._id, userId: account.userId }, { $set });
    Object.assign(account, $set);
  }
}

/** Why a statement is refused for an account in another currency. */
export function statementCurrencyMismatch(file: CurrencyCode, accountName: string, account: CurrencyCode): string {
  return `This statement is in ${file}, but the account "${accountName}" is in ${account}. Choose an account in ${file}.`;
}

/** Why a transaction cannot move to an account in another currency. */
export function transactionCurrencyMismatch(row: CurrencyCode, accountName: string, account: CurrencyCode): string {
  return `This transaction is in ${row}, but the account "${accountName}" is in ${account}. Choose an account in ${row}.`;
}
