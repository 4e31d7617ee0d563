/**
 * A small model trained from a handful of made-up rows, for unit tests of the stages built on it (the real one is
 * trained from the whole seed and takes seconds).
 */
import type { LabelledRow } from '../seed/rows';
import { MODEL_OPTIONS, trainModel, type GlobalModel } from './globalModel';

const NAMES = [
  'OAK',
  'RIVER',
  'MAPLE',
  'HARBOUR',
  'STATION',
  'GREEN',
  'HILL',
  'BRIDGE',
  'PARK',
  'MILL',
  'LAKE',
  'NORTH',
];

const KINDS: ReadonlyArray<[category: string, nouns: readonly string[], amount: string]> = [
  ['Dining Out', ['CAFE', 'PIZZERIA', 'BISTRO', 'COFFEE HOUSE', 'GRILL'], '14.00'],
  ['Groceries', ['SUPERMARKET', 'GROCER', 'BUTCHER', 'BAKERY', 'FOOD MARKET'], '46.00'],
  ['Health & Fitness', ['PHARMACY', 'CHEMIST', 'DENTAL', 'FITNESS', 'CLINIC'], '30.00'],
  ['Fuel', ['PETROL', 'FUEL', 'SERVICE STATION', 'GAS'], '60.00'],
];

let shared: GlobalModel | undefined;

/** A model of four categories: cafés and restaurants, food shops, pharmacies and gyms, petrol stations. */
export function smallModel(): GlobalModel {
  if (shared) return shared;
  const rows: LabelledRow[] = [];
  for (const [category, nouns, amount] of KINDS) {
    for (const noun of nouns)
      for (const name of NAMES)
        rows.push({ description: `${name} ${noun} 0042 SPRINGFIELD`, amount, isIncome: false, category });
  }
  // Anchors in the same proportion as the real model's (one seed row in twenty).
  shared = trainModel(rows, MODEL_OPTIONS, Math.round(rows.length / 20));
  return shared;
}
