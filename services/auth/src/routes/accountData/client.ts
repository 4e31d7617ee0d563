/**
 * Calls every area's internal user-data route in parallel. Unlike the statistics (where a silent area counts 0),
 * an area that is down, slow, refuses, lacks the route (404) or answers something unexpected is a failure here:
 * a download must not pass off a partial file as "all your data", and a deletion must not be reported done while
 * an area still holds data.
 */
import {
  internalUserDataPath,
  userDataDeletionSchema,
  userDataExportSchema,
  type UserDataArea,
  type UserDataDeletion,
  type UserDataExport,
} from '@tracker/contracts';
import { callInternal, InternalCallError, type Logger } from '@tracker/service-kit';
import type { z } from 'zod';
import type { AccountDataSettings, AreaEndpoint } from './areas';

export type AreaAnswers<T> = { ok: true; answers: Record<UserDataArea, T> } | { ok: false; failed: UserDataArea[] };

async function call<S extends z.ZodType>(
  method: 'GET' | 'DELETE',
  { area, baseUrl }: AreaEndpoint,
  userId: string,
  schema: S,
  settings: AccountDataSettings,
  log: Logger,
): Promise<z.output<S> | null> {
  const options = { baseUrl, token: settings.internalToken, timeoutMs: settings.timeoutMs };
  try {
    return await callInternal(options, method, internalUserDataPath(userId), undefined, schema);
  } catch (err) {
    if (!(err instanceof InternalCallError)) throw err;
    log.warn(
      { area, method, kind: err.kind, status: err.status, err: err.message },
      'account data: no answer from the area',
    );
    return null;
  }
}

async function everyArea<S extends z.ZodType>(
  method: 'GET' | 'DELETE',
  userId: string,
  schema: S,
  settings: AccountDataSettings,
  log: Logger,
): Promise<AreaAnswers<z.output<S>>> {
  const results = await Promise.all(
    settings.areas.map(
      async (endpoint) => [endpoint.area, await call(method, endpoint, userId, schema, settings, log)] as const,
    ),
  );
  const failed = results.filter(([, answer]) => answer === null).map(([area]) => area);
  if (failed.length > 0) return { ok: false, failed };
  return { ok: true, answers: Object.fromEntries(results) as Record<UserDataArea, z.output<S>> };
}

export const exportFromEveryArea = (
  userId: string,
  settings: AccountDataSettings,
  log: Logger,
): Promise<AreaAnswers<UserDataExport>> => everyArea('GET', userId, userDataExportSchema, settings, log);

export const deleteFromEveryArea = (
  userId: string,
  settings: AccountDataSettings,
  log: Logger,
): Promise<AreaAnswers<UserDataDeletion>> => everyArea('DELETE', userId, userDataDeletionSchema, settings, log);
