/**
 * Independent local businesses: most rows of a real statement are not famous brands but `ROSAS TAQUERIA`,
 * `HILLSIDE DENTAL` or `Apotheke am Dom`. The model generalises to them through the words that say what the
 * business is (taqueria, dental, apotheke), so the seed pairs made-up names with those words in several languages.
 */
import { z } from 'zod';
import { readDataFile, statementWord, wordList } from '../wordlists/dataFile';
import { PAYMENT_KINDS } from './formats';
import type { Random } from './random';

const localBusinessType = z
  .object({
    /** A noun listed twice is drawn twice as often (Travel's `VOYAGES` is, in the shipped seed). */
    nouns: z.array(statementWord).min(1),
    kind: z.enum(PAYMENT_KINDS),
    /** Some nouns read as a full name alone (`APOTHEKE AM MARKT`): suffixes for them. */
    suffixes: wordList.min(1).optional(),
  })
  .strict();

/** Name parts for made-up businesses (the evaluation set uses other names), and the words per category. */
const localSchema = z
  .object({
    OWNER_NAMES: wordList.min(1),
    PLACE_WORDS: wordList.min(1),
    LOCAL_BUSINESSES: z.record(z.string().min(1), localBusinessType),
  })
  .strict();

const {
  OWNER_NAMES,
  PLACE_WORDS,
  LOCAL_BUSINESSES: businesses,
} = readDataFile('seed-local-businesses.json', localSchema);

export type LocalBusinessType = z.infer<typeof localBusinessType>;

/** The words that say what a business is, per category, in several languages (wordlists/seed-local-businesses.json). */
export const LOCAL_BUSINESSES: Record<string, LocalBusinessType> = businesses;

/** A made-up local business name with the words that say what it is. */
export function localBusinessName(noun: string, random: Random): string {
  switch (random.int(0, 5)) {
    case 0:
      return `${random.pick(OWNER_NAMES)} ${noun}`;
    case 1:
      return `${random.pick(PLACE_WORDS)} ${noun}`;
    case 2:
      return `THE ${random.pick(PLACE_WORDS)} ${noun}`;
    case 3:
      return `${noun} ${random.pick(OWNER_NAMES)}`;
    case 4:
      return `${random.pick(PLACE_WORDS)} ${random.pick(PLACE_WORDS)} ${noun}`;
    default:
      return `${noun} ${random.pick(PLACE_WORDS)}`;
  }
}
