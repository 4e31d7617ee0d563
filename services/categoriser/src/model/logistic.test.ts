import { DEFAULT_FEATURE_OPTIONS } from './features';
import { LogisticTrainer, softmaxInPlace, type LogisticOptions, type TrainingExample } from './logistic';

const OPTIONS: LogisticOptions = {
  features: DEFAULT_FEATURE_OPTIONS,
  epochs: 20,
  learningRate: 0.5,
  l2: 1e-5,
  shuffleSeed: 7,
};
const CLASSES = ['Dining', 'Groceries', 'Salary'];

function example(text: string, label: string, isIncome = false, amount = '20.00'): TrainingExample {
  return { text, label, isIncome, amount };
}

const TRAINING = [
  example('card blue cafe', 'Dining'),
  example('card corner cafe', 'Dining'),
  example('card harbour pizzeria', 'Dining'),
  example('sushi bar', 'Dining'),
  example('fresh market', 'Groceries'),
  example('card organic market', 'Groceries'),
  example('card village supermarket', 'Groceries'),
  example('butcher shop', 'Groceries'),
  example('acme payroll', 'Salary', true, '2500.00'),
  example('directcredit globex salary', 'Salary', true, '3100.00'),
];

function train(examples: readonly TrainingExample[] = TRAINING) {
  const trainer = new LogisticTrainer(CLASSES, OPTIONS);
  for (const e of examples) trainer.add(e);
  trainer.train();
  return trainer.build();
}

const best = (p: Float64Array) => CLASSES[p.indexOf(Math.max(...p))];

describe('LogisticModel', () => {
  const model = train();

  it('learns words and word pieces (an unseen "cafeteria" is still a cafe)', () => {
    expect(best(model.probabilities(model.encode('harbour cafeteria', false, '12.00')))).toBe('Dining');
    expect(best(model.probabilities(model.encode('riverside market', false, '60.00')))).toBe('Groceries');
    expect(best(model.probabilities(model.encode('initech payroll', true, '2800.00')))).toBe('Salary');
  });

  it('gives probabilities that sum to one, sharper with a lower temperature', () => {
    const row = model.encode('corner cafe', false, '10.00');
    const p = model.probabilities(row);
    expect(p.reduce((sum, value) => sum + value, 0)).toBeCloseTo(1, 10);
    model.setTemperature(0.5);
    const sharper = model.probabilities(row);
    model.setTemperature(1);
    expect(Math.max(...sharper)).toBeGreaterThan(Math.max(...p));
    expect(() => model.setTemperature(0)).toThrow(RangeError);
  });

  it('encodes a row at unit length, with unseen features marked -1 (they add nothing to the scores)', () => {
    const row = model.encode('zzqx cafe', false, '10.00');
    expect(row.values.reduce((sum, v) => sum + v * v, 0)).toBeCloseTo(1, 10);
    expect(row.ids[row.names.indexOf('w:zzqx')]).toBe(-1);
    expect(row.ids[row.names.indexOf('w:cafe')]).toBeGreaterThanOrEqual(0);
  });

  it('is deterministic: the same rows and seed give the same model', () => {
    const again = train();
    const row = model.encode('corner market', false, '30.00');
    expect(Array.from(again.logits(again.encode('corner market', false, '30.00')))).toEqual(
      Array.from(model.logits(row)),
    );
  });

  it('knows how common a feature is in the training rows', () => {
    expect(model.backgroundOf('w:card')).toBeGreaterThan(model.backgroundOf('w:sushi'));
    expect(model.backgroundOf('w:neverseen')).toBeGreaterThan(0);
    expect(model.backgroundOf('w:neverseen')).toBeLessThan(model.backgroundOf('w:sushi'));
  });
});

describe('softmaxInPlace', () => {
  it('normalises, and gives -Infinity no mass', () => {
    const p = softmaxInPlace(Float64Array.from([0, Math.log(3), -Infinity]));
    expect(Array.from(p).map((v) => Math.round(v * 1000) / 1000)).toEqual([0.25, 0.75, 0]);
    expect(Array.from(softmaxInPlace(Float64Array.from([-Infinity, -Infinity])))).toEqual([0, 0]);
  });
});
