/**
 * A user's sessions, wherever they were started: the session collection is shared by every service, so ending a
 * session here makes its cookie worthless on every service at once (each request reads its session from the
 * store). Sessions are named to the browser by a digest of their id, never by the id itself: the id is the cookie.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import type { Connection, Model } from 'mongoose';
import { sessionModel, type SessionDocument } from './session';

/** The name of a session shown to its user: 22 base64url characters of the SHA-256 of its id. */
export function publicSessionId(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('base64url').slice(0, 22);
}

/** The id of this request's session (undefined for a visitor without one). */
export function currentSessionId(ctx: Context): string | undefined {
  return ctx.session?.externalKey;
}

export interface UserSession {
  /** publicSessionId of the session. */
  id: string;
  /** The session of the request that asked. */
  current: boolean;
  userAgent: string | null;
  address: string | null;
  lastSeenAt: Date | null;
  createdAt: Date | null;
}

export class UserSessions {
  private readonly model: Model<SessionDocument>;

  constructor(connection: Connection) {
    this.model = sessionModel(connection);
  }

  private live(userId: string) {
    return { 'data.userId': userId, expiresAt: { $gt: new Date() } };
  }

  /** The user's live sessions, this one first, then the most recently used. */
  async list(userId: string, currentId?: string): Promise<UserSession[]> {
    const docs = await this.model.find(this.live(userId)).lean();
    const sessions = docs.map((doc) => ({
      id: publicSessionId(doc._id),
      current: doc._id === currentId,
      userAgent: doc.userAgent ?? null,
      address: doc.address ?? null,
      lastSeenAt: doc.lastSeenAt ?? null,
      createdAt: doc.createdAt ?? null,
    }));
    const seen = (session: UserSession) => session.lastSeenAt?.getTime() ?? 0;
    return sessions.sort((a, b) => Number(b.current) - Number(a.current) || seen(b) - seen(a));
  }

  /** Ends the user's session named `publicId`; false when the user has no such session. */
  async end(userId: string, publicId: string): Promise<boolean> {
    const docs = await this.model.find(this.live(userId)).select({ _id: 1 }).lean();
    const match = docs.find((doc) => publicSessionId(doc._id) === publicId);
    if (!match) return false;
    const { deletedCount } = await this.model.deleteOne({ _id: match._id, 'data.userId': userId });
    return deletedCount === 1;
  }

  /** Ends every session of the user but `exceptId` (when given); answers how many were ended. */
  async endAll(userId: string, exceptId?: string): Promise<number> {
    const filter =
      exceptId === undefined ? { 'data.userId': userId } : { 'data.userId': userId, _id: { $ne: exceptId } };
    const { deletedCount } = await this.model.deleteMany(filter);
    return deletedCount;
  }
}
