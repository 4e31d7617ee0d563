import Router from '@koa/router';
import { endpoints, type ResponseOf } from '@tracker/contracts';
import { currentUserId, inputOf, requireUser, validate } from '@tracker/service-kit';
import type { TransactionService } from './service';
import { splitTransaction, unsplitTransaction } from './splits';

const listInput = { query: endpoints.listTransactions.query };
const manualInput = { body: endpoints.addManualTransactions.body };
const typeInput = { params: endpoints.updateTransactionType.params, body: endpoints.updateTransactionType.body };
const tagsInput = { params: endpoints.updateTransactionTags.params, body: endpoints.updateTransactionTags.body };
const accountInput = {
  params: endpoints.updateTransactionAccount.params,
  body: endpoints.updateTransactionAccount.body,
};
const categoryInput = {
  params: endpoints.updateTransactionCategory.params,
  body: endpoints.updateTransactionCategory.body,
};
const splitInput = { params: endpoints.splitTransaction.params, body: endpoints.splitTransaction.body };
const unsplitInput = { params: endpoints.unsplitTransaction.params };
const bulkUpdateInput = { body: endpoints.bulkUpdateTransactions.body };
const bulkDeleteInput = { body: endpoints.bulkDeleteTransactions.body };
const restoreInput = { body: endpoints.restoreTransactions.body };
const acceptInput = { body: endpoints.acceptSuggestions.body };
const sameMerchantInput = { params: endpoints.sameMerchant.params };
const merchantCategoryInput = {
  params: endpoints.setMerchantCategory.params,
  body: endpoints.setMerchantCategory.body,
};

/** The list and manual entry. */
function listAndEntryRoutes(router: Router, transactions: TransactionService): void {
  router.get(endpoints.listTransactions.path, validate(listInput), async (ctx) => {
    const body: ResponseOf<'listTransactions'> = await transactions.list(
      currentUserId(ctx),
      inputOf(ctx, listInput).query,
    );
    ctx.body = body;
  });

  router.post(endpoints.addManualTransactions.path, validate(manualInput), async (ctx) => {
    const body: ResponseOf<'addManualTransactions'> = await transactions.addManual(
      currentUserId(ctx),
      inputOf(ctx, manualInput).body.transactions,
    );
    ctx.status = 201;
    ctx.body = body;
  });
}

/** Many rows at once: bulk category, restore, accepting suggestions, bulk delete and Delete All. */
function bulkRoutes(router: Router, transactions: TransactionService): void {
  router.put(endpoints.bulkUpdateTransactions.path, validate(bulkUpdateInput), async (ctx) => {
    const { transactionIds, category } = inputOf(ctx, bulkUpdateInput).body;
    const body: ResponseOf<'bulkUpdateTransactions'> = await transactions.bulkUpdateCategory(
      currentUserId(ctx),
      transactionIds,
      category,
    );
    ctx.body = body;
  });

  router.put(endpoints.restoreTransactions.path, validate(restoreInput), async (ctx) => {
    const body: ResponseOf<'restoreTransactions'> = await transactions.restore(
      currentUserId(ctx),
      inputOf(ctx, restoreInput).body.transactionIds,
    );
    ctx.body = body;
  });

  router.put(endpoints.acceptSuggestions.path, validate(acceptInput), async (ctx) => {
    const body: ResponseOf<'acceptSuggestions'> = await transactions.acceptSuggestions(
      currentUserId(ctx),
      inputOf(ctx, acceptInput).body.transactionIds,
    );
    ctx.body = body;
  });

  router.delete(endpoints.bulkDeleteTransactions.path, validate(bulkDeleteInput), async (ctx) => {
    const body: ResponseOf<'bulkDeleteTransactions'> = await transactions.bulkDelete(
      currentUserId(ctx),
      inputOf(ctx, bulkDeleteInput).body.transactionIds,
    );
    ctx.body = body;
  });

  router.delete(endpoints.deleteAllTransactions.path, async (ctx) => {
    const body: ResponseOf<'deleteAllTransactions'> = await transactions.deleteAll(currentUserId(ctx));
    ctx.body = body;
  });
}

/** One row's inline edits, its merchant's other rows, and splits. */
function rowRoutes(router: Router, transactions: TransactionService): void {
  router.get(endpoints.sameMerchant.path, validate(sameMerchantInput), async (ctx) => {
    const body: ResponseOf<'sameMerchant'> = await transactions.sameMerchant(
      currentUserId(ctx),
      inputOf(ctx, sameMerchantInput).params.id,
    );
    ctx.body = body;
  });

  router.put(endpoints.setMerchantCategory.path, validate(merchantCategoryInput), async (ctx) => {
    const { params, body: input } = inputOf(ctx, merchantCategoryInput);
    const body: ResponseOf<'setMerchantCategory'> = await transactions.setMerchantCategory(
      currentUserId(ctx),
      params.id,
      input.category,
    );
    ctx.body = body;
  });

  router.put(endpoints.updateTransactionType.path, validate(typeInput), async (ctx) => {
    const { params, body } = inputOf(ctx, typeInput);
    ctx.body = await transactions.updateType(currentUserId(ctx), params.id, body.transactionType);
  });

  router.put(endpoints.updateTransactionTags.path, validate(tagsInput), async (ctx) => {
    const { params, body } = inputOf(ctx, tagsInput);
    ctx.body = await transactions.updateTags(currentUserId(ctx), params.id, body.tags);
  });

  router.put(endpoints.updateTransactionAccount.path, validate(accountInput), async (ctx) => {
    const { params, body } = inputOf(ctx, accountInput);
    ctx.body = await transactions.updateAccount(currentUserId(ctx), params.id, body.accountName);
  });

  router.put(endpoints.updateTransactionCategory.path, validate(categoryInput), async (ctx) => {
    const { params, body } = inputOf(ctx, categoryInput);
    ctx.body = await transactions.updateCategory(currentUserId(ctx), params.id, body.category);
  });

  router.post(endpoints.splitTransaction.path, validate(splitInput), async (ctx) => {
    const { params, body } = inputOf(ctx, splitInput);
    const answer: ResponseOf<'splitTransaction'> = await splitTransaction(
      transactions,
      currentUserId(ctx),
      params.id,
      body,
    );
    ctx.body = answer;
  });

  router.delete(endpoints.unsplitTransaction.path, validate(unsplitInput), async (ctx) => {
    const { params } = inputOf(ctx, unsplitInput);
    const answer: ResponseOf<'unsplitTransaction'> = await unsplitTransaction(
      transactions,
      currentUserId(ctx),
      params.id,
    );
    ctx.body = answer;
  });
}

/**
 * The transactions of product.md › API calls: list, manual entry, inline edits, bulk update / delete, restore, Delete
 * All, splits.
 */
export function transactionsRouter(transactions: TransactionService): Router {
  const router = new Router();
  router.use(requireUser);
  listAndEntryRoutes(router, transactions);
  bulkRoutes(router, transactions);
  rowRoutes(router, transactions);
  return router;
}
