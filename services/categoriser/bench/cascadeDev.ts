/**
 * The development loop for the cascade (memory, brand, model; no LLM) on the development sets only (devSets.ts),
 * never on evaluation-unseen.tsv, which only the benchmark reads. Prints accuracy per set and per stage; `SHOW=brand`
 * (or `model`, or `all`) lists those misses.
 *
 *   npx tsx services/categoriser/bench/cascadeDev.ts
 */
import { globalModel } from '../src/model/globalModel';
import { evaluateDevelopmentSets, percent } from './devSets';

async function main(): Promise<void> {
  const show = process.env.SHOW;
  if (process.env.TEMPERATURE) globalModel().model.setTemperature(Number(process.env.TEMPERATURE));
  if (process.env.UNKNOWN_T)
    (globalModel().names as { unknownTemperature: number }).unknownTemperature = Number(process.env.UNKNOWN_T);
  const figures = await evaluateDevelopmentSets(globalModel, {
    brands: process.env.BRANDS !== '0',
    onMiss: (set, row, category, stage, confidence) => {
      if (show === stage || show === 'all')
        console.log(`  ${set}: ${row.description} | ${row.category} -> ${category} ${confidence}`);
    },
  });
  for (const set of figures) {
    const stages = [...set.byStage].map(([stage, [n, ok]]) => `${stage} ${n} at ${percent(ok, n)}`).join(', ');
    console.log(
      `${set.name}: ${percent(set.right, set.rows)} of ${set.rows}; ` +
        `confident ${percent(set.confident, set.rows)} at ${percent(set.confidentRight, set.confident)}; ${stages}`,
    );
  }
}

void main();
