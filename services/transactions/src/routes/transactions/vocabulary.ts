import { isDuplicateKeyOnly } from '@tracker/service-kit';
import type { Connection } from 'mongoose';
import { LETTER_RUN, UNINDEXED_WORDS } from './keys';
import { descriptionWordModel } from './model';

/** A filter word matching more vocabulary words than this is answered by a scan instead of the word index. */
export const MAX_WORD_EXPANSION = 400;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How a description filter is narrowed by the `keys` index. */
export type WordNarrowing =
  /**
   * keys must hold one of these `w:` keys. `exact`: that alone is the filter (the text is one run of letters, so a
   * description contains it exactly when one of its words does); otherwise the text must still be matched.
   */
  | { kind: 'keys'; keys: string[]; exact: boolean }
  /** No word can contain the filter: nothing matches. */
  | { kind: 'none' }
  /** The filter has no letters, or is too common a fragment: match by the description alone. */
  | { kind: 'scan' };

/**
 * The user's description vocabulary (see DescriptionWordFields): recorded before the rows that use the words are
 * written, so a crash can leave an unused word behind but never a row its words cannot find.
 */
export class Vocabulary {
  private readonly words;

  constructor(connection: Connection) {
    this.words = descriptionWordModel(connection);
  }

  async remember(userId: string, words: Iterable<string>): Promise<void> {
    const docs = [...new Set(words)].map((word) => ({ userId, word }));
    if (docs.length === 0) return;
    await this.words.init();
    try {
      await this.words.collection.insertMany(docs, { ordered: false });
    } catch (err) {
      if (!isDuplicateKeyOnly(err)) throw err;
    }
  }

  async forget(userId: string): Promise<void> {
    await this.words.deleteMany({ userId });
  }

  /**
   * Narrowing for a description filter. Any match of the filter's letters lies inside one word of the description
   * (a run of letters): a run of the filter with other characters on both sides is that whole word; any other run
   * is part of a word, looked up in the vocabulary. A run that is (or could be part of) an unindexed word cannot
   * narrow: rows holding only that word have no key for it.
   */
  async narrow(userId: string, text: string): Promise<WordNarrowing> {
    const lower = text.toLowerCase();
    const runs = [...lower.matchAll(LETTER_RUN)].map((m) => ({
      word: m[0],
      start: m.index,
      end: m.index + m[0].length,
    }));
    const interior = runs.find((r) => r.start > 0 && r.end < lower.length && !UNINDEXED_WORDS.has(r.word));
    if (interior) return { kind: 'keys', keys: [`w:${interior.word}`], exact: false };
    const partOfUnindexed = (word: string) => [...UNINDEXED_WORDS].some((u) => u.includes(word));
    const usable = runs.filter((r) => !partOfUnindexed(r.word));
    if (usable.length === 0) return { kind: 'scan' };
    const longest = usable.reduce((a, b) => (b.word.length > a.word.length ? b : a));
    const found = await this.words
      .find({ userId, word: { $regex: escapeRegex(longest.word) } }, { word: 1, _id: 0 })
      .limit(MAX_WORD_EXPANSION + 1)
      .lean();
    if (found.length === 0) return { kind: 'none' };
    if (found.length > MAX_WORD_EXPANSION) return { kind: 'scan' };
    const exact = runs.length === 1 && longest.word === lower;
    return { kind: 'keys', keys: found.map((w) => `w:${w.word}`), exact };
  }
}
