import Router from '@koa/router';
import { endpoints, type Asset, type SuccessResponse } from '@tracker/contracts';
import { currentUserId, inputOf, requireUser, validate } from '@tracker/service-kit';
import type { AssetService } from './service';

const createInput = { body: endpoints.createAsset.body };
const updateInput = { params: endpoints.updateAsset.params, body: endpoints.updateAsset.body };
const deleteInput = { params: endpoints.deleteAsset.params };

/** GET, POST /api/assets; PUT, DELETE /api/assets/:id */
export function assetsRouter(assets: AssetService): Router {
  const router = new Router();
  router.get(endpoints.listAssets.path, requireUser, async (ctx) => {
    const body: Asset[] = (await assets.list(currentUserId(ctx))).map((asset) => assets.present(asset));
    ctx.body = body;
  });
  router.post(endpoints.createAsset.path, requireUser, validate(createInput), async (ctx) => {
    ctx.status = 201;
    ctx.body = await assets.create(currentUserId(ctx), inputOf(ctx, createInput).body);
  });
  router.put(endpoints.updateAsset.path, requireUser, validate(updateInput), async (ctx) => {
    const { params, body } = inputOf(ctx, updateInput);
    ctx.body = await assets.update(currentUserId(ctx), params.id, body);
  });
  router.delete(endpoints.deleteAsset.path, requireUser, validate(deleteInput), async (ctx) => {
    await assets.remove(currentUserId(ctx), inputOf(ctx, deleteInput).params.id);
    const body: SuccessResponse = { success: true };
    ctx.body = body;
  });
  return router;
}
