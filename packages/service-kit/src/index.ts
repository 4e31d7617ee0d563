import './context';

export type { TrackerSession } from './context';
export * from './errors';
export {
  createService,
  serviceAppFactory,
  type CreateServiceOptions,
  type RouterLike,
  type ServiceApp,
  type ServiceAppDeps,
  type ServiceSettings,
} from './service';
export {
  runService,
  shutdownTimeoutFromEnv,
  DEFAULT_SHUTDOWN_TIMEOUT_MS,
  IDLE_CONNECTION_GRACE_MS,
  type RunServiceOptions,
  type RunningService,
} from './run';
export { READY_PATH, type Phase } from './lifecycle/readiness';
export {
  baseConfigSchema,
  loadConfig,
  ConfigError,
  TEST_SESSION_KEYS,
  MIN_SESSION_KEY_LENGTH,
  type BaseConfig,
} from './config';
export { createFieldCipher, type FieldCipher } from './fieldEncryption';
export { createLogger, resolveLogLevel, LOG_LEVELS, type Logger, type LogLevel } from './logger';
export { validate, inputOf, type RequestSchemas, type RequestInput } from './middleware/validate';
export {
  bodyParser,
  multipart,
  uploadedFile,
  DEFAULT_JSON_LIMIT,
  DEFAULT_FORM_LIMIT,
  type BodyLimits,
  type MultipartOptions,
  type UploadedFile,
} from './middleware/body';
export { internalOnly, INTERNAL_TOKEN_HEADER } from './middleware/internalOnly';
export {
  internalStatsRouter,
  type InternalStatsRouterOptions,
  type StatsCount,
  type StatsCounts,
} from './internalStats';
export { internalUserDataRouter, type InternalUserDataRouterOptions } from './internalUserData';
export { health, HEALTH_PATH } from './middleware/health';
export { errorHandling, toClientError } from './middleware/errorHandling';
export { requestContext, REQUEST_ID_HEADER } from './middleware/requestContext';
export {
  sessions,
  requireUser,
  currentUserId,
  regenerateSession,
  destroySession,
  sessionModel,
  MongoSessionStore,
  SESSION_COOKIE,
  SESSION_COLLECTION,
  SESSION_MAX_AGE_MS,
  type SessionDocument,
} from './session';
export { isDuplicateKey, isDuplicateKeyOnly, duplicateKeyIndexes, DUPLICATE_KEY_CODE } from './mongo/duplicateKey';
export { modelPerConnection } from './mongo/modelCache';
export { findOwnOr404, objectIdOrNull, type OwnFilter } from './mongo/ownDocument';
export { callInternal, InternalCallError, type InternalCallOptions } from './internalClient';
export { XLSX_MIME, neutraliseFormula } from './spreadsheet';
export { UserSessions, publicSessionId, currentSessionId, type UserSession } from './userSessions';
export { clientAddress, normaliseAddress } from './clientAddress';
