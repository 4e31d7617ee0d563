import Router from '@koa/router';
import { SESSION_MESSAGES, endpoints, type ResponseOf } from '@tracker/contracts';
import {
  UserSessions,
  badRequest,
  currentSessionId,
  currentUserId,
  inputOf,
  notFound,
  publicSessionId,
  requireUser,
  validate,
} from '@tracker/service-kit';
import type { Connection } from 'mongoose';
import { deviceName } from './device';

/**
 * GET /api/account/sessions: the user's sessions on every device; DELETE /api/account/sessions/:id signs one of
 * the others out; DELETE /api/account/sessions signs out every other one. Ending a session deletes it from the
 * shared store, so its cookie stops working on every service at its next request.
 */
export function sessionsRouter({ connection }: { connection: Connection }): Router {
  const sessions = new UserSessions(connection);
  const router = new Router();

  router.get(endpoints.listSessions.path, requireUser, async (ctx) => {
    const list = await sessions.list(currentUserId(ctx), currentSessionId(ctx));
    const response: ResponseOf<'listSessions'> = {
      sessions: list.map((session) => ({
        id: session.id,
        device: deviceName(session.userAgent),
        address: session.address,
        lastSeenAt: session.lastSeenAt?.toISOString() ?? null,
        signedInAt: session.createdAt?.toISOString() ?? null,
        current: session.current,
      })),
    };
    ctx.body = response;
  });

  router.delete(endpoints.endSession.path, requireUser, validate(endpoints.endSession), async (ctx) => {
    const { params } = inputOf(ctx, endpoints.endSession);
    const current = currentSessionId(ctx);
    if (current !== undefined && publicSessionId(current) === params.id) throw badRequest(SESSION_MESSAGES.current);
    if (!(await sessions.end(currentUserId(ctx), params.id))) throw notFound(SESSION_MESSAGES.notFound);
    const response: ResponseOf<'endSession'> = { ended: 1 };
    ctx.body = response;
  });

  router.delete(endpoints.endOtherSessions.path, requireUser, async (ctx) => {
    const response: ResponseOf<'endOtherSessions'> = {
      ended: await sessions.endAll(currentUserId(ctx), currentSessionId(ctx)),
    };
    ctx.body = response;
  });

  return router;
}
