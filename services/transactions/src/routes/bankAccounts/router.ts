import Router from '@koa/router';
import { endpoints, type ResponseOf } from '@tracker/contracts';
import { currentUserId, inputOf, requireUser, validate } from '@tracker/service-kit';
import type { BankAccountService } from './service';

const createInput = { body: endpoints.createBankAccount.body };

/** GET /api/bank-accounts, POST /api/bank-accounts */
export function bankAccountsRouter(accounts: BankAccountService): Router {
  const router = new Router({ prefix: endpoints.listBankAccounts.path });
  router.get('/', requireUser, async (ctx) => {
    ctx.body = await accounts.listForApi(currentUserId(ctx));
  });
  router.post('/', requireUser, validate(createInput), async (ctx) => {
    const body: ResponseOf<'createBankAccount'> = await accounts.create(
      currentUserId(ctx),
      inputOf(ctx, createInput).body,
    );
    ctx.status = 201;
    ctx.body = body;
  });
  return router;
}
