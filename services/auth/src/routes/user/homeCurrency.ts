import Router from '@koa/router';
import {
  endpoints,
  INTERNAL_HOME_CURRENCY_PATH,
  internalStatsParamsSchema,
  currencyOrDefault,
  suggestHomeCurrencyRequestSchema,
  type HomeCurrencyResponse,
  type ResponseOf,
} from '@tracker/contracts';
import { inputOf, internalOnly, notFound, requireUser, validate } from '@tracker/service-kit';
import type { Connection } from 'mongoose';
import { userModel } from './model';
import { signedInUser } from './signedInUser';

export interface HomeCurrencyRouterDeps {
  connection: Connection;
  internalToken: string | undefined;
}

const suggestInput = {
  params: internalStatsParamsSchema,
  body: suggestHomeCurrencyRequestSchema,
};

/**
 * PUT /api/account/currency: the signed-in user chooses their home currency. POST /internal/home-currency/:userId
 * (service-to-service): the currency of a first statement, kept only when the user has not chosen one.
 */
export function homeCurrencyRouter({ connection, internalToken }: HomeCurrencyRouterDeps): Router {
  const users = userModel(connection);
  const router = new Router();

  router.put(endpoints.updateHomeCurrency.path, requireUser, validate(endpoints.updateHomeCurrency), async (ctx) => {
    const { homeCurrency } = inputOf(ctx, endpoints.updateHomeCurrency).body;
    const user = await signedInUser(ctx, users);
    await users.updateOne({ _id: user._id }, { $set: { homeCurrency } });
    const response: ResponseOf<'updateHomeCurrency'> = { homeCurrency };
    ctx.body = response;
  });

  router.use(INTERNAL_HOME_CURRENCY_PATH, internalOnly(internalToken));
  router.post(INTERNAL_HOME_CURRENCY_PATH, validate(suggestInput), async (ctx) => {
    const { params, body } = inputOf(ctx, suggestInput);
    // Only a user who has not chosen: a choice made in Account Settings is never overridden by an upload.
    await users.updateOne(
      { _id: params.userId, homeCurrency: { $exists: false } },
      { $set: { homeCurrency: body.homeCurrency } },
    );
    const user = await users.findById(params.userId, { homeCurrency: 1 }).lean();
    if (!user) throw notFound('User not found');
    const response: HomeCurrencyResponse = { homeCurrency: currencyOrDefault(user.homeCurrency) };
    ctx.body = response;
  });

  return router;
}
