import { createHmac, randomBytes } from 'node:crypto';
import type Koa from 'koa';
import type { Context, Next } from 'koa';
import createSession, { type CreateSessionOptions } from 'koa-session';
import { Schema, type Connection, type Model } from 'mongoose';
import { clientAddress } from './clientAddress';
import { unauthorized } from './errors';
import { modelPerConnection } from './mongo/modelCache';
import './context';

/** The one session cookie every service reads. */
export const SESSION_COOKIE = 'tracker.sid';
/** Sessions last 7 days, renewed on every request (rolling). */
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** The shared collection (one document per session id). */
export const SESSION_COLLECTION = 'sessions';
const SESSION_MODEL = 'TrackerSession';
/** Session ids are 32 random bytes, base64url. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

export interface SessionDocument {
  _id: string;
  data: Record<string, unknown>;
  expiresAt: Date;
  /**
   * Where and when the session was last used (written at every save, so a session stored before these fields
   * existed gains them at its next request): shown in the user's list of sessions.
   */
  userAgent?: string;
  address?: string;
  lastSeenAt?: Date;
  createdAt?: Date;
}

/** The longest user agent kept (a browser's is about 150 characters; the rest would only fill the store). */
const USER_AGENT_MAX_LENGTH = 512;

const sessionSchema = new Schema<SessionDocument>(
  {
    _id: { type: String, required: true },
    data: { type: Schema.Types.Mixed, default: {} },
    expiresAt: { type: Date, required: true },
    userAgent: { type: String },
    address: { type: String },
    lastSeenAt: { type: Date },
    createdAt: { type: Date },
  },
  { collection: SESSION_COLLECTION, versionKey: false, minimize: false, strict: true },
);
// MongoDB removes a session once expiresAt has passed; reads also ignore expired documents, so a late TTL
// monitor never lets an expired session in.
sessionSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });
// A user's sessions: listed in Account Settings, ended together (password reset, account deletion).
sessionSchema.index({ 'data.userId': 1 });

/** The session model on a service's own connection (the collection is shared by every service). */
export const sessionModel = modelPerConnection<SessionDocument>(SESSION_MODEL, sessionSchema);

export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

interface StoreContext {
  ctx?: unknown;
}

function isKoaContext(ctx: unknown): ctx is Context {
  return typeof ctx === 'object' && ctx !== null && 'request' in ctx && 'get' in ctx;
}

/** The device and address a request came from, as a session records them. */
function seenFrom(ctx: unknown): Pick<SessionDocument, 'userAgent' | 'address'> {
  if (!isKoaContext(ctx)) return {};
  return { userAgent: ctx.get('user-agent').slice(0, USER_AGENT_MAX_LENGTH), address: clientAddress(ctx) };
}

/**
 * koa-session external store on MongoDB.
 *
 * A request may only update a session it read or created itself: writes to a session read from the store are
 * plain updates (never upserts), so a session destroyed by a concurrent request (logout in another tab or service)
 * is never brought back by a rolling save; new ids are inserted, so an id is never reused.
 */
export class MongoSessionStore {
  private readonly owned = new WeakMap<object, Set<string>>();
  readonly model: Model<SessionDocument>;

  constructor(connection: Connection) {
    this.model = sessionModel(connection);
  }

  async get(id: string, _maxAge: number, options: StoreContext): Promise<Record<string, unknown> | null> {
    if (!SESSION_ID.test(id)) return null;
    const doc = await this.model.findOne({ _id: id, expiresAt: { $gt: new Date() } }).lean();
    if (!doc) return null;
    this.own(options.ctx, id);
    return doc.data;
  }

  async set(id: string, data: Record<string, unknown>, maxAge: number, options: StoreContext): Promise<void> {
    const now = new Date();
    const expiresAt = new Date(now.getTime() + maxAge);
    const seen = { ...seenFrom(options.ctx), lastSeenAt: now };
    if (this.owns(options.ctx, id)) {
      await this.model.updateOne({ _id: id }, { $set: { data, expiresAt, ...seen } });
      return;
    }
    await this.model.create({ _id: id, data, expiresAt, ...seen, createdAt: now });
    this.own(options.ctx, id);
  }

  async destroy(id: string, options: StoreContext): Promise<void> {
    await this.model.deleteOne({ _id: id });
    if (typeof options.ctx === 'object' && options.ctx !== null) this.owned.get(options.ctx)?.delete(id);
  }

  /** Writes a new session directly (used by tests and tools); returns its id. */
  async create(data: Record<string, unknown>, maxAgeMs = SESSION_MAX_AGE_MS): Promise<string> {
    const id = newSessionId();
    const stored = { ...data, _expire: Date.now() + maxAgeMs, _maxAge: maxAgeMs };
    await this.model.create({ _id: id, data: stored, expiresAt: new Date(Date.now() + maxAgeMs + 10_000) });
    return id;
  }

  private own(ctx: unknown, id: string): void {
    if (typeof ctx !== 'object' || ctx === null) return;
    const ids = this.owned.get(ctx) ?? new Set<string>();
    ids.add(id);
    this.owned.set(ctx, ids);
  }

  private owns(ctx: unknown, id: string): boolean {
    return typeof ctx === 'object' && ctx !== null && (this.owned.get(ctx)?.has(id) ?? false);
  }
}

const stores = new WeakMap<Koa, MongoSessionStore>();

export interface SessionSetupOptions {
  connection: Connection;
  /** SESSION_KEYS: the first key signs, every key verifies (rotation). */
  keys: readonly string[];
}

/**
 * Installs the shared session on an app: cookie `tracker.sid` (httpOnly, SameSite=Lax, signed, Secure when the
 * request came over TLS — X-Forwarded-Proto with app.proxy), 7 days rolling, data in the `sessions` collection.
 */
export function sessions(app: Koa, { connection, keys }: SessionSetupOptions): Koa.Middleware {
  if (keys.length === 0) throw new Error('sessions need at least one key (SESSION_KEYS)');
  app.keys = [...keys];
  const store = new MongoSessionStore(connection);
  stores.set(app, store);
  const options: CreateSessionOptions = {
    key: SESSION_COOKIE,
    maxAge: SESSION_MAX_AGE_MS,
    rolling: true,
    httpOnly: true,
    signed: true,
    overwrite: true,
    sameSite: 'lax',
    store,
    genid: newSessionId,
  };
  return createSession(options, app);
}

/** What every answer about a signed-in user's data carries: no shared cache (proxy, CDN) may keep it. */
export const PRIVATE_NO_STORE = 'private, no-store';

/**
 * Answers 401 `{ error: 'Unauthorized', message: 'Unauthorized' }` unless the session has a user. Every answer it
 * lets through is marked `Cache-Control: private, no-store` here, once, rather than by each handler.
 */
export async function requireUser(ctx: Context, next: Next): Promise<void> {
  const userId = ctx.session?.userId;
  if (typeof userId !== 'string' || userId.length === 0) throw unauthorized('Unauthorized');
  ctx.state.userId = userId;
  ctx.set('Cache-Control', PRIVATE_NO_STORE);
  await next();
}

/** The signed-in user's id (after requireUser); 401 when there is none. */
export function currentUserId(ctx: Context): string {
  const fromState: unknown = ctx.state.userId;
  if (typeof fromState === 'string' && fromState.length > 0) return fromState;
  const fromSession = ctx.session?.userId;
  if (typeof fromSession === 'string' && fromSession.length > 0) return fromSession;
  throw unauthorized('Unauthorized');
}

function sessionOf(ctx: Context) {
  let session = ctx.session;
  if (!session) {
    ctx.session = {};
    session = ctx.session;
  }
  if (!session) throw new Error('sessions are not installed on this app');
  return session;
}

/**
 * Starts a fresh session under a new id (call at sign-in, then set `ctx.session.userId`). The previous session
 * is deleted from the store, so its cookie no longer works; its data is not carried over.
 */
export async function regenerateSession(ctx: Context): Promise<void> {
  const session = sessionOf(ctx);
  for (const key of Object.keys(session.toJSON())) delete session[key];
  // A new session already has a fresh id that was never stored: nothing to replace.
  if (session.isNew) return;
  await session.regenerate();
}

/** Ends the session (logout): deleted from the store now, cookie cleared in the response. */
export async function destroySession(ctx: Context): Promise<void> {
  const id = ctx.session?.externalKey;
  ctx.session = null;
  const store = stores.get(ctx.app);
  if (id !== undefined && store) await store.destroy(id, { ctx });
}

/** The value keygrip/cookies signs a cookie with (`name.sig`). */
export function signCookie(name: string, value: string, key: string): string {
  return createHmac('sha1', key).update(`${name}=${value}`).digest('base64url');
}

/** The Cookie header value for a session id, signed with the first key. */
export function sessionCookieHeader(sessionId: string, keys: readonly string[]): string {
  const [key] = keys;
  if (key === undefined) throw new Error('at least one session key is needed');
  return `${SESSION_COOKIE}=${sessionId}; ${SESSION_COOKIE}.sig=${signCookie(SESSION_COOKIE, sessionId, key)}`;
}
