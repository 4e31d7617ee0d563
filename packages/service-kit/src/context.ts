import type { Logger } from 'pino';

/**
 * The session as handlers see it (koa-session's Session object). Keys starting with `_` and `isNew` are not stored.
 */
export interface TrackerSession {
  /** The signed-in user's id (set by the auth service at sign-in). */
  userId?: string;
  readonly isNew: boolean;
  /** The session id (the value of the session cookie). */
  readonly externalKey: string | undefined;
  regenerate(): Promise<void>;
  toJSON(): Record<string, unknown>;
  save(): Promise<void>;
  [key: string]: unknown;
}

declare module 'koa' {
  interface ExtendableContext {
    /** X-Request-Id from the gateway, or a new one; echoed in the response. */
    requestId: string;
    /** A child of the service logger bound to this request's id. */
    log: Logger;
    /** The shared session (koa-session with the MongoDB store); null once destroyed. */
    get session(): TrackerSession | null;
    /** `null` ends the session (prefer destroySession); an object replaces its data. */
    set session(value: TrackerSession | Record<string, unknown> | null);
  }
}
