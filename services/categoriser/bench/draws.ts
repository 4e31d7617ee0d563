/**
 * How much the development figures owe to the seed's random draw: the seed regenerated with other generator seeds
 * (same word lists, other made-up names, formats and amounts), a model trained on each, and the cascade run on the
 * development sets (devSets.ts; never evaluation-unseen.tsv). A change to the word lists or the generator is worth
 * keeping when the mean over draws moves, not one draw: one draw moves the hold-out set by up to ±2 points alone.
 *
 *   npx tsx services/categoriser/bench/draws.ts            # the shipped draw and three others
 *   DRAWS=20240601,11,22,33,44 npx tsx services/categoriser/bench/draws.ts
 */
import { generateSeedRows } from '../src/seed/generate';
import { trainModel } from '../src/model/globalModel';
import { evaluateDevelopmentSets, percent } from './devSets';

async function main(): Promise<void> {
  const draws = (process.env.DRAWS ?? '20240601,11,22,33').split(',').map(Number);
  const totals = new Map<string, number[]>();
  for (const draw of draws) {
    const model = trainModel(generateSeedRows(draw));
    const figures = await evaluateDevelopmentSets(() => model);
    console.log(`draw ${draw}: ${figures.map((set) => `${set.name} ${percent(set.right, set.rows)}`).join(', ')}`);
    for (const set of figures) totals.set(set.name, [...(totals.get(set.name) ?? []), (100 * set.right) / set.rows]);
  }
  for (const [name, values] of totals) {
    const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
    console.log(
      `${name}: mean ${mean.toFixed(1)}%, from ${Math.min(...values).toFixed(1)}% to ${Math.max(...values).toFixed(1)}%`,
    );
  }
}

void main();
