/**
 * A confirmation or correction from the user teaches both local stages at once: the memory (this merchant is now
 * answered the user's way, from the next call) and the user's examples for the offline model (similar merchants
 * lean the user's way too). Within one request the later example of a merchant wins. An example's amount is kept
 * at a dollar's magnitude (amountScale.ts), as the categorise route reads a row in the example's currency.
 */
import type { LearnRequest } from '@tracker/contracts';
import type { MerchantMemory } from '../memory/store';
import { amountShift, atDollarMagnitude } from '../model/amountScale';
import type { UserExamples } from '../model/userExamples';
import { normaliseDescription } from '../normalise/merchant';

export interface LearnDeps {
  memory: MerchantMemory;
  examples: UserExamples;
}

let lastSequence = 0;

/**
 * A block of sequence numbers that orders choices across requests (time, in microsecond steps) and within one
 * (position); strictly increasing in this process even for two requests in the same millisecond.
 */
function reserveSequence(count: number): number {
  const base = Math.max(Date.now() * 1000, lastSequence + 1);
  lastSequence = base + count;
  return base;
}

export async function learn(request: LearnRequest, deps: LearnDeps): Promise<number> {
  const base = reserveSequence(request.examples.length);
  const taught = request.examples.map((example, position) => ({
    ...example,
    ...normaliseDescription(example.description),
    seq: base + position,
  }));
  const usable = taught.filter((example) => example.merchantKey !== '' || example.text !== '');
  await deps.memory.remember(
    request.userId,
    usable.map((example) => ({ merchantKey: example.merchantKey, category: example.category, seq: example.seq })),
  );
  await deps.examples.add(
    request.userId,
    usable.map((example) => ({
      text: example.text,
      isIncome: example.isIncome,
      amount: atDollarMagnitude(example.amount, amountShift(example.currency)),
      category: example.category,
      seq: example.seq,
    })),
  );
  return usable.length;
}
