/**
 * Place words: what the kinds of place are called, in every language the iD editor's tagging presets carry
 * (`@openstreetmap/id-tagging-schema`: each preset's name, aliases and search terms, translated), each to our
 * category through the OSM tag table (osmCategories.ts). `BÄCKEREI`, `ZAHNARZT`, `APTEKA`, `DENTAL`, `VIDEO`,
 * `TANKSTELLE` then say what a merchant the seed has never seen is, in words the seed may not have.
 *
 * They are features of the offline model (`p:<category>`, see features.ts), not rules: the model learns from the seed
 * how far a place word can be trusted against the rest of the row, and the user's memory still comes first.
 *
 * Built from the package's JSON when first needed; a word several kinds of place share (`shop`, `store`, `centre`)
 * goes to the category whose presets name it most (a preset's name counts twice a search term, sub-presets count
 * with their family), or nowhere without a clear margin.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fold } from '../normalise/scrub';
import { cachedJson, packageDir, packageVersion } from './cache';
import { categoryOfTags, OSM_TABLE_SIGNATURE } from './osmCategories';

const SCHEMA = '@openstreetmap/id-tagging-schema';
/** Bumped when what buildPlaceWords makes changes (the cache key). */
const FORMAT = 2;

/** Single words shorter than this are left out (`bar`, `spa`, `pub` are the seed's own words anyway). */
const MIN_WORD_LENGTH = 4;
/** Terms of more words than this are left out (they are descriptions, not names). */
const MAX_PHRASE_WORDS = 3;
/** A word of this length or more is also found at the start or end of a longer word (`zahnarzt|praxis`). */
const MIN_COMPOUND_PART = 6;
/** The vote of a preset our table does not map. */
const NO_CATEGORY = '';
/** A preset's name or alias is the word for it; a search term is a hint. */
const NAME_VOTE = 2;
const TERM_VOTE = 1;
/** Unmapped presets are many small features (parking aisles, fitness stations): each counts for less. */
const UNMAPPED_VOTE_SHARE = 0.5;
/** A word goes to a category only by this margin over the next (another category, or none). */
const WINNING_MARGIN = 1.5;

interface Preset {
  tags?: Record<string, string>;
}
interface PresetTranslation {
  name?: string;
  terms?: string | string[];
  aliases?: string | string[];
}

export interface PlaceWords {
  /** Single words and phrases (words joined by a space) to their category. */
  readonly words: ReadonlyMap<string, string>;
  /** The first words of the phrases, so most words need one lookup. */
  readonly phraseStarts: ReadonlySet<string>;
  /** How many presets and languages the words came from (for the log). */
  readonly presets: number;
  readonly languages: number;
}

/** A preset term as model words: folded to ASCII, lower case, split on anything not a letter or digit. */
export function termWords(term: string): string[] | null {
  const folded = fold(term);
  if (/[^A-Z0-9\s'’&.\-/()]/.test(folded)) return null; // another script: statements here are written in Latin
  const words = folded
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
  return words.length === 0 || words.length > MAX_PHRASE_WORDS ? null : words;
}

/**
 * The spellings a term is written in on statements: its letters without their marks (`Bäckerei` → `backerei`), and
 * where German, Danish or Norwegian letters are written out as card terminals and banks write them (`BAECKEREI`,
 * `GETRAENKEMARKT`, `DOENER`, `SMOERREBROED`).
 */
export function spellings(term: string): string[] {
  const written = term
    .replace(/[äÄæÆ]/g, (letter) => (letter === letter.toLowerCase() ? 'ae' : 'AE'))
    .replace(/[öÖøØ]/g, (letter) => (letter === letter.toLowerCase() ? 'oe' : 'OE'))
    .replace(/[üÜ]/g, (letter) => (letter === 'ü' ? 'ue' : 'UE'))
    .replace(/[åÅ]/g, (letter) => (letter === 'å' ? 'aa' : 'AA'));
  return written === term ? [term] : [term, written];
}

function listOf(value: string | string[] | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : value.split(',');
}

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

/** Reads the presets and their translations and keeps each word's majority category. */
export function buildPlaceWords(dist = join(packageDir(SCHEMA), 'dist')): PlaceWords {
  const presets = readJson<Record<string, Preset>>(join(dist, 'presets.min.json'));
  const categoryOf = new Map<string, string>();
  for (const [id, preset] of Object.entries(presets)) {
    const category = preset.tags ? categoryOfTags(preset.tags) : null;
    if (category !== null) categoryOf.set(id, category);
  }
  // word -> category -> family of presets (`amenity/parking` for its sub-presets too) -> the strongest use of the word
  const votes = new Map<string, Map<string, Map<string, number>>>();
  const vote = (term: string, id: string, category: string, weight: number) => {
    for (const spelling of spellings(term)) voteSpelling(spelling, id, category, weight);
  };
  const voteSpelling = (term: string, id: string, category: string, weight: number) => {
    const words = termWords(term);
    if (words === null || (words.length === 1 && (words[0] as string).length < MIN_WORD_LENGTH)) return;
    if (words.every((word) => /^\d+$/.test(word))) return;
    const key = words.join(' ');
    let byCategory = votes.get(key);
    if (byCategory === undefined) votes.set(key, (byCategory = new Map()));
    let families = byCategory.get(category);
    if (families === undefined) byCategory.set(category, (families = new Map()));
    const family = id.split('/').slice(0, 2).join('/');
    families.set(family, Math.max(families.get(family) ?? 0, weight));
  };
  // Every preset votes, in every language: one we do not map (a railway station, a marketplace, a bank) votes for no
  // category, so a word it shares (`station`, `market`) is nobody's.
  const files = readdirSync(join(dist, 'translations')).filter((file) => file.endsWith('.min.json'));
  for (const file of files) {
    const translation = readJson<Record<string, { presets?: { presets?: Record<string, PresetTranslation> } }>>(
      join(dist, 'translations', file),
    );
    for (const language of Object.values(translation)) {
      for (const [id, texts] of Object.entries(language.presets?.presets ?? {})) {
        const category = categoryOf.get(id) ?? NO_CATEGORY;
        for (const name of [texts.name ?? '', ...listOf(texts.aliases)]) vote(name, id, category, NAME_VOTE);
        for (const term of listOf(texts.terms)) vote(term, id, category, TERM_VOTE);
      }
    }
  }

  const words = new Map<string, string>();
  const phraseStarts = new Set<string>();
  for (const [key, byCategory] of votes) {
    let best: string | null = null;
    let bestScore = 0;
    let secondScore = 0;
    for (const [category, families] of byCategory) {
      let score = 0;
      for (const weight of families.values()) score += weight;
      if (category === NO_CATEGORY) score *= UNMAPPED_VOTE_SHARE;
      if (score > bestScore) {
        secondScore = bestScore;
        best = category;
        bestScore = score;
      } else if (score > secondScore) secondScore = score;
    }
    if (best === null || best === NO_CATEGORY || bestScore < WINNING_MARGIN * secondScore) continue;
    words.set(key, best);
    const space = key.indexOf(' ');
    if (space > 0) phraseStarts.add(key.slice(0, space));
  }
  return { words, phraseStarts, presets: categoryOf.size, languages: files.length };
}

/** The place words as the cache file keeps them. */
interface StoredPlaceWords {
  words: [string, string][];
  presets: number;
  languages: number;
}

function restore(stored: StoredPlaceWords): PlaceWords {
  const words = new Map(stored.words);
  const phraseStarts = new Set<string>();
  for (const key of words.keys()) {
    const space = key.indexOf(' ');
    if (space > 0) phraseStarts.add(key.slice(0, space));
  }
  return { words, phraseStarts, presets: stored.presets, languages: stored.languages };
}

let shared: (PlaceWords & { fromCache: boolean }) | undefined;

/** The process-wide place words: from the cache file, else built from the package (and cached). */
export function placeWords(): PlaceWords & { fromCache: boolean } {
  if (shared === undefined) {
    const version = packageVersion(SCHEMA);
    const { value, fromCache } = cachedJson<StoredPlaceWords>(
      'place-words',
      `${version}|${FORMAT}|${OSM_TABLE_SIGNATURE}`,
      () => {
        const built = buildPlaceWords();
        return { words: [...built.words], presets: built.presets, languages: built.languages };
      },
    );
    shared = { ...restore(value), fromCache };
  }
  return shared;
}

/** Memo of single words to their category ('' for none), compounds included; starts over when full. */
const wordMemo = new Map<string, string>();
const MAX_MEMO = 50_000;

/** A word's category: the word itself, else a place word it starts or ends with (`zahnarztpraxis`, `autowerkstatt`). */
function categoryOfWord(word: string, index: PlaceWords): string {
  const cached = wordMemo.get(word);
  if (cached !== undefined) return cached;
  let category = index.words.get(word) ?? '';
  if (category === '' && word.length >= MIN_COMPOUND_PART + 3) {
    for (let cut = word.length - 3; cut >= MIN_COMPOUND_PART && category === ''; cut--) {
      category = index.words.get(word.slice(0, cut)) ?? index.words.get(word.slice(word.length - cut)) ?? '';
    }
  }
  if (wordMemo.size >= MAX_MEMO) wordMemo.clear();
  wordMemo.set(word, category);
  return category;
}

/**
 * The categories the place words of a row's model words name, in order of first appearance, each once. A phrase
 * (`car wash`, `dental clinic`) wins over its own words.
 */
export function placeCategories(words: readonly string[], index: PlaceWords = placeWords()): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    let category = '';
    if (index.phraseStarts.has(word)) {
      for (let length = Math.min(MAX_PHRASE_WORDS, words.length - i); length >= 2 && category === ''; length--) {
        const found = index.words.get(words.slice(i, i + length).join(' '));
        if (found !== undefined) {
          category = found;
          i += length - 1;
        }
      }
    }
    if (category === '') category = categoryOfWord(word, index);
    if (category !== '' && !out.includes(category)) out.push(category);
  }
  return out;
}
