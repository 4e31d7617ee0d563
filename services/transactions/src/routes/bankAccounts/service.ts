import {
  BANK_ACCOUNT_EXISTS_MESSAGE,
  DEFAULT_ACCOUNT_NAME,
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
import type { Types, Connection, HydratedDocument } from 'mongoose';
import { transactionModel } from '../transactions/model';
import { bankAccountModel, type BankAccountFields } from './model';

export type BankAccountDocument = HydratedDocument<BankAccountFields>;

export const BANK_ACCOUNT_NOT_FOUND = 'Bank account not found';
export const NEW_ACCOUNT_TYPE = 'Checking';

const normaliseName = (name: string) => name.trim().replace(/\s+/g, ' ');
const lowerName = (name: string) => normaliseName(name).toLowerCase();

/** The user's bank accounts: the 'Default Account' made on first use, lookups by id and by name, balances. */
export class BankAccountService {
  private readonly accounts;
  private readonly transactions;

  /** `cipher` seals account numbers at rest (FIELD_ENCRYPTION_KEY); only their last 4 digits ever leave the service. */
  constructor(
    connection: Connection,
    private readonly cipher: FieldCipher = createFieldCipher(undefined),
  ) {
    this.accounts = bankAccountModel(connection);
    this.transactions = transactionModel(connection);
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
    input: { name: string; accountType?: string; currency: CurrencyCode },
  ): Promise<BankAccount> {
    await this.accounts.init();
    try {
      const account = await this.accounts.create({
        userId,
        name: normaliseName(input.name),
        nameLower: lowerName(input.name),
        accountType: input.accountType || NEW_ACCOUNT_TYPE,
        accountNumber: this.cipher.seal(''),
        currency: input.currency,
      });
      return {
        id: account.id,
        name: account.name,
        accountType: account.accountType,
        accountNumber: '',
        balance: fromMinorUnits(0, input.currency),
        currency: input.currency,
        currencyDecided: true,
      };
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
   * Per account with live transactions: its signed balance in its currency's minor units (income minus spending of
   * its transactions that are not deleted) and how many there are.
   */
  async balances(userId: string): Promise<Map<string, { cents: number; count: number }>> {
    const rows = await this.transactions.aggregate<{ _id: Types.ObjectId | null; cents: number; count: number }>([
      { $match: { userId, deleted: false } },
      {
        $group: {
          _id: '$accountId',
          cents: { $sum: { $cond: ['$isIncome', '$amountCents', { $multiply: ['$amountCents', -1] }] } },
          count: { $sum: 1 },
        },
      },
    ]);
    const out = new Map<string, { cents: number; count: number }>();
    for (const row of rows) if (row._id) out.set(String(row._id), { cents: row.cents, count: row.count });
    return out;
  }

  /**
   * Whether each account's currency is decided: stated (at creation, by a statement or a moved row) or fixed by
   * transactions (live ones counted in `balances`, deleted ones looked up for the few accounts left in question).
   */
  private async currencyDecided(
    userId: string,
    accounts: readonly BankAccountDocument[],
    balances: ReadonlyMap<string, { count: number }>,
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
    const [accounts, balances] = await Promise.all([this.list(userId), this.balances(userId)]);
    const decided = await this.currencyDecided(userId, accounts, balances);
    return accounts.map((account) => ({
      id: account.id,
      name: account.name,
      accountType: account.accountType,
      accountNumber: this.maskedNumber(account.accountNumber),
      balance: fromMinorUnits(balances.get(account.id)?.cents ?? 0, currencyOrDefault(account.currency)),
      currency: currencyOrDefault(account.currency),
      currencyDecided: decided.has(account.id),
    }));
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
