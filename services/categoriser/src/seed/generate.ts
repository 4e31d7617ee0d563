/**
 * Generates the labelled seed set the offline model trains on (datasets/seed.tsv): curated merchants and made-up local
 * businesses × each region's statement formats, plus pay, transfers, savings, investments, loans and bank charges.
 * Deterministic (seeded PRNG): `npx tsx services/categoriser/src/seed/generate.ts` rewrites the same bytes.
 */
import { writeFileSync } from 'node:fs';
import { BANKING_LINES } from './banking';
import { allBrands, type Brand } from './brands';
import { formatPayment, REGIONS, type PaymentKind } from './formats';
import { LOCAL_BUSINESSES, localBusinessName } from './local';
import { Random } from './random';
import { SEED_PATH, serialiseRows, type LabelledRow } from './rows';

const GENERATOR_SEED = 20_240_601;
const ROWS_PER_BRAND = 1;
const MAIN_BUSINESS_EXTRA_ROWS = 4;
/** Every word that says what a local business is appears this often (under different made-up names and layouts). */
const LOCAL_ROWS_PER_NOUN = 4;
const BANKING_ROWS_PER_REGION = 36;
const BILLED_BANKING: ReadonlySet<string> = new Set(['Debts & Loans', 'Investments', 'Savings']);

/** Typical amounts per category (min, max), drawn log-uniformly. */
const AMOUNT_RANGES: Record<string, readonly [number, number]> = {
  Groceries: [4, 260],
  'Dining Out': [3, 140],
  Transport: [2, 400],
  Fuel: [15, 120],
  Utilities: [20, 260],
  Housing: [15, 3200],
  Shopping: [5, 450],
  Entertainment: [6, 220],
  Subscriptions: [2, 40],
  'Health & Fitness': [6, 250],
  Insurance: [15, 320],
  Travel: [40, 1800],
  Education: [10, 2500],
  'Personal Care': [8, 180],
  'Gifts & Donations': [5, 250],
  'Fees & Charges': [1, 45],
  Salary: [900, 9000],
  'Other Income': [1, 1800],
  Savings: [20, 2500],
  Investments: [25, 4000],
  'Debts & Loans': [30, 2800],
  Transfer: [5, 1500],
};

function amountFor(category: string, random: Random): string {
  const [min, max] = AMOUNT_RANGES[category] ?? [1, 500];
  return random.amount(min, max);
}

/** Keeps a description printable in one TSV cell. */
function clean(description: string): string {
  return description
    .replace(/[\t\r\n]+/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/**
 * A chain that also runs fuel stations or pharmacies (`KROGER`, `KROGER FUEL`, `KROGER PHARMACY`) is, unqualified,
 * its main business: a brand whose name, with a qualifier added, is another category's brand gets extra rows, so a
 * bare `KROGER #0412` reads as the supermarket rather than a three-way tie.
 */
function mainBusinesses(brands: readonly Brand[]): Set<Brand> {
  const main = new Set<Brand>();
  for (const brand of brands) {
    const qualified = brands.some(
      (other) => other.category !== brand.category && other.payee.startsWith(`${brand.payee} `),
    );
    if (qualified) main.add(brand);
  }
  return main;
}

/** The seed rows of one draw (`generatorSeed`: the shipped file's by default; others for bench/draws.ts). */
export function generateSeedRows(generatorSeed = GENERATOR_SEED): LabelledRow[] {
  const random = new Random(generatorSeed);
  const rows: LabelledRow[] = [];
  const push = (description: string, amount: string, isIncome: boolean, category: string) => {
    rows.push({ description: clean(description), amount, isIncome, category });
  };

  const brands = allBrands();
  const extra = mainBusinesses(brands);
  for (const brand of brands) {
    const rowsForBrand = ROWS_PER_BRAND + (extra.has(brand) ? MAIN_BUSINESS_EXTRA_ROWS : 0);
    for (let i = 0; i < rowsForBrand; i++) {
      // Most brands are mostly paid one way; now and then the other (a gym paid by card, a shop online).
      const kind: PaymentKind = random.chance(0.8) ? brand.kind : random.pick(['card', 'online', 'bill'] as const);
      push(
        formatPayment(kind, brand.region, brand.payee, random),
        amountFor(brand.category, random),
        false,
        brand.category,
      );
    }
  }

  for (const [category, type] of Object.entries(LOCAL_BUSINESSES)) {
    for (const noun of type.nouns) {
      for (let i = 0; i < LOCAL_ROWS_PER_NOUN; i++) {
        const region = random.pick(REGIONS);
        const kind: PaymentKind = random.chance(0.85) ? type.kind : random.pick(['card', 'online', 'bill'] as const);
        push(
          formatPayment(kind, region, localBusinessName(noun, random), random),
          amountFor(category, random),
          false,
          category,
        );
      }
    }
  }

  for (const [category, byRegion] of Object.entries(BANKING_LINES)) {
    for (const region of REGIONS) {
      for (let i = 0; i < BANKING_ROWS_PER_REGION; i++) {
        const row = random.pick(byRegion[region])(random);
        let description = row.description;
        // Lenders, brokers and savings providers also collect by direct debit, BPAY or SEPA mandate.
        if (!row.isIncome && BILLED_BANKING.has(category) && random.chance(0.35)) {
          description = formatPayment('bill', region, description.replace(/\s+[A-Z0-9]*\d[A-Z0-9]*$/, ''), random);
        }
        push(description, amountFor(category, random), row.isIncome, category);
      }
    }
  }
  return rows;
}

if (require.main === module) {
  const rows = generateSeedRows();
  writeFileSync(SEED_PATH, serialiseRows(rows));
  process.stdout.write(`wrote ${rows.length} rows to ${SEED_PATH}\n`);
}
