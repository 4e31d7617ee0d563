import { runService } from '@tracker/service-kit';
import { createApp } from './app';
import { SERVICE_NAME, readConfig } from './config';

runService({ name: SERVICE_NAME, loadConfig: () => readConfig(), createApp }).catch((err: unknown) => {
  process.stderr.write(
    `${SERVICE_NAME} failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  );
  process.exit(1);
});
