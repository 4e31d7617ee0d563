import Router from '@koa/router';
import { endpoints } from '@tracker/contracts';
import { currentUserId, requireUser } from '@tracker/service-kit';
import type { BankAccountService } from './service';

/** GET /api/bank-accounts */
export function bankAccountsRouter(accounts: BankAccountService): Router {
  const router = new Router({ prefix: endpoints.listBankAccounts.path });
  router.get('/', requireUser, async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = await accounts.listForApi(currentUserId(ctx));
  });
  return router;
}
