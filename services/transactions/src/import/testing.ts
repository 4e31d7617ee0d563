/**
 * Test support for the import's stages: the real services on a real database (the docstore), a fake categoriser
 * (our categoriser service stands apart), statements written to temporary files, and sessions to run stages in.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { currencyOrDefault, minorUnits, type CurrencyCode } from '@tracker/contracts';
import { createFieldCipher } from '@tracker/service-kit';
import { startTestDatabase, useStarted } from '@tracker/service-kit/testing';
import type { Layout, Statement } from '@tracker/statements';
import { Types } from 'mongoose';
import { CategoriserClient } from '../categoriser/client';
import { BankAccountService } from '../routes/bankAccounts/service';
import { TransactionService } from '../routes/transactions/service';
import { UserCategoryService } from '../routes/userCategories/service';
import { startFakeCategoriser, type FakeCategoriser, type FakeCategoriserBehaviour } from '../testing/fakeCategoriser';
import { readStatement } from './read';
import { ImportReport } from './report';
import { CategoryGroups, type ImportServices, type ImportSession } from './session';

export interface ImportTestBed {
  services: ImportServices;
  categoriser: FakeCategoriser;
  /** Writes `content` as a file named `name` and reads it as the import does. */
  statement(content: string | Buffer, name?: string): Promise<Statement>;
  /** A session of a new user importing `statement` into a new account. */
  session(statement: Statement, options?: SessionOptions): Promise<ImportSession>;
}

export interface SessionOptions {
  userId?: string;
  /** The user's account of that name (made when new); default 'Checking'. */
  accountName?: string;
  autoCategorise?: boolean;
  currency?: CurrencyCode;
  layout?: Layout;
}

/** Starts the bed before the calling file's tests and stops it after them; read it inside tests. */
export function useImportTestBed(behaviour: FakeCategoriserBehaviour = {}): ImportTestBed {
  return useStarted(
    async () => {
      const db = await startTestDatabase();
      const connection = await db.connection();
      const categoriser = await startFakeCategoriser(behaviour);
      const dir = await mkdtemp(join(tmpdir(), 'import-stage-'));
      const client = new CategoriserClient({
        token: 'test-internal-token',
        baseUrl: categoriser.url,
        timeoutMs: 5_000,
        cooldownMs: 60_000,
      });
      const accounts = new BankAccountService(connection, createFieldCipher(undefined));
      const categories = new UserCategoryService(connection);
      const transactions = new TransactionService({ connection, accounts, categories, categoriser: client });
      const services: ImportServices = { connection, transactions, categories, categoriser: client, accounts };
      let files = 0;
      const bed: ImportTestBed & { stop(): Promise<void> } = {
        services,
        categoriser,
        async statement(content, name = 'statement.csv') {
          const path = join(dir, `${files++}-${name}`);
          await writeFile(path, content);
          return readStatement({ name, path, small: false });
        },
        async session(statement, options = {}) {
          const userId = options.userId ?? new Types.ObjectId().toHexString();
          const account = await accounts.findOrCreateByName(userId, options.accountName ?? 'Checking');
          if (options.currency) await accounts.acceptStatementCurrency(account, options.currency);
          const layout = options.layout ?? statement.layout;
          await transactions.model.init();
          const report = await ImportReport.start(connection, {
            userId,
            fileName: 'statement.csv',
            accountId: account._id,
            statement,
            layout,
          });
          const currency = currencyOrDefault(account.currency);
          return {
            userId,
            account,
            currency,
            places: minorUnits(currency),
            autoCategorise: options.autoCategorise ?? true,
            categories: new CategoryGroups(await categories.groups(userId)),
            report,
            importId: report.id,
          };
        },
        async stop() {
          await categoriser.close();
          await rm(dir, { recursive: true, force: true });
          await db.stop();
        },
      };
      return bed;
    },
    (bed) => bed.stop(),
  );
}
