import Router from '@koa/router';
import { endpoints, type ResponseOf } from '@tracker/contracts';
import { currentUserId, inputOf, requireUser, validate } from '@tracker/service-kit';
import type { BankAccountService } from './service';

const createInput = { body: endpoints.createBankAccount.body };
const updateInput = { params: endpoints.updateBankAccount.params, body: endpoints.updateBankAccount.body };
const deleteInput = { params: endpoints.deleteBankAccount.params };

/** GET and POST /api/bank-accounts, PUT and DELETE /api/bank-accounts/:id (another user's account: 404). */
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
  router.put('/:id', requireUser, validate(updateInput), async (ctx) => {
    const { params, body } = inputOf(ctx, updateInput);
    const answer: ResponseOf<'updateBankAccount'> = await accounts.update(currentUserId(ctx), params.id, body);
    ctx.body = answer;
  });
  router.delete('/:id', requireUser, validate(deleteInput), async (ctx) => {
    const { params } = inputOf(ctx, deleteInput);
    const answer: ResponseOf<'deleteBankAccount'> = await accounts.remove(currentUserId(ctx), params.id);
    ctx.body = answer;
  });
  return router;
}
