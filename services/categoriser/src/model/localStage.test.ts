import { CATEGORY_CONFIDENCE_THRESHOLD, DEFAULT_CATEGORIES } from '@tracker/contracts';
import { normaliseDescription } from '../normalise/merchant';
import { LocalStage, type UserExample } from './localStage';
import { globalModel, payeeName, UNKNOWN_NAME_TEMPERATURE } from './globalModel';
import { smallModel } from './testing';
import { trainResidual } from './userAdaptation';

function example(description: string, category: string, amount = '20.00'): UserExample {
  return { text: normaliseDescription(description).text, isIncome: false, amount, category, count: 1 };
}

function answer(stage: LocalStage, description: string, amount = '20.00') {
  return stage.answer(normaliseDescription(description).text, false, amount);
}

describe('LocalStage (the offline model restricted to the request categories, adapted per user)', () => {
  const global = smallModel();

  it('answers with the request categories only, and nothing when none can come from the model', () => {
    const plain = new LocalStage(global, DEFAULT_CATEGORIES, []);
    expect(answer(plain, 'BIRCH PHARMACY 77 SHELBYVILLE').category).toBe('Health & Fitness');
    expect(answer(plain, 'BIRCH BISTRO 77 SHELBYVILLE').category).toBe('Dining Out');
    const narrowed = new LocalStage(global, ['Groceries', 'Fuel'], []);
    expect(['Groceries', 'Fuel']).toContain(answer(narrowed, 'BIRCH BISTRO 77 SHELBYVILLE').category);
    const unknown = new LocalStage(global, ['Pets'], []);
    expect(unknown.canAnswer).toBe(false);
    expect(answer(unknown, 'BIRCH BISTRO 77 SHELBYVILLE')).toEqual({ category: null, confidence: 0 });
  });

  it('ignores examples in categories the request does not have', () => {
    const stage = new LocalStage(global, DEFAULT_CATEGORIES, [
      example('OAK CHEMIST 12 SHELBYVILLE', 'Deleted category'),
    ]);
    expect(answer(stage, 'BIRCH CHEMIST 5 CAPITAL CITY')).toEqual(
      answer(new LocalStage(global, DEFAULT_CATEGORIES, []), 'BIRCH CHEMIST 5 CAPITAL CITY'),
    );
  });
});

describe('calibration by name: a payee the seed has never heard of is decided by its ordinary words, less surely', () => {
  const global = globalModel();
  const fitted = { ...global, names: { ...global.names, unknownTemperature: global.model.fittedTemperature } };

  it('scores a known name with the fitted temperature and an unknown one with the softer UNKNOWN_NAME_TEMPERATURE', () => {
    expect(global.names.unknownTemperature).toBeGreaterThanOrEqual(UNKNOWN_NAME_TEMPERATURE);
    const known = 'WALGREENS 0412 SHELBYVILLE';
    const unknown = 'ZQXVOR PHARMACY 0412 SHELBYVILLE';
    const name = (description: string) => payeeName(normaliseDescription(description).text);
    expect(global.names.knownNames.has(name(known))).toBe(true);
    expect(global.names.knownNames.has(name(unknown))).toBe(false);
    expect(name('SQ *KINGS ARMS HOTEL BAR CHESTER GB')).toBe('kings arms');
    const plain = new LocalStage(global, DEFAULT_CATEGORIES, []);
    const asFitted = new LocalStage(fitted, DEFAULT_CATEGORIES, []);
    expect(answer(plain, known)).toEqual(answer(asFitted, known));
    // A one-word merchant of the seed is known with whatever follows it (a town the normaliser kept).
    const kroger = 'KROGER MARKETPLACE SPRINGFIELD';
    expect(global.names.knownNames.has(name(kroger))).toBe(false);
    expect(answer(plain, kroger)).toEqual(answer(asFitted, kroger));
    expect(answer(plain, unknown).category).toBe(answer(asFitted, unknown).category);
    expect(answer(plain, unknown).confidence).toBeLessThan(answer(asFitted, unknown).confidence);
  });
});

// Adaptation is measured against the real model (trained from the seed): how far a few examples move it depends on
// how sure the model is, and a toy model is surer of everything than the real one.
describe('per-user adaptation of the real model', () => {
  const global = globalModel();
  const plain = new LocalStage(global, DEFAULT_CATEGORIES, []);

  it("a user's corrections of a merchant pattern help that user's similar rows, not other rows or users", () => {
    // This user's vets: the model is unsure what a vet is; after three of them, another vet is filed confidently.
    const vets = new LocalStage(global, DEFAULT_CATEGORIES, [
      example('HAPPY PAWS VET 12 AUSTIN TX', 'Health & Fitness'),
      example('CITY VETERINARY CLINIC DALLAS TX', 'Health & Fitness'),
      example('OAK ANIMAL HOSPITAL HOUSTON TX', 'Health & Fitness'),
    ]);
    expect(answer(plain, 'LAKESIDE VET 5 WACO TX').confidence).toBeLessThan(CATEGORY_CONFIDENCE_THRESHOLD);
    expect(answer(vets, 'LAKESIDE VET 5 WACO TX')).toMatchObject({ category: 'Health & Fitness' });
    expect(answer(vets, 'LAKESIDE VET 5 WACO TX').confidence).toBeGreaterThanOrEqual(CATEGORY_CONFIDENCE_THRESHOLD);
    // This user files car parks under Travel: the model was sure they are Transport; after three corrections another
    // car park is no longer filed as Transport automatically (it waits in Pending, or is Travel).
    const parking = new LocalStage(global, DEFAULT_CATEGORIES, [
      example('CITY PARKING 12 LEEDS', 'Travel'),
      example('NCP CAR PARK 3 YORK', 'Travel'),
      example('Q-PARK 9 BRISTOL', 'Travel'),
    ]);
    expect(answer(plain, 'RIVERSIDE PARKING 5 HULL')).toMatchObject({ category: 'Transport' });
    // Filed automatically (an unknown car park's name is scored with the softer temperature: ~0.76, not above 0.9).
    expect(answer(plain, 'RIVERSIDE PARKING 5 HULL').confidence).toBeGreaterThanOrEqual(CATEGORY_CONFIDENCE_THRESHOLD);
    const adapted = answer(parking, 'RIVERSIDE PARKING 5 HULL');
    expect(adapted.category === 'Travel' || adapted.confidence < CATEGORY_CONFIDENCE_THRESHOLD).toBe(true);
    // Rows unlike the corrections keep the model's answer.
    for (const stage of [vets, parking]) {
      for (const description of [
        'SHELL 1234 LEEDS',
        'TESCO STORES 2231 LEEDS',
        'CVS PHARMACY 123 WACO TX',
        'NETFLIX.COM',
      ]) {
        const before = answer(plain, description);
        const after = answer(stage, description);
        expect(after.category).toBe(before.category);
        expect(Math.abs(after.confidence - before.confidence)).toBeLessThan(0.05);
      }
    }
  });

  it('confirming what the model already says changes little', () => {
    const adapted = new LocalStage(global, DEFAULT_CATEGORIES, [
      example('KROGER #12 DAYTON OH', 'Groceries'),
      example('STARBUCKS STORE 1234 SEATTLE WA', 'Dining Out'),
    ]);
    for (const description of ['SAFEWAY 0042 DENVER CO', 'CHIPOTLE 1234 AUSTIN TX', 'SHELL OIL 1234 AUSTIN TX']) {
      const before = answer(plain, description);
      const after = answer(adapted, description);
      expect(after.category).toBe(before.category);
      expect(Math.abs(after.confidence - before.confidence)).toBeLessThan(0.05);
    }
  });

  it("a category of the user's own becomes an answer once the user has examples of it", () => {
    const categories = [...DEFAULT_CATEGORIES, 'Coffee'];
    expect(answer(new LocalStage(global, categories, []), 'SIGHTGLASS COFFEE SAN FRANCISCO CA', '5.00').category).toBe(
      'Dining Out',
    );
    const adapted = new LocalStage(global, categories, [
      example('BLUE BOTTLE COFFEE OAKLAND CA', 'Coffee', '5.50'),
      example('STUMPTOWN COFFEE ROASTERS PORTLAND OR', 'Coffee', '4.75'),
      example('PEETS COFFEE 0042 BERKELEY CA', 'Coffee', '4.10'),
    ]);
    expect(answer(adapted, 'SIGHTGLASS COFFEE SAN FRANCISCO CA', '5.00').category).toBe('Coffee');
    expect(answer(adapted, 'CHIPOTLE 1234 AUSTIN TX', '12.00').category).toBe('Dining Out');
  });
});

describe('trainResidual', () => {
  it('has nothing to learn without examples', () => {
    expect(trainResidual([], [], 3)).toBeNull();
  });
});
