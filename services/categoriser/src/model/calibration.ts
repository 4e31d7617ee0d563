/**
 * Confidence calibration: the softmax temperature that makes the model's probabilities honest on merchants it has
 * not seen (fitted on the held-out fold of the seed, see globalModel.ts), so a confidence of 0.6 means roughly what
 * it says.
 */

/** Log-probability of one class under a softmax with temperature, without allocating. */
function logProbability(scores: Float64Array, gold: number, temperature: number): number {
  let max = -Infinity;
  for (let k = 0; k < scores.length; k++) if ((scores[k] as number) > max) max = scores[k] as number;
  let sum = 0;
  for (let k = 0; k < scores.length; k++) {
    const score = scores[k] as number;
    if (score !== -Infinity) sum += Math.exp((score - max) / temperature);
  }
  return ((scores[gold] as number) - max) / temperature - Math.log(sum);
}

/** Bounds of the fitted temperature. */
export const MIN_TEMPERATURE = 0.2;
export const MAX_TEMPERATURE = 40;

/**
 * The temperature in [MIN_TEMPERATURE, MAX_TEMPERATURE] that minimises the negative log-likelihood of the gold
 * classes (golden-section search: the loss is unimodal in the temperature).
 */
export function fitTemperature(heldOut: ReadonlyArray<{ scores: Float64Array; gold: number }>): number {
  const loss = (t: number) =>
    heldOut.reduce((sum, { scores, gold }) => sum - Math.max(-27.6, logProbability(scores, gold, t)), 0);
  const ratio = (Math.sqrt(5) - 1) / 2;
  let [low, high] = [MIN_TEMPERATURE, MAX_TEMPERATURE];
  let a = high - ratio * (high - low);
  let b = low + ratio * (high - low);
  let [lossA, lossB] = [loss(a), loss(b)];
  while (high - low > 0.01) {
    if (lossA <= lossB) {
      high = b;
      b = a;
      lossB = lossA;
      a = high - ratio * (high - low);
      lossA = loss(a);
    } else {
      low = a;
      a = b;
      lossA = lossB;
      b = low + ratio * (high - low);
      lossB = loss(b);
    }
  }
  return Math.round(((low + high) / 2) * 100) / 100;
}

export function softmax(scores: Float64Array, temperature: number): number[] {
  let max = -Infinity;
  for (const score of scores) if (score > max) max = score;
  if (max === -Infinity) return Array.from(scores, () => 0);
  const exps = Array.from(scores, (score) => (score === -Infinity ? 0 : Math.exp((score - max) / temperature)));
  const sum = exps.reduce((total, value) => total + value, 0);
  return exps.map((value) => value / sum);
}
