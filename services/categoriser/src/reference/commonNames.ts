/**
 * Common names of independent places: the names name-suggestion-index found on many OpenStreetMap places (50 or
 * more) and set aside as not one brand's (`filtered/brands_discard.json`): `The Red Lion`, `The Kings Arms` and
 * `The Swan Inn` are pubs, `Golden Dragon` and `Golden Wok` restaurants, `Cafe Central` a café, all over the world and
 * under as many owners. A payee that begins with one is most likely that kind of place, the more so as no chain
 * answers for it.
 *
 * Kept: names of two or three words once normalised (one word is an ordinary word: `Royal`, `Little`, `Price`),
 * whose kinds of place agree on a category (the OSM tag table, osmCategories.ts) by twice the places of any other.
 * They are a feature of the offline model (`n:<category>`, features.ts), and the brand stage's weak answer for a
 * purchase no chain answers (below the automatic threshold unless the model agrees: many owners, one kind of place
 * mostly; cascade/brandStage.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { nameWords } from './brandIndex';
import { cachedJson, packageDir, packageVersion } from './cache';
import { categoryOfTags, OSM_TABLE_SIGNATURE } from './osmCategories';

const NSI = 'name-suggestion-index';
/** Bumped when what buildCommonNames makes changes (the cache key). */
const FORMAT = 1;
const MIN_WORDS = 2;
const MAX_WORDS = 3;
/** A name's category needs this many times the places of the next category (or of unmapped kinds). */
const WINNING_MARGIN = 2;
/** A leading article is not part of the name: `THE RED LION` and `RED LION` are one. */
const ARTICLE = 'the';

/** The names (words joined by a space) with their category, and their first words (most rows need one lookup). */
export interface CommonNames {
  readonly byName: ReadonlyMap<string, string>;
  readonly firstWords: ReadonlySet<string>;
}

/** The lookup structure of built names. */
export function commonNamesOf(names: ReadonlyArray<readonly [string, string]>): CommonNames {
  return {
    byName: new Map(names),
    firstWords: new Set(names.map(([name]) => name.slice(0, name.indexOf(' ')))),
  };
}

/** Reads the discarded names with their kinds of place and keeps each usable name's agreed category. */
export function buildCommonNames(
  file = join(packageDir(NSI), 'dist', 'json', 'filtered', 'brands_discard.json'),
): [string, string][] {
  const discard = (JSON.parse(readFileSync(file, 'utf8')) as { discard: Record<string, number> }).discard;
  // name -> category ('' for a kind of place the table does not map) -> places
  const votes = new Map<string, Map<string, number>>();
  for (const [key, places] of Object.entries(discard)) {
    const bar = key.indexOf('|');
    const [tagKey, tagValue] = key.slice(0, bar).split('/');
    if (tagKey === undefined || tagValue === undefined) continue;
    const words = nameWords(key.slice(bar + 1));
    if (words === null) continue;
    const name = (words[0] === ARTICLE ? words.slice(1) : words).join(' ');
    const category = categoryOfTags({ [tagKey]: tagValue }) ?? '';
    let byCategory = votes.get(name);
    if (byCategory === undefined) votes.set(name, (byCategory = new Map()));
    byCategory.set(category, (byCategory.get(category) ?? 0) + places);
  }
  const names: [string, string][] = [];
  for (const [name, byCategory] of votes) {
    const count = name.split(' ').length;
    if (count < MIN_WORDS || count > MAX_WORDS) continue;
    const [best, second] = [...byCategory].sort((a, b) => b[1] - a[1]);
    if (best === undefined || best[0] === '' || best[1] < WINNING_MARGIN * (second?.[1] ?? 0)) continue;
    names.push([name, best[0]]);
  }
  return names;
}

let shared: CommonNames | undefined;

/** The process-wide common names: from the cache file, else built from the package (and cached). */
export function commonNames(): CommonNames {
  shared ??= commonNamesOf(
    cachedJson('common-names', `${packageVersion(NSI)}|${FORMAT}|${OSM_TABLE_SIGNATURE}`, () => buildCommonNames())
      .value,
  );
  return shared;
}

/** The category of the common name a payee's words begin with (its longest), or null. */
export function commonNameCategory(payee: readonly string[], names: CommonNames = commonNames()): string | null {
  const start = payee[0] === ARTICLE ? 1 : 0;
  if (!names.firstWords.has(payee[start] ?? '')) return null;
  for (let length = Math.min(MAX_WORDS, payee.length - start); length >= MIN_WORDS; length--) {
    const category = names.byName.get(payee.slice(start, start + length).join(' '));
    if (category !== undefined) return category;
  }
  return null;
}
