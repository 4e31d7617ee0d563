import Router from '@koa/router';
import { endpoints, type ResponseOf } from '@tracker/contracts';
import { currentUserId, inputOf, requireUser, validate } from '@tracker/service-kit';
import type { RuleService } from './service';

const createInput = { body: endpoints.createRule.body };
const previewInput = { body: endpoints.previewRule.body };
const reorderInput = { body: endpoints.reorderRules.body };
const updateInput = { params: endpoints.updateRule.params, body: endpoints.updateRule.body };
const applyInput = { params: endpoints.applyRule.params };
const deleteInput = { params: endpoints.deleteRule.params };

/** The user's rules (product.md › Rules): list, add, preview, reorder, change, run on stored rows, delete. */
export function rulesRouter(rules: RuleService): Router {
  const router = new Router();
  router.use(requireUser);

  router.get(endpoints.listRules.path, async (ctx) => {
    const body: ResponseOf<'listRules'> = { rules: await rules.list(currentUserId(ctx)) };
    ctx.body = body;
  });

  router.post(endpoints.createRule.path, validate(createInput), async (ctx) => {
    const body: ResponseOf<'createRule'> = await rules.create(currentUserId(ctx), inputOf(ctx, createInput).body);
    ctx.status = 201;
    ctx.body = body;
  });

  router.post(endpoints.previewRule.path, validate(previewInput), async (ctx) => {
    const body: ResponseOf<'previewRule'> = await rules.preview(currentUserId(ctx), inputOf(ctx, previewInput).body);
    ctx.body = body;
  });

  router.put(endpoints.reorderRules.path, validate(reorderInput), async (ctx) => {
    const { ruleIds } = inputOf(ctx, reorderInput).body;
    const body: ResponseOf<'reorderRules'> = { rules: await rules.reorder(currentUserId(ctx), ruleIds) };
    ctx.body = body;
  });

  router.put(endpoints.updateRule.path, validate(updateInput), async (ctx) => {
    const { params, body: input } = inputOf(ctx, updateInput);
    const body: ResponseOf<'updateRule'> = await rules.update(currentUserId(ctx), params.id, input);
    ctx.body = body;
  });

  router.post(endpoints.applyRule.path, validate(applyInput), async (ctx) => {
    const { params } = inputOf(ctx, applyInput);
    const body: ResponseOf<'applyRule'> = { changedCount: await rules.applyStored(currentUserId(ctx), params.id) };
    ctx.body = body;
  });

  router.delete(endpoints.deleteRule.path, validate(deleteInput), async (ctx) => {
    const body: ResponseOf<'deleteRule'> = await rules.remove(currentUserId(ctx), inputOf(ctx, deleteInput).params.id);
    ctx.body = body;
  });

  return router;
}
