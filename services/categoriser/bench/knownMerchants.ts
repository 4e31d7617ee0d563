import { allBrands } from '../src/seed/brands';
import { formatPayment } from '../src/seed/formats';
import { Random } from '../src/seed/random';
import type { LabelledRow } from '../src/seed/rows';

/** The seed's merchants again, each in a statement format drawn with another random seed than the generator's. */
export function knownMerchantsFreshFormats(): LabelledRow[] {
  const random = new Random(777);
  return allBrands().map((brand) => ({
    description: formatPayment(brand.kind, brand.region, brand.payee, random),
    amount: random.amount(5, 150),
    isIncome: false,
    category: brand.category,
  }));
}
