/**
 * Countries, for the brand stage: where a brand trades (name-suggestion-index's `locationSet`) and where a statement
 * row was paid (the request's optional hint, the row's own trailing state or country code, or the rest of the
 * import). ISO 3166-1 alpha-2, lower case.
 */

const EUROPE_NORTH = 'gb ie se no dk fi is ee lv lt fo';
const EUROPE_WEST = 'de fr nl be lu at ch li mc';
const EUROPE_SOUTH = 'es it pt gr mt si hr ba rs me mk al ad sm va cy';
const EUROPE_EAST = 'pl cz sk hu ro bg ua by ru md';
const NORTH_AMERICA = 'us ca';

/** The UN M49 regions name-suggestion-index uses, by the countries our statements come from. */
const REGIONS: Record<string, string> = {
  '150': `${EUROPE_NORTH} ${EUROPE_WEST} ${EUROPE_SOUTH} ${EUROPE_EAST}`,
  '154': EUROPE_NORTH,
  '155': EUROPE_WEST,
  '039': EUROPE_SOUTH,
  '151': EUROPE_EAST,
  eu: 'de fr nl be lu at ie es it pt gr mt si hr cy pl cz sk hu ro bg se dk fi ee lv lt',
  '021': NORTH_AMERICA,
  '019': `${NORTH_AMERICA} mx br ar cl co pe`,
  '003': `${NORTH_AMERICA} mx`,
  '053': 'au nz',
  '009': 'au nz fj pg',
  '142': 'cn jp kr in sg my th id ph vn hk tw',
};

/** A locationSet entry as a list of countries: `us`, `gb-eng`, `us-tx.geojson`, `fx`, `150`; `*` is everywhere. */
export function countriesOf(entry: unknown): string[] {
  if (typeof entry !== 'string') return []; // a point with a radius: too local to matter here
  const code = entry.toLowerCase();
  if (code === '001') return ['*'];
  const region = REGIONS[code];
  if (region !== undefined) return region.split(' ');
  if (code === 'fx') return ['fr'];
  const country = /^([a-z]{2})(?:[-.]|$)/.exec(code)?.[1];
  return country === undefined ? [] : [country];
}

const US_STATES =
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK ' +
  'OR PA RI SC SD TN TX UT VT VA WA WV WI WY';
const CA_PROVINCES = 'AB BC MB NB NL NS NT NU ON PE QC SK YT';
const AU_STATES = 'NSW VIC QLD SA WA TAS ACT NT';

const NO_COUNTRY: readonly string[] = [];

const singleCountries = new Map<string, readonly string[]>();

/** `[country]`, one array per country (the brand stage memoises by the array). */
export function countryList(country: string | null): readonly string[] {
  if (country === null) return NO_COUNTRY;
  let list = singleCountries.get(country);
  if (list === undefined) singleCountries.set(country, (list = [country]));
  return list;
}

/**
 * A row's last word, when it names a state or a country, to the countries it may mean (`WA`: US or Australia). One
 * array per list of countries (`TX` and `NY` share `[us]` with countryList), so the brand stage's memo keeps one
 * entry per country and model text.
 */
const TRAILING_CODES: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, readonly string[]>();
  const add = (codes: string, country: string) => {
    for (const code of codes.split(' ')) map.set(code, [...(map.get(code) ?? []), country]);
  };
  add(US_STATES, 'us');
  add(CA_PROVINCES, 'ca');
  add(AU_STATES, 'au');
  add('USA', 'us');
  add('CAN', 'ca');
  add('AUS', 'au');
  add('NZ NZL', 'nz');
  add('GB GBR UK', 'gb');
  add('IRL IE', 'ie');
  add('DEU', 'de');
  add('FRA', 'fr');
  add('NLD', 'nl');
  add('BEL', 'be');
  add('ESP', 'es');
  add('ITA', 'it');
  add('POL', 'pl');
  add('SWE', 'se');
  const lists = new Map<string, readonly string[]>();
  for (const [code, countries] of map) {
    const key = countries.join(' ');
    let list = countries.length === 1 ? countryList(countries[0] as string) : lists.get(key);
    if (list === undefined) lists.set(key, (list = countries));
    map.set(code, list);
  }
  return map;
})();

/** Words of a bank's own wording that say which country's bank printed the row. */
const BANK_WORDS: ReadonlyMap<string, string> = new Map([
  ['KARTENZAHLUNG', 'de'],
  ['LASTSCHRIFT', 'de'],
  ['UEBERWEISUNG', 'de'],
  ['PRLV', 'fr'],
  ['BEA', 'nl'],
  ['GEA', 'nl'],
  ['CLP', 'gb'],
]);

/**
 * What follows `ON` when it introduces a British bank's date (`CARD PAYMENT TO … ON 13-03-2024`: Lloyds, Halifax,
 * Bank of Scotland); a North American date after a province is written with slashes (`TORONTO ON 03/15`).
 */
const DATE_AFTER_ON = /^\s+\d{1,2}-\d{1,2}/;

/** Words a bank prints after the place (`… SYDNEY NSW AUS Card xx1234 Value Date: 15/03/2024`). */
const TRAILING_NOISE: ReadonlySet<string> = new Set(['CARD', 'VALUE', 'DATE', 'XX']);

const BANK_WORDING = new RegExp(`\\b(${[...BANK_WORDS.keys()].join('|')})\\b`, 'i');

function isLetter(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}

/**
 * The countries a row's own words point to: its bank's wording (`KARTENZAHLUNG`), else its last word when that is a
 * state or country code (numbers, dates and card details after it skipped); [] when none. Runs for every row of an
 * import: one regex test and a scan back from the end, no splitting.
 */
export function countriesOfRow(description: string): readonly string[] {
  const bank = BANK_WORDING.exec(description);
  if (bank !== null) return countryList(BANK_WORDS.get((bank[1] as string).toUpperCase()) as string);
  const text = description;
  let end = text.length;
  while (end > 0) {
    // The word ending at `end`: letters and digits.
    let start = end;
    let digits = false;
    while (start > 0) {
      const code = text.charCodeAt(start - 1);
      if (isLetter(code)) start--;
      else if (code >= 0x30 && code <= 0x39) {
        digits = true;
        start--;
      } else break;
    }
    if (start < end) {
      const word = text.slice(start, end).toUpperCase();
      if (!digits && !TRAILING_NOISE.has(word)) {
        // `… ON 13-03-2024`: a British bank's date of payment, not Ontario.
        if (word === 'ON' && DATE_AFTER_ON.test(text.slice(end))) return countryList('gb');
        return TRAILING_CODES.get(word) ?? NO_COUNTRY;
      }
    }
    end = start - 1;
  }
  return NO_COUNTRY;
}

/**
 * The import's country when its rows agree: the one most of the rows that say anything point to (at least 60% of
 * them), else null. A statement is one bank's, so the rows that say nothing were most likely paid there too.
 */
export function countryOfBatch(rows: readonly (readonly string[])[]): string | null {
  const votes = new Map<string, number>();
  let voters = 0;
  for (const countries of rows) {
    if (countries.length !== 1) continue;
    voters += 1;
    const country = countries[0] as string;
    votes.set(country, (votes.get(country) ?? 0) + 1);
  }
  let best: string | null = null;
  let most = 0;
  for (const [country, count] of votes) {
    if (count > most) {
      best = country;
      most = count;
    }
  }
  return best !== null && most >= 0.6 * voters ? best : null;
}
