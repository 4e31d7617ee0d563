// A stand-in for services/categoriser in the benchmark while that service is not built: it speaks the internal
// contract (checked with the contract schemas) and answers by keyword. The benchmark says when it uses this.
import { startFakeCategoriser } from '../src/testing/fakeCategoriser';

const RULES: Array<[RegExp, string]> = [
  [/tesco|sainsbury|waitrose|lidl|aldi|morrisons/i, 'Groceries'],
  [/starbucks|costa|pret|deliveroo|just eat/i, 'Dining Out'],
  [/uber|tfl|trainline|easyjet|ryanair/i, 'Transport'],
  [/shell|bp connect/i, 'Fuel'],
  [/netflix|spotify|apple\.com/i, 'Subscriptions'],
  [/salary/i, 'Salary'],
];

void startFakeCategoriser(
  {
    categorise: (row, request) => {
      const rule = RULES.find(([re, category]) => re.test(row.description) && request.categories.includes(category));
      return rule ? { category: rule[1], confidence: 0.9, stage: 'model' } : { category: null, confidence: 0, stage: 'none' };
    },
  },
  Number(process.env.PORT ?? 0),
).then((fake) => {
  // Keep no history: the benchmark sends hundreds of thousands of rows.
  fake.calls.push = () => 0;
  process.stdout.write(`stand-in categoriser listening on ${fake.url}\n`);
});
