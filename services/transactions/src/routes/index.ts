import { ExchangeRates } from '@tracker/exchange-rates';
import { createFieldCipher, type Logger, type RouterLike } from '@tracker/service-kit';
import type { Connection } from 'mongoose';
import { BudgetClient } from '../budget/client';
import { CategoriserClient } from '../categoriser/client';
import { HomeCurrencyClient } from '../fx/homeCurrency';
import { ConvertedSummer } from '../fx/convertedSums';
import { Figures } from '../figures/figures';
import { StatementImport } from '../import/statementImport';
import { AUTH_TIMEOUT_MS, type Config } from '../config';
import { analyticsRouter } from './analytics/router';
import { AnalyticsService } from './analytics/service';
import { internalNetWorthAccountsRouter } from './bankAccounts/internalRouter';
import { bankAccountsRouter } from './bankAccounts/router';
import { BankAccountService } from './bankAccounts/service';
import { exportRouter } from './export/router';
import { internalRouter, userDataRouter } from './internal/router';
import { recurringRouter } from './recurring/router';
import { RecurringService } from './recurring/service';
import { compiledRulesOf } from './rules/model';
import { rulesRouter } from './rules/router';
import { RuleService } from './rules/service';
import { summaryRouter } from './summary/router';
import { SummaryService } from './summary/service';
import { tagsRouter } from './tags/router';
import { transactionsRouter } from './transactions/router';
import { transfersRouter } from './transfers/router';
import { RefundService } from './transfers/refunds';
import { TransferService } from './transfers/service';
import { TransactionService } from './transactions/service';
import { uploadRouters } from './uploads/router';
import { internalUserCategoriesRouter } from './userCategories/internalRouter';
import { userCategoriesRouter } from './userCategories/router';
import { UserCategoryService } from './userCategories/service';

export interface RouteDeps {
  connection: Connection;
  config: Config;
  logger?: Logger;
}

/**
 * The transactions service's routers, one folder per resource under src/routes/: internal (account stats),
 * uploads (statement import and its report), transactions, export, tags, bank accounts, user categories, analytics.
 */
export function createRoutes({ connection, config, logger }: RouteDeps): RouterLike[] {
  const internal = { token: config.INTERNAL_TOKEN };
  const categoriser = new CategoriserClient({
    ...internal,
    baseUrl: config.CATEGORISER_URL,
    timeoutMs: config.CATEGORISER_TIMEOUT_MS,
    cooldownMs: config.CATEGORISER_COOLDOWN_MS,
    logger,
  });
  const budgets = new BudgetClient({
    ...internal,
    baseUrl: config.BUDGET_SERVICE_URL,
    timeoutMs: config.BUDGET_TIMEOUT_MS,
    logger,
  });
  const accounts = new BankAccountService(connection, createFieldCipher(config.FIELD_ENCRYPTION_KEY));
  const categories = new UserCategoryService(connection);
  const fx = ExchangeRates.fromConfig(connection, config);
  const transfers = new TransferService({ connection, accounts, fx, logger });
  const transactions = new TransactionService({
    connection,
    accounts,
    categories,
    categoriser,
    rules: (userId) => compiledRulesOf(connection, userId),
    transfers,
    logger,
  });
  const summer = new ConvertedSummer(transactions.model, accounts, fx);
  const figures = new Figures(summer);
  const analytics = new AnalyticsService(transactions, categoriser, budgets, summer, figures);
  return [
    internalRouter({ connection, internalToken: config.INTERNAL_TOKEN }),
    userDataRouter({
      connection,
      internalToken: config.INTERNAL_TOKEN,
      accounts,
    }),
    ...uploadRouters(
      new StatementImport({
        connection,
        transactions,
        categories,
        categoriser,
        accounts,
        ...(config.IMPORT_TRANSFERS === 'on' && {
          transfers,
          refunds: new RefundService(connection, categories),
        }),
        logger,
        homeCurrency: new HomeCurrencyClient({
          ...internal,
          baseUrl: config.AUTH_SERVICE_URL,
          timeoutMs: AUTH_TIMEOUT_MS,
          logger,
        }),
      }),
    ),
    transfersRouter(transfers, transactions),
    transactionsRouter(transactions),
    rulesRouter(new RuleService({ connection, transactions, accounts, categories })),
    recurringRouter(new RecurringService(connection, transactions, accounts)),
    exportRouter(transactions, accounts),
    tagsRouter(transactions),
    bankAccountsRouter(accounts),
    internalNetWorthAccountsRouter(accounts, config.INTERNAL_TOKEN),
    userCategoriesRouter(categories),
    internalUserCategoriesRouter(categories, config.INTERNAL_TOKEN),
    analyticsRouter(analytics),
    summaryRouter(new SummaryService(figures)),
  ];
}
