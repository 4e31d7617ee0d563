import Router from '@koa/router';
import { accountDataFileName, endpoints, type ResponseOf } from '@tracker/contracts';
import { destroySession, inputOf, requireUser, validate, XLSX_MIME } from '@tracker/service-kit';
import { signedInUser } from '../user/signedInUser';
import type { AccountDataService } from './service';

/**
 * GET /api/account/data (every area's data of the user as one xlsx) and DELETE /api/account (confirmed by the
 * account's e-mail: the user's data in every area, the account and every session). Not in the spec: they make
 * the help centre's "deleted within 30 days" true without a support request.
 */
export function accountDataRouter(service: AccountDataService): Router {
  const router = new Router();

  router.get(endpoints.downloadAccountData.path, requireUser, async (ctx) => {
    const user = await signedInUser(ctx, service.users);
    const file = await service.workbook(user, ctx.log);
    ctx.set('Content-Disposition', `attachment; filename="${accountDataFileName()}"`);
    ctx.type = XLSX_MIME;
    ctx.body = file;
  });

  router.delete(endpoints.deleteAccount.path, requireUser, validate(endpoints.deleteAccount), async (ctx) => {
    const { body } = inputOf(ctx, endpoints.deleteAccount);
    const user = await signedInUser(ctx, service.users);
    await service.deleteAccount(user, body.confirmEmail, ctx.log);
    await destroySession(ctx);
    const response: ResponseOf<'deleteAccount'> = { deleted: true };
    ctx.body = response;
  });

  return router;
}
