import { currentUserId, destroySession, unauthorized } from '@tracker/service-kit';
import type { Context } from 'koa';
import { isValidObjectId, type Model } from 'mongoose';
import type { UserDocument, UserFields } from './model';

/**
 * The user of this request's session (after requireUser). A session whose user no longer exists is destroyed
 * and answered 401, like a signed-out visitor.
 */
export async function signedInUser(ctx: Context, users: Model<UserFields>): Promise<UserDocument> {
  const userId = currentUserId(ctx);
  const user = isValidObjectId(userId) ? await users.findById(userId) : null;
  if (!user) {
    await destroySession(ctx);
    throw unauthorized('Unauthorized');
  }
  return user;
}
