import { runService } from '@tracker/service-kit';
import { createApp } from './app';
import { SERVICE_NAME, readConfig } from './config';
import { runStartupPairing } from './routes/transfers/startup';

runService({ name: SERVICE_NAME, loadConfig: () => readConfig(), createApp })
  .then(({ connection, config, logger }) => {
    void runStartupPairing(connection, config, logger);
  })
  .catch((err: unknown) => {
    process.stderr.write(
      `${SERVICE_NAME} failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
    process.exit(1);
  });
