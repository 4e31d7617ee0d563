import {
  ACCOUNT_DATA_KEPT_CODE,
  ACCOUNT_DATA_UNAVAILABLE_CODE,
  ACCOUNT_DELETION_MESSAGES,
  USER_DATA_AREA_LABELS,
  type UserDataArea,
} from '@tracker/contracts';
import { UserSessions, badRequest, serviceUnavailable, type Logger } from '@tracker/service-kit';
import type { Connection, Model } from 'mongoose';
import { toProfile } from '../profile/service';
import { userModel, type UserDocument, type UserFields } from '../user/model';
import type { AccountDataSettings } from './areas';
import { deleteFromEveryArea, exportFromEveryArea } from './client';
import { accountDataWorkbook } from './workbook';

/** 'budgets', 'budgets and assets', 'budgets, assets and votes and feedback'. */
export function listOfAreas(areas: readonly UserDataArea[]): string {
  const labels = areas.map((area) => USER_DATA_AREA_LABELS[area]);
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}

export class AccountDataService {
  readonly users: Model<UserFields>;
  private readonly connection: Connection;
  private readonly settings: AccountDataSettings;

  constructor(connection: Connection, settings: AccountDataSettings) {
    this.connection = connection;
    this.users = userModel(connection);
    this.settings = settings;
  }

  /** The workbook of every area's data; 503 (nothing sent) when any area cannot answer. */
  async workbook(user: UserDocument, log: Logger): Promise<Buffer> {
    const result = await exportFromEveryArea(user._id.toString(), this.settings, log);
    if (!result.ok) {
      throw serviceUnavailable(
        `Your data could not be gathered: your ${listOfAreas(result.failed)} could not be read right now. Please try again later.`,
        { code: ACCOUNT_DATA_UNAVAILABLE_CODE },
      );
    }
    return accountDataWorkbook(toProfile(user), result.answers);
  }

  /**
   * Deletes the user's data in every area, then the account and every session of it. When an area does not
   * confirm its deletion, the account and its sessions stay (the user can sign in and try again; every area's
   * deletion is idempotent) and the answer is 503 naming what may still be stored.
   */
  async deleteAccount(user: UserDocument, confirmEmail: string, log: Logger): Promise<void> {
    if (confirmEmail.trim().toLowerCase() !== user.email.toLowerCase())
      throw badRequest(ACCOUNT_DELETION_MESSAGES.confirmMismatch);
    const userId = user._id.toString();
    const result = await deleteFromEveryArea(userId, this.settings, log);
    if (!result.ok) {
      log.warn({ failed: result.failed }, 'account deletion: areas kept data; account kept');
      throw serviceUnavailable(
        `Your account was not deleted: your ${listOfAreas(result.failed)} could not be removed right now (the rest of your data was). Your account is still open; please try again later to finish.`,
        { code: ACCOUNT_DATA_KEPT_CODE },
      );
    }
    await this.users.deleteOne({ _id: user._id });
    // Every session of the user, on every device (sessions are shared by all services).
    await new UserSessions(this.connection).endAll(userId);
    log.info({ deleted: result.answers }, 'account deleted');
  }
}
