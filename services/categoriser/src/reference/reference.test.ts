import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { placeFeatures } from '../model/features';
import { normaliseDescription } from '../normalise/merchant';
import { brandIndex, nameWords, utilityIndex } from './brandIndex';
import { packageVersion } from './cache';
import { buildCommonNames, commonNameCategory, commonNamesOf } from './commonNames';
import { countriesOf, countriesOfRow, countryList, countryOfBatch } from './countries';
import { categoryOfTags } from './osmCategories';
import { placeCategories, placeWords, spellings } from './placeWords';

const payee = (description: string) =>
  normaliseDescription(description)
    .text.split(' ')
    .filter((word) => word !== 'instore' && word !== 'card');

describe('countries', () => {
  it('reads name-suggestion-index locations: countries, subdivisions, regions, the world', () => {
    expect(countriesOf('001')).toEqual(['*']);
    expect(countriesOf('us-tx.geojson')).toEqual(['us']);
    expect(countriesOf('gb-eng')).toEqual(['gb']);
    expect(countriesOf('fx')).toEqual(['fr']);
    expect(countriesOf('150')).toEqual(expect.arrayContaining(['de', 'pl', 'gb']));
    expect(countriesOf([12.5, 41.9])).toEqual([]);
  });

  it('reads where a row was paid from its own words, numbers and card details after the place skipped', () => {
    expect(countriesOfRow('HEB #123 SAN ANTONIO TX')).toEqual(['us']);
    expect(countriesOfRow('BIEDRONKA 1234 PERTH WA')).toEqual(['us', 'au']);
    expect(countriesOfRow('WOOLWORTHS 1234 SYDNEY NSW AUS Card xx1234 Value Date: 15/03/2024')).toEqual(['au']);
    expect(countriesOfRow('Kartenzahlung REWE Markt GmbH Berlin DE 14.03.2024')).toEqual(['de']);
    expect(countriesOfRow('BIEDRONKA 1234 WARSZAWA')).toEqual([]);
    // `ON` is Ontario after a town, and a British bank's `on <date>` before a date with dashes.
    expect(countriesOfRow('SWISS CHALET #1204 OSHAWA ON')).toEqual(['ca']);
    expect(countriesOfRow('TIM HORTONS TORONTO ON 03/15')).toEqual(['ca']);
    expect(countriesOfRow('CARD PAYMENT TO HOUSE OF FRASER ON 13-03-2024')).toEqual(['gb']);
    // A town after the date is the row's last word: not a code, so no country.
    expect(countriesOfRow('CARD PAYMENT TO THE SWAN INN ON 05-04 WOODSTOCK')).toEqual([]);
  });

  it('gives one array per list of countries (the brand stage memoises its answers by the array)', () => {
    expect(countriesOfRow('HEB #123 SAN ANTONIO TX')).toBe(countryList('us'));
    expect(countriesOfRow('WALGREENS #44 NEW YORK NY')).toBe(countryList('us'));
    expect(countriesOfRow('TESCO STORES 2345 LONDON GB')).toBe(countriesOfRow('BOOTS 1141 LEEDS UK'));
    expect(countriesOfRow('Kartenzahlung REWE Markt GmbH Berlin DE 14.03.2024')).toBe(countryList('de'));
    expect(countriesOfRow('COLES 0812 PERTH WA')).toBe(countriesOfRow('SAFEWAY 1500 SEATTLE WA'));
  });

  it('takes the country most of an import’s rows name, when they agree', () => {
    expect(countryOfBatch([['gb'], ['gb'], [], ['us', 'au'], ['gb'], ['ie']])).toBe('gb');
    expect(countryOfBatch([['gb'], ['us']])).toBeNull();
    expect(countryOfBatch([[], []])).toBeNull();
  });
});

describe('the OSM tag table', () => {
  it('maps kinds of place to our categories, decided once', () => {
    expect(categoryOfTags({ shop: 'supermarket' })).toBe('Groceries');
    expect(categoryOfTags({ amenity: 'fuel', shop: 'convenience' })).toBe('Fuel');
    expect(categoryOfTags({ amenity: 'fast_food', cuisine: 'burger' })).toBe('Dining Out');
    expect(categoryOfTags({ amenity: 'pharmacy' })).toBe('Health & Fitness');
    expect(categoryOfTags({ shop: 'chemist' })).toBe('Personal Care');
    expect(categoryOfTags({ shop: 'doityourself' })).toBe('Housing');
    expect(categoryOfTags({ healthcare: 'physiotherapist' })).toBe('Health & Fitness');
    expect(categoryOfTags({ amenity: 'bank' })).toBeNull();
  });
});

describe('the brand index (name-suggestion-index)', () => {
  const index = brandIndex();

  it('holds thousands of brands from the package, under their normalised names', () => {
    expect(index.size).toBeGreaterThan(10_000);
    expect(nameWords('H-E-B')).toEqual(['h', 'e', 'b']);
    // A number the normaliser would cut as a store number is no name, nor is a town it would cut as a city.
    expect(nameWords('Super 8')).toBeNull();
    expect(nameWords('City of Sydney')).toBeNull();
  });

  it('knows public transport networks by their names, where they run', () => {
    expect(index.match(payee('TTC SUBWAY STATION TORONTO ON'), ['ca'])).toMatchObject({
      category: 'Transport',
      start: 0,
    });
    expect(index.match(payee('TRANSLINK VANCOUVER BC'), ['ca'])).toMatchObject({ category: 'Transport' });
    expect(index.match(payee('CITY OF BOULDER UTILITY BILLING'), ['us'])).toBeNull();
  });

  it('matches on word boundaries, spaces ignored, longest name first, country-aware', () => {
    expect(index.match(payee('HEB #123 SAN ANTONIO TX'), ['us'])).toMatchObject({ category: 'Groceries', start: 0 });
    expect(index.match(payee('H-E-B #123 SAN ANTONIO TX'), ['us'])).toMatchObject({
      category: 'Groceries',
      start: 0,
      words: 3,
    });
    expect(index.match(payee('SPEEDWAY 0412 DAYTON OH'), ['us'])).toMatchObject({ category: 'Fuel' });
    expect(index.match(payee('BOOTS 1234 LONDON GB'), ['gb'])).toMatchObject({ category: 'Health & Fitness' });
    expect(index.match(payee('COLES 0412 SYDNEY NSW'), ['au'])).toMatchObject({ category: 'Groceries' });
    expect(index.match(payee('BIEDRONKA 1234 WARSZAWA'), [])).toMatchObject({ category: 'Groceries' });
    // A chain does not answer where it does not trade.
    expect(index.match(payee('BIEDRONKA 1234 WARSZAWA'), ['au'])).toBeNull();
    // A name of three letters counts only as the payee's first word.
    expect(index.match(['pay', 'heb'], ['us'])).toBeNull();
  });

  it('leaves out the words the index itself calls generic', () => {
    expect(index.match(['supermarket'], [])).toBeNull();
    expect(index.match(['shop'], [])).toBeNull();
  });
});

describe('the utility companies (name-suggestion-index operators)', () => {
  const utilities = utilityIndex();

  it('hold the operators of power lines, gas pipes, water works and telephone exchanges, where they operate', () => {
    expect(utilities.size).toBeGreaterThan(1_000);
    expect(utilities.match(payee('BC HYDRO'), ['ca'])).toMatchObject({ category: 'Utilities', start: 0, own: true });
    expect(utilities.match(payee('WE ENERGIES'), ['us'])).toMatchObject({ category: 'Utilities' });
    expect(utilities.match(payee('BELL CANADA'), ['ca'])).toMatchObject({ category: 'Utilities' });
    // Only where they operate: BC Hydro bills in British Columbia, not in Germany.
    expect(utilities.match(payee('BC HYDRO'), ['de'])).toBeNull();
  });

  it('are kept apart from the chains, and leave out recycling, waste and car-park operators', () => {
    // BC Hydro runs charging points, but its name on a card slip is no chain's.
    expect(brandIndex().match(payee('BC HYDRO'), ['ca'])).toBeNull();
    // Le Relais collects clothes for recycling in France (a charity), Ace Parking runs car parks.
    expect(utilities.match(payee('LE RELAIS'), ['fr'])).toBeNull();
    expect(utilities.match(payee('ACE PARKING'), ['us'])).toBeNull();
  });
});

describe('place words (iD tagging presets, every language)', () => {
  it('name kinds of place in many languages, compounds included', () => {
    expect(placeWords().languages).toBeGreaterThan(50);
    expect(placeCategories(['backerei', 'schubert'])).toEqual(['Groceries']);
    expect(placeCategories(['zahnarztpraxis'])).toEqual(['Health & Fitness']);
    expect(placeCategories(['apteka'])).toEqual(['Health & Fitness']);
    expect(placeCategories(['pine', 'state', 'biscuits'])).toEqual(['Groceries']);
    expect(placeCategories(['shop'])).toEqual([]);
  });

  it('are found as statements spell letters out (ä as ae, ö as oe, ü as ue)', () => {
    expect(spellings('Getränkemarkt')).toEqual(['Getränkemarkt', 'Getraenkemarkt']);
    expect(placeCategories(payee('KARTENZAHLUNG GETRAENKEMARKT SCHULZE KASSEL'))).toEqual(['Groceries']);
    expect(placeCategories(payee('KARTENZAHLUNG DOENER PALAST ESSEN'))).toEqual(['Dining Out']);
    expect(placeCategories(payee('KARTENZAHLUNG BAECKEREI SCHMIDT KOELN'))).toEqual(['Groceries']);
  });

  it('are features of payments only: pay and transfers name an employer or a person', () => {
    expect(placeFeatures(['backerei', 'schubert'], false)).toEqual(['p:Groceries']);
    expect(placeFeatures(['backerei', 'schubert'], true)).toEqual([]);
    expect(placeFeatures(['transfer', 'backerei', 'schubert'], false)).toEqual([]);
    expect(placeFeatures(['card', 'backerei'], false)).toEqual(['p:Groceries']);
  });
});

describe('common names of independent places', () => {
  const built = buildCommonNames();
  const names = new Map(built);
  const index = commonNamesOf(built);

  it('are read from name-suggestion-index’s names of many places that are no one brand’s, with their kind of place', () => {
    expect(names.get('red lion')).toBe('Dining Out');
    expect(names.get('kings arms')).toBe('Dining Out');
    expect(names.get('golden dragon')).toBe('Dining Out');
    expect(names.size).toBeGreaterThan(500);
    // One word is an ordinary word (`Royal`, `Price`), and four are a description.
    expect([...names.keys()].every((name) => [2, 3].includes(name.split(' ').length))).toBe(true);
  });

  it('answer for a payee that begins with one, with or without its article', () => {
    expect(commonNameCategory(payee('CARD PAYMENT TO THE KINGS ARMS ON 13-03-2024'), index)).toBe('Dining Out');
    expect(commonNameCategory(['the', 'red', 'lion', 'pub'], index)).toBe('Dining Out');
    expect(commonNameCategory(['red', 'lion'], index)).toBe('Dining Out');
    // Not a name somewhere inside the payee (`SALON BELLA VITA` is a hairdresser), nor one word of it.
    expect(names.get('bella vita')).toBe('Dining Out');
    expect(commonNameCategory(['salon', 'bella', 'vita'], index)).toBeNull();
    expect(commonNameCategory(['red'], index)).toBeNull();
  });

  it('are model features of payments only', () => {
    expect(placeFeatures(['card', 'red', 'lion'], false)).toEqual(['n:Dining Out']);
    expect(placeFeatures(['red', 'lion'], true)).toEqual([]);
  });
});

describe('third-party notices', () => {
  it('keep the licence notice of both packages whose data the categoriser reads, at the installed versions', () => {
    const notices = readFileSync(join(__dirname, '..', '..', '..', '..', 'THIRD_PARTY_NOTICES.md'), 'utf8');
    for (const name of ['name-suggestion-index', '@openstreetmap/id-tagging-schema']) {
      expect(notices).toContain(`## ${name}\n\nVersion ${packageVersion(name)}`);
    }
    expect(notices).toContain('BSD 3-Clause');
    expect(notices).toContain('ISC License');
  });
});
