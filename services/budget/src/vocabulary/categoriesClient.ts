import {
  internalUserCategoriesPath,
  userCategoriesResponseSchema,
  userCategoryNames,
  type EnsureUserCategoriesRequest,
} from '@tracker/contracts';
import { callInternal, InternalCallError, serviceUnavailable, type InternalCallOptions } from '@tracker/service-kit';

export const CATEGORIES_UNAVAILABLE =
  'Your categories could not be read just now, so nothing was saved. Please try again in a moment.';

/**
 * The user's categories, which live in the transactions service (GET and POST /internal/user-categories/:userId).
 * A budget line is one of them, so a write that cannot read them is refused (503) rather than saved in another
 * vocabulary.
 */
export class UserCategoriesClient {
  constructor(private readonly options: InternalCallOptions) {}

  /** Every category name of the user, in group order. */
  async names(userId: string): Promise<string[]> {
    return userCategoryNames(await this.call('GET', userId, undefined));
  }

  /** Adds the categories a budget names that the user does not have yet; answers every name afterwards. */
  async ensure(userId: string, categories: EnsureUserCategoriesRequest['categories']): Promise<string[]> {
    if (categories.length === 0) return this.names(userId);
    return userCategoryNames(await this.call('POST', userId, { categories }));
  }

  private async call(method: 'GET' | 'POST', userId: string, body: EnsureUserCategoriesRequest | undefined) {
    try {
      return await callInternal(
        this.options,
        method,
        internalUserCategoriesPath(userId),
        body,
        userCategoriesResponseSchema,
      );
    } catch (err) {
      if (err instanceof InternalCallError) throw serviceUnavailable(CATEGORIES_UNAVAILABLE);
      throw err;
    }
  }
}
