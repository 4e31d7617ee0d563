import Router from '@koa/router';
import { endpoints, type ResponseOf } from '@tracker/contracts';
import { currentUserId, inputOf, requireUser, validate } from '@tracker/service-kit';
import type { RecurringService } from './service';

const statusInput = { params: endpoints.setRecurringStatus.params, body: endpoints.setRecurringStatus.body };

/** Recurring charges (product.md › Recurring charges): the series found, and the user's confirm / dismiss. */
export function recurringRouter(recurring: RecurringService): Router {
  const router = new Router();
  router.use(requireUser);

  router.get(endpoints.listRecurring.path, async (ctx) => {
    const body: ResponseOf<'listRecurring'> = await recurring.list(currentUserId(ctx));
    ctx.body = body;
  });

  router.put(endpoints.setRecurringStatus.path, validate(statusInput), async (ctx) => {
    const { params, body: input } = inputOf(ctx, statusInput);
    const body: ResponseOf<'setRecurringStatus'> = await recurring.setStatus(
      currentUserId(ctx),
      params.id,
      input.status,
    );
    ctx.body = body;
  });

  return router;
}
