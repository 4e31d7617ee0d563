/** Test support: the community service in-process on a real database (the docstore, or MONGODB_URI), signed-in users. */
import type { ServiceApp } from '@tracker/service-kit';
import { useServiceHarness, type ServiceHarness } from '@tracker/service-kit/testing';
import { createApp } from '../app';
import { readConfig } from '../config';

/** Starts a database and a community app before the calling file's tests and stops them after; read it inside tests. */
export function useHarness(): ServiceHarness<ServiceApp> {
  return useServiceHarness((connection, env) => createApp({ connection, config: readConfig(env) }));
}
