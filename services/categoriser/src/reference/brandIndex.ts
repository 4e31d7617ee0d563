/**
 * The world's brands from name-suggestion-index (`brands/*`: ~16,600 chains with their OSM tags, alternative names
 * and the countries they trade in), as a compact index of normalised names: `TRADER JOE'S`, `Trader Joes` and
 * `TRADERJOES` are one entry, so are `H-E-B` and `HEB`. Each name keeps its category (osmCategories.ts) and where it
 * trades. Left out: names the index itself calls generic (`genericWords`, each category's generic patterns), names
 * shorter than three letters, and the categories our table does not map (banks, ATMs, post offices).
 *
 * Built from the package's 12 MB JSON on first use (a couple of seconds) and kept in a cache file (cache.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_CATEGORIES } from '@tracker/contracts';
import { CHANNEL_MARKERS, normaliseDescription } from '../normalise/merchant';
import { cachedJson, packageDir, packageVersion } from './cache';
import { countriesOf } from './countries';
import { categoryOfTags, isUtilityOperatorTree, OSM_TABLE_SIGNATURE, rankOfTags } from './osmCategories';

const NSI = 'name-suggestion-index';
/** Bumped when what buildBrandIndex makes changes (the cache key). */
const FORMAT = 11;
const UTILITIES = 'Utilities';
/** Names shorter than this (letters, spaces left out) are left out: `BP`, `AA` are in too many descriptions. */
export const MIN_NAME_LENGTH = 3;
/** …and a name this short counts only as the row's first word (`HEB #123`, never `…PAY HEB`). */
const SHORT_NAME_LENGTH = 3;
/** Longest name, in words. */
const MAX_NAME_WORDS = 6;
/** A word that begins this many other brands' names is an ordinary word (BrandIndex.isCommonWord). */
const COMMON_FIRST_WORD = 8;

interface NsiItem {
  displayName?: string;
  locationSet?: { include?: unknown[]; exclude?: unknown[] };
  matchNames?: string[];
  tags?: Record<string, string>;
}
interface NsiCategory {
  properties?: { exclude?: { generic?: string[] } };
  items?: NsiItem[];
}

/** One brand under one name: its category (index in DEFAULT_CATEGORIES) and the countries it trades in. */
export interface BrandEntry {
  category: number;
  /** Countries (`*`: everywhere). */
  include: readonly string[];
  exclude: readonly string[];
  /** How much this kind of place says about the chain's main business (osmCategories.ts rankOfTags). */
  rank: number;
  /** The name is this brand's own (its display name or `name`), not an alternative (`IKEA` for `IKEA Restaurant`). */
  own: boolean;
}

/** As the cache file keeps it: name → [category, include, exclude, rank, own 1|0] (countries space-separated). */
type StoredEntry = [number, string, string, number, number];
interface StoredNames {
  names: Record<string, StoredEntry[]>;
  /**
   * Per word, how many other brands have a name of several words that begins with it (`city`: City Market, City
   * Gross, City Bakery…; not Starbucks Reserve, which is Starbucks's own).
   */
  firstWords: Record<string, number>;
}
/** The chains (`brands/*`, with the transit networks) and, apart, the utility companies (`operators/*`). */
interface StoredIndex {
  brands: StoredNames;
  operators: StoredNames;
}

/** Words no name ends with: a name that does was cut short by the normaliser. */
const DANGLING: ReadonlySet<string> = new Set(['of', 'de', 'del', 'des', 'du', 'la', 'le', 'the', 'and', 'der', 'di']);

/** A brand name's words as the model sees a description's (lower case, ASCII), or null when nothing is left. */
export function nameWords(name: string): string[] | null {
  const words = normaliseDescription(name)
    .text.split(' ')
    .filter((word) => word !== '' && !CHANNEL_MARKERS.has(word));
  // A number the normaliser cuts as a store number leaves a different name (`Super 8` would be `SUPER`).
  const numbers = name.match(/\d+/g) ?? [];
  if (numbers.some((number) => !words.some((word) => word.includes(number)))) return null;
  // …and a town the normaliser cuts as a row's trailing city leaves a dangling word (`City of Sydney` → `city of`).
  if (DANGLING.has(words.at(-1) ?? '')) return null;
  return words.length === 0 || words.length > MAX_NAME_WORDS ? null : words;
}

function isGeneric(name: string, patterns: readonly RegExp[]): boolean {
  const lower = name.toLowerCase().trim();
  return patterns.some((pattern) => pattern.test(lower));
}

/** Collects the usable names of one kind of payee (chains, or operators) with their category and countries. */
class NamesBuilder {
  readonly stored: StoredNames = { names: {}, firstWords: {} };
  private readonly seen = new Set<string>();
  private readonly brandsByFirstWord = new Map<string, Set<string>>();

  /** `kind`: a chain is known by its names, a transit network also by its network's, an operator by its own. */
  add(item: NsiItem, category: string, patterns: readonly RegExp[], kind: 'brand' | 'transit' | 'operator'): void {
    const include = (item.locationSet?.include ?? []).flatMap(countriesOf);
    const exclude = (item.locationSet?.exclude ?? []).flatMap(countriesOf);
    if (include.length === 0) return; // trades nowhere we can place
    const tags = item.tags ?? {};
    // A transit network is known by its names (`TTC`, `Translink`); not by its operator's, often a town's.
    const networks = kind === 'transit' ? [tags.network, tags['network:short'], tags['network:en']] : [];
    const operators = kind === 'operator' ? [tags.operator, tags['operator:en']] : [];
    const own = new Set(
      [item.displayName, tags.name, ...operators.slice(0, 1), ...networks]
        .filter((name) => name !== undefined)
        .map((name) => nameWords(name)?.join('')),
    );
    const names = [
      item.displayName,
      tags.name,
      tags.brand,
      tags['name:en'],
      tags['brand:en'],
      ...operators,
      ...networks,
      ...(item.matchNames ?? []),
    ];
    for (const name of names) {
      if (name === undefined || isGeneric(name, patterns)) continue;
      const words = nameWords(name);
      // Generic as the index writes it, or once normalised (`The Shop` is `shop`).
      if (words === null || isGeneric(words.join(' '), patterns)) continue;
      const compact = words.join('');
      if (compact.length < MIN_NAME_LENGTH) continue;
      const entry: StoredEntry = [
        DEFAULT_CATEGORIES.indexOf(category),
        [...new Set(include)].join(' '),
        [...new Set(exclude)].join(' '),
        rankOfTags(tags),
        own.has(compact) ? 1 : 0,
      ];
      const key = `${compact}|${entry.join('|')}`;
      if (this.seen.has(key)) continue;
      this.seen.add(key);
      (this.stored.names[compact] ??= []).push(entry);
      const first = words[0] as string;
      const brand = nameWords(tags.brand ?? operators[0] ?? item.displayName ?? '')?.join('') ?? compact;
      if (words.length > 1 && brand !== first) {
        let brands = this.brandsByFirstWord.get(first);
        if (brands === undefined) this.brandsByFirstWord.set(first, (brands = new Set()));
        brands.add(brand);
      }
    }
  }

  build(): StoredNames {
    for (const [word, brands] of this.brandsByFirstWord) this.stored.firstWords[word] = brands.size;
    return this.stored;
  }
}

/** Reads the index's brands and operators and keeps each usable name with its category and countries. */
export function buildBrandIndex(dist = join(packageDir(NSI), 'dist', 'json')): StoredIndex {
  const nsi = (JSON.parse(readFileSync(join(dist, 'nsi.min.json'), 'utf8')) as { nsi: Record<string, NsiCategory> })
    .nsi;
  const generic = (
    JSON.parse(readFileSync(join(dist, 'genericWords.json'), 'utf8')) as { genericWords: string[] }
  ).genericWords.map((pattern) => new RegExp(pattern, 'i'));
  const brands = new NamesBuilder();
  const operators = new NamesBuilder();
  for (const [path, group] of Object.entries(nsi)) {
    const transit = path.startsWith('transit/route/');
    const operator = path.startsWith('operators/') && isUtilityOperatorTree(path);
    if (!path.startsWith('brands/') && !transit && !operator) continue;
    const patterns = [
      ...generic,
      ...(group.properties?.exclude?.generic ?? []).map((pattern) => new RegExp(pattern, 'i')),
    ];
    for (const item of group.items ?? []) {
      if (operator) {
        operators.add(item, UTILITIES, patterns, 'operator');
        continue;
      }
      const category = item.tags ? categoryOfTags(item.tags) : null;
      if (category !== null) brands.add(item, category, patterns, transit ? 'transit' : 'brand');
    }
  }
  return { brands: brands.build(), operators: operators.build() };
}

/** A brand found in a row: its default category, and where in the row's payee words it was. */
export interface BrandMatch {
  category: string;
  /** The name as matched (compact). */
  name: string;
  /** Index of its first word among the payee words, and how many words it took. */
  start: number;
  words: number;
  /** Whether the name is the brand's own (its name or display name), not only a name it is also matched by. */
  own: boolean;
}

/** Between kinds of place of equal rank under one name, the first of these decides (then the taxonomy's order). */
const PRECEDENCE = ['Groceries', 'Fuel', 'Health & Fitness', 'Dining Out', 'Shopping'];
const precedenceOf = (category: number) => {
  const at = PRECEDENCE.indexOf(DEFAULT_CATEGORIES[category] as string);
  return at < 0 ? PRECEDENCE.length + category : at;
};

export class BrandIndex {
  private readonly byName: Map<string, BrandEntry[]>;
  private readonly firstWords: Map<string, number>;

  constructor(stored: StoredNames) {
    this.firstWords = new Map(Object.entries(stored.firstWords));
    // Most brands trade in one of a few country lists (`us`, `*`, `gb`): one array each, not one per brand, keeps
    // the index's heap (and what every collection walks) small.
    const lists = new Map<string, readonly string[]>([['', []]]);
    const listOf = (countries: string) => {
      let list = lists.get(countries);
      if (list === undefined) lists.set(countries, (list = countries.split(' ')));
      return list;
    };
    // Likewise entries: many brands are the same kind of place in the same countries.
    const shared = new Map<string, BrandEntry>();
    const entryOf = (stored: StoredEntry) => {
      const key = stored.join('|');
      let entry = shared.get(key);
      if (entry === undefined) {
        const [category, include, exclude, rank, own] = stored;
        entry = { category, include: listOf(include), exclude: listOf(exclude), rank, own: own === 1 };
        shared.set(key, entry);
      }
      return entry;
    };
    this.byName = new Map(Object.entries(stored.names).map(([name, entries]) => [name, entries.map(entryOf)]));
  }

  get size(): number {
    return this.byName.size;
  }

  /**
   * Whether a one-word name is also the first word of many other brands' names (`city`, `best`, `national`,
   * `home`): an ordinary word, which names that brand only when it is the whole payee, not `HOME LOAN INSTALMENT`.
   */
  isCommonWord(word: string): boolean {
    return (this.firstWords.get(word) ?? 0) >= COMMON_FIRST_WORD;
  }

  /**
   * The longest brand name on word boundaries of the payee's words (spaces ignored: `H E B` is `HEB`), earliest
   * first among equals, whose brands trading in `countries` (any, when empty) agree on a category; null when none.
   */
  match(words: readonly string[], countries: readonly string[]): BrandMatch | null {
    let best: BrandMatch | null = null;
    for (let start = 0; start < words.length; start++) {
      let compact = '';
      const names: string[] = [];
      for (let end = start; end < words.length && end - start < MAX_NAME_WORDS; end++) {
        compact += words[end] as string;
        names.push(compact);
      }
      for (let length = names.length; length >= 1; length--) {
        const name = names[length - 1] as string;
        if (best !== null && name.length <= best.name.length) break;
        if (name.length <= SHORT_NAME_LENGTH && start > 0) continue;
        const entries = this.byName.get(name);
        if (entries === undefined) continue;
        const entry = agreedEntry(entries, countries);
        if (entry !== null) {
          best = { category: DEFAULT_CATEGORIES[entry.category] as string, name, start, words: length, own: entry.own };
          break;
        }
      }
    }
    return best;
  }
}

function trades(entry: BrandEntry, countries: readonly string[]): boolean {
  if (countries.length === 0) return true;
  return countries.some(
    (country) => (entry.include.includes('*') || entry.include.includes(country)) && !entry.exclude.includes(country),
  );
}

/**
 * The entry of the main business among the brands of one name trading in `countries`: a brand of that very name
 * before one that is only also called so (IKEA the shop, not its restaurants), then the highest-ranked kind of place
 * (H-E-B's supermarkets before its fuel stations), then PRECEDENCE; null when none trades there.
 */
function agreedEntry(entries: readonly BrandEntry[], countries: readonly string[]): BrandEntry | null {
  let best: BrandEntry | null = null;
  for (const entry of entries) {
    if (!trades(entry, countries)) continue;
    if (best === null || better(entry, best)) best = entry;
  }
  return best;
}

function better(entry: BrandEntry, than: BrandEntry): boolean {
  if (entry.own !== than.own) return entry.own;
  if (entry.rank !== than.rank) return entry.rank > than.rank;
  return precedenceOf(entry.category) < precedenceOf(than.category);
}

let shared: { brands: BrandIndex & { fromCache: boolean }; utilities: BrandIndex } | undefined;

/** Both indexes, from the cache file, else built from the package (and cached). */
function indexes(): { brands: BrandIndex & { fromCache: boolean }; utilities: BrandIndex } {
  if (shared === undefined) {
    const { value, fromCache } = cachedJson<StoredIndex>(
      'brands',
      `${packageVersion(NSI)}|${packageVersion('@openstreetmap/id-tagging-schema')}|${FORMAT}|${OSM_TABLE_SIGNATURE}`,
      () => buildBrandIndex(),
    );
    shared = {
      brands: Object.assign(new BrandIndex(value.brands), { fromCache }),
      utilities: new BrandIndex(value.operators),
    };
  }
  return shared;
}

/** The process-wide index of the world's chains (and transit networks). */
export function brandIndex(): BrandIndex & { fromCache: boolean } {
  return indexes().brands;
}

/** The process-wide index of the utility companies (power, gas, water, telephone) that bill households. */
export function utilityIndex(): BrandIndex {
  return indexes().utilities;
}
