import { runService } from '@tracker/service-kit';
import { createApp } from './app';
import { SERVICE_NAME, readConfig } from './config';
import { globalModel } from './model/globalModel';

runService({ name: SERVICE_NAME, loadConfig: () => readConfig(), createApp })
  .then((running) => {
    // Train the offline model now rather than in the first request (it takes well under a second when warm).
    setImmediate(() => {
      const { trainMs, trainingRows, heldOutAccuracy, model } = globalModel();
      running.logger.info(
        {
          trainMs: Math.round(trainMs),
          trainingRows,
          features: model.vocabularySize,
          temperature: model.fittedTemperature,
          heldOutAccuracy: Math.round(heldOutAccuracy * 1000) / 1000,
          llm: running.config.OPENAI_API_KEY !== undefined,
        },
        'offline model ready',
      );
    });
  })
  .catch((err: unknown) => {
    process.stderr.write(`${SERVICE_NAME} failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  });
