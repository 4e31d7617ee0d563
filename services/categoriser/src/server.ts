import { runService } from '@tracker/service-kit';
import { createApp } from './app';
import { SERVICE_NAME, readConfig } from './config';
import { isWarmUpWorker, runWarmUpWorker, warmUpOffThread } from './warmUp';

if (isWarmUpWorker()) {
  // This file is also start-up's worker thread (warmUp.ts): it builds the reference data and the model, nothing else.
  runWarmUpWorker();
} else {
  runService({
    name: SERVICE_NAME,
    loadConfig: () => readConfig(),
    createApp,
    // The reference data and the offline model are ready before the service says it is, not in its first request.
    warmUp: ({ config, logger }) => warmUpOffThread(__filename, logger, config.OPENAI_API_KEY !== undefined),
  }).catch((err: unknown) => {
    process.stderr.write(
      `${SERVICE_NAME} failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
    process.exit(1);
  });
}
