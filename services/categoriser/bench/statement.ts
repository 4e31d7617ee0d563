/**
 * A long statement as a real account produces it: a few hundred merchants, a handful of them very often (the
 * supermarket, the coffee shop, the train) and a long tail rarely (Zipf frequencies), each printed in one layout
 * whose store numbers, dates, times and references change from row to row, and amounts that vary around the
 * merchant's usual one. After normalisation the same merchant recurs: that is what the model cache is for.
 */
import type { LabelledRow } from '../src/seed/rows';
import { allBrands } from '../src/seed/brands';
import { paymentFormats, type Format } from '../src/seed/formats';
import { Random } from '../src/seed/random';

interface Payee {
  format: Format;
  payee: string;
  category: string;
  typicalAmount: number;
}

export function repeatedMerchantStatement(rows: number, merchants = 800, seed = 4242): LabelledRow[] {
  const random = new Random(seed);
  const brands = allBrands();
  const payees: Payee[] = [];
  for (let i = 0; i < merchants; i++) {
    const brand = random.pick(brands);
    const formats = paymentFormats(brand.kind, brand.region);
    payees.push({
      format: random.pick(formats),
      payee: brand.payee,
      category: brand.category,
      typicalAmount: Number(random.amount(3, 300)),
    });
  }
  // Zipf weights: the k-th merchant is paid about 1/k as often as the first.
  const cumulative: number[] = [];
  let total = 0;
  for (let k = 1; k <= merchants; k++) {
    total += 1 / k;
    cumulative.push(total);
  }
  const out: LabelledRow[] = [];
  for (let i = 0; i < rows; i++) {
    const target = random.next() * total;
    let low = 0;
    let high = merchants - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((cumulative[mid] as number) < target) low = mid + 1;
      else high = mid;
    }
    const payee = payees[low] as Payee;
    const amount = (payee.typicalAmount * Math.exp((random.next() - 0.5) * 1.2)).toFixed(2);
    out.push({ description: payee.format(payee.payee, random), amount, isIncome: false, category: payee.category });
  }
  return out;
}
