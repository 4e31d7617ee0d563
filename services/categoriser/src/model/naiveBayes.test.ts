import { DEFAULT_FEATURE_OPTIONS } from './features';
import { NaiveBayesBuilder, NaiveBayesModel, fitTemperature, softmax, type ModelOptions, type TrainingExample } from './naiveBayes';

const OPTIONS: ModelOptions = { features: DEFAULT_FEATURE_OPTIONS, lambda: 0.5, priorWeight: 0 };

function example(text: string, label: string, isIncome = false, amount = '20.00'): TrainingExample {
  return { text, label, isIncome, amount };
}

const TRAINING = [
  example('card blue cafe', 'Dining'),
  example('card corner cafe', 'Dining'),
  example('sushi bar', 'Dining'),
  example('fresh market', 'Groceries'),
  example('card organic market', 'Groceries'),
  example('butcher shop', 'Groceries'),
  example('acme payroll', 'Salary', true, '2500.00'),
  example('directcredit globex salary', 'Salary', true, '3100.00'),
];

describe('NaiveBayesModel', () => {
  const model = NaiveBayesModel.train(TRAINING, ['Dining', 'Groceries', 'Salary'], OPTIONS);

  it('learns words and word pieces (an unseen "cafeteria" is still a cafe)', () => {
    const prepared = model.prepare(model.ownOutputs());
    expect(model.classify(model.features('harbour cafeteria', false, '12.00'), prepared)[0]?.name).toBe('Dining');
    expect(model.classify(model.features('village market', false, '60.00'), prepared)[0]?.name).toBe('Groceries');
    expect(model.classify(model.features('initech payroll', true, '2800.00'), prepared)[0]?.name).toBe('Salary');
  });

  it('answers only among the outputs it is given, pooling classes mapped to one output', () => {
    const prepared = model.prepare([
      { name: 'Food', modelClasses: [0, 1] },
      { name: 'Income', modelClasses: [2] },
    ]);
    const scored = model.classify(model.features('blue cafe', false, '10.00'), prepared);
    expect(scored.map((s) => s.name)).toEqual(['Food', 'Income']);
    expect(scored.reduce((sum, s) => sum + s.probability, 0)).toBeCloseTo(1, 10);
  });

  it('gives a user-only class (a custom category) a fair chance from a few examples', () => {
    const features = new Map<string, number>();
    let total = 0;
    for (const text of ['card blue bottle coffee', 'stumptown coffee roasters']) {
      for (const [feature, value] of model.features(text, false, '5.00')) {
        features.set(feature, (features.get(feature) ?? 0) + value * 20);
        total += value * 20;
      }
    }
    const prepared = model.prepare([
      { name: 'Dining', modelClasses: [0] },
      { name: 'Groceries', modelClasses: [1] },
      { name: 'Coffee', modelClasses: [], user: { total, docs: 40, features } },
    ]);
    expect(model.classify(model.features('sightglass coffee', false, '5.00'), prepared)[0]?.name).toBe('Coffee');
    expect(model.classify(model.features('corner cafe', false, '15.00'), prepared)[0]?.name).toBe('Dining');
  });

  it('skips an output with no counts at all', () => {
    const prepared = model.prepare([{ name: 'Dining', modelClasses: [0] }, { name: 'Unknown', modelClasses: [] }]);
    expect(model.classify(model.features('blue cafe', false, '10.00'), prepared)).toEqual([{ name: 'Dining', probability: 1 }]);
  });

  it('builds the same model incrementally as in one go (counts add up)', () => {
    const builder = new NaiveBayesBuilder(['Dining', 'Groceries', 'Salary'], OPTIONS);
    TRAINING.slice(0, 4).forEach((e) => builder.add(e));
    builder.build();
    TRAINING.slice(4).forEach((e) => builder.add(e));
    const incremental = builder.build();
    const bag = model.features('corner market', false, '30.00');
    expect(Array.from(incremental.logScores(bag, incremental.prepare(incremental.ownOutputs())))).toEqual(
      Array.from(model.logScores(bag, model.prepare(model.ownOutputs()))),
    );
  });
});

describe('temperature', () => {
  it('softens overconfident scores, and is fitted to what held-out rows show', () => {
    const scores = Float64Array.from([0, -20]);
    expect(softmax(scores, 1)[0]).toBeGreaterThan(0.999);
    expect(softmax(scores, 10)[0]).toBeCloseTo(0.881, 3);
    // Half the held-out rows are right with the same margin: the fitted temperature makes it a coin toss.
    const heldOut = [
      { scores: Float64Array.from([0, -20]), gold: 0 },
      { scores: Float64Array.from([0, -20]), gold: 1 },
    ];
    expect(fitTemperature(heldOut)).toBeGreaterThan(39.9);
    const confident = [{ scores: Float64Array.from([0, -20]), gold: 0 }];
    expect(fitTemperature(confident)).toBeLessThan(1.1);
    // Right four times in five with a margin of 20: p = 0.8 is reached at 20 / ln 4 ≈ 14.4.
    const mostly = [0, 0, 0, 0, 1].map((gold) => ({ scores: Float64Array.from([0, -20]), gold }));
    expect(fitTemperature(mostly)).toBeCloseTo(20 / Math.log(4), 1);
  });
});
