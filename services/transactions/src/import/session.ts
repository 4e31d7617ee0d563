/**
 * What the stages of one statement import share: the session (who imports into which account, in which currency,
 * and the report that tallies each row's outcome), the batch of rows they pass along, and the shape of a stage.
 * See README.md for how a stage is written and added.
 */
import { USER_CATEGORY_GROUPS, type CurrencyCode, type UserCategoryGroup } from '@tracker/contracts';
import type { Logger } from '@tracker/service-kit';
import type { ParsedRow } from '@tracker/statements';
import type { Connection, Types } from 'mongoose';
import type { CategoriserClient } from '../categoriser/client';
import type { RefundService } from '../routes/transfers/refunds';
import type { TransferService } from '../routes/transfers/service';
import type { BankAccountDocument, BankAccountService } from '../routes/bankAccounts/service';
import type { StoredTransaction } from '../routes/transactions/model';
import type { TransactionService } from '../routes/transactions/service';
import type { UserCategoryService } from '../routes/userCategories/service';
import type { ImportReport } from './report';
import type { StatementBalance } from './statementBalance';

/** The services an import reads and writes through (one set per running service). */
export interface ImportServices {
  connection: Connection;
  transactions: TransactionService;
  categories: UserCategoryService;
  categoriser: CategoriserClient;
  accounts: BankAccountService;
  /** The transfers stage's pairing and refunds (absent: the stage does nothing). */
  transfers?: TransferService;
  refunds?: RefundService;
  logger?: Logger;
}

/** The user's categories by name -> group, grown by the categories a file brings (read once per import). */
export class CategoryGroups {
  private readonly groups = new Map<string, UserCategoryGroup>();

  constructor(byGroup: Readonly<Record<UserCategoryGroup, readonly string[]>>) {
    for (const group of USER_CATEGORY_GROUPS) for (const name of byGroup[group]) this.add(name, group);
  }

  /** A name keeps the first group it was given (a user's category is in one group). */
  add(name: string, group: UserCategoryGroup): void {
    if (!this.groups.has(name)) this.groups.set(name, group);
  }

  groupOf(name: string): UserCategoryGroup | undefined {
    return this.groups.get(name);
  }
}

/** One import: made before the first batch, read by every stage, never replaced. */
export interface ImportSession {
  readonly userId: string;
  readonly account: BankAccountDocument;
  /** Amounts are read and stored in the minor units of this currency (the account's, decided before the run). */
  readonly currency: CurrencyCode;
  readonly places: number;
  /** The 'Auto Categorise' switch: off leaves every row uncategorised in Pending. */
  readonly autoCategorise: boolean;
  /** Where the statement was paid, when its currency says it (the categoriser's `country` hint). */
  readonly country?: string;
  readonly categories: CategoryGroups;
  readonly report: ImportReport;
  /** The id stored on each imported row (the report's id). */
  readonly importId: Types.ObjectId;
  /** What the file says of the account's balance, gathered as rows are read (optional: stage tests need none). */
  readonly balance?: StatementBalance;
}

/** A row read from the file, with the key that tells whether it was imported before. */
export interface ImportRow extends ParsedRow {
  dedupeKey: string;
}

/** A row on its way: as read from the file, and the transaction it becomes (each stage fills in its part). */
export interface ImportItem {
  readonly row: ImportRow;
  readonly doc: StoredTransaction;
  /** A rule marked the row a transfer: the other side's account (hex), or null for any (see TransferMarks). */
  transferMark?: string | null;
}

/** Rows going through the stages together; a stage that settles a row (a duplicate) takes it out of `items`. */
export interface ImportBatch {
  items: ImportItem[];
}

/** A stage's work in one import, made by its `open`. */
export interface BatchStep {
  /** One batch: decides what the stage decides for each row (batches may run at once, in any order). */
  process(batch: ImportBatch): Promise<void>;
  /** After the last batch was processed by every stage (work that needs the whole import). */
  finish?(): Promise<void>;
}

/** One named stage of the import (dedupe, categorise, write…), opened once per import. */
export interface ImportStage {
  readonly name: string;
  /** Reads what the stage needs for this import (once, before the first batch) and answers its step. */
  open(session: ImportSession, services: ImportServices): Promise<BatchStep>;
}
