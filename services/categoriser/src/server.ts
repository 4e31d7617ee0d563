import { runService } from '@tracker/service-kit';
import { createApp } from './app';
import { SERVICE_NAME, readConfig } from './config';
import { brandStage } from './cascade/brandStage';
import { globalModel } from './model/globalModel';
import { brandIndex, utilityIndex } from './reference/brandIndex';
import { commonNames } from './reference/commonNames';
import { placeWords } from './reference/placeWords';

runService({ name: SERVICE_NAME, loadConfig: () => readConfig(), createApp })
  .then((running) => {
    // Load the reference data and train the offline model now rather than in the first request.
    setImmediate(() => {
      const started = performance.now();
      const places = placeWords();
      const brands = brandIndex();
      brandStage();
      running.logger.info(
        {
          ms: Math.round(performance.now() - started),
          brandNames: brands.size,
          utilityNames: utilityIndex().size,
          placeWords: places.words.size,
          commonNames: commonNames().byName.size,
          fromCache: brands.fromCache && places.fromCache,
        },
        'brand index and place words ready',
      );
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
    process.stderr.write(
      `${SERVICE_NAME} failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
    process.exit(1);
  });
