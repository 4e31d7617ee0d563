import Router from '@koa/router';
import { endpoints, type ResponseOf } from '@tracker/contracts';
import { currentUserId, inputOf, requireUser, validate } from '@tracker/service-kit';
import type { FeedbackService } from './service';

/** GET /api/feedback (the user's history, newest first) and POST /api/feedback (type, message, category). */
export function feedbackRouter(feedback: FeedbackService): Router {
  const router = new Router();

  router.get(endpoints.listFeedback.path, requireUser, async (ctx) => {
    const response: ResponseOf<'listFeedback'> = await feedback.list(currentUserId(ctx));
    ctx.body = response;
  });

  router.post(endpoints.createFeedback.path, requireUser, validate(endpoints.createFeedback), async (ctx) => {
    const { body } = inputOf(ctx, endpoints.createFeedback);
    const response: ResponseOf<'createFeedback'> = await feedback.create(currentUserId(ctx), body);
    ctx.status = 201;
    ctx.body = response;
  });

  return router;
}
