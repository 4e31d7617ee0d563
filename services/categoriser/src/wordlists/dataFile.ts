/**
 * The categoriser's word lists and seed names live as data in `services/categoriser/wordlists/*.json`, read once
 * when a module that needs them loads (at start-up) and checked against a schema: a malformed list stops the service
 * with the file and the offending entry named, instead of quietly categorising worse.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

export const DATA_DIR = join(__dirname, '..', '..', 'wordlists');

/** Reads `wordlists/<name>` and returns it checked by `schema`; throws naming the file and every problem. */
export function readDataFile<Schema extends z.ZodType>(name: string, schema: Schema, dir = DATA_DIR): z.infer<Schema> {
  const path = join(dir, name);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${path}: cannot be read as JSON (${(error as Error).message})`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new Error(`${path} is not valid:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** Upper case, trimmed, without diacritics: how the normaliser folds every statement line before matching. */
export const statementWord = z
  .string()
  .min(1)
  .refine((word) => word === word.trim() && word === word.toUpperCase(), 'must be upper case and trimmed')
  .refine((word) => word === word.normalize('NFD').replace(/[\u0300-\u036f]/g, ''), 'must have no diacritics');

/** A list whose entries (by `keyOf`) appear once each: a repeat is a mistake in the data. */
export function uniqueList<Item extends z.ZodType>(item: Item, keyOf: (entry: z.infer<Item>) => string = String) {
  return z.array(item).superRefine((entries, ctx) => {
    const seen = new Set<string>();
    entries.forEach((entry, index) => {
      const key = keyOf(entry);
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message: `"${key}" is listed twice`, path: [index] });
      seen.add(key);
    });
  });
}

/** A list of distinct statement words. */
export const wordList = uniqueList(statementWord);

/** Pairs of a statement phrase and what it stands for, each phrase once. */
export const phrasePairs = (meaning: z.ZodType<string>) =>
  uniqueList(z.tuple([statementWord, meaning]), ([phrase]) => phrase);
