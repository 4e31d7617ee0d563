/**
 * Which categories are spending. The category-type inference of product.md › Behaviour, reduced to what insights need:
 * income, saving, investing and transfers between one's own accounts move money but are not spending; everything else
 * (debts included) is.
 */
import { categoryKey } from '../model/taxonomy';

export type SpendingKind = 'income' | 'savings' | 'investment' | 'other' | 'spending';

const EXACT: Record<string, SpendingKind> = {
  income: 'income',
  salary: 'income',
  'other income': 'income',
  savings: 'savings',
  investment: 'investment',
  investments: 'investment',
  transfer: 'other',
  transfers: 'other',
};

export function spendingKind(category: string): SpendingKind {
  const key = categoryKey(category);
  const exact = EXACT[key];
  if (exact) return exact;
  if (/\b(salary|wages?|bonus|refunds?|dividends?|income)\b/.test(key)) return 'income';
  if (/\bsav(e|ing|ings)\b/.test(key)) return 'savings';
  if (/\b(stocks?|crypto|mutual fund|invest(ment|ments|ing)?|shares|pension|super)\b/.test(key)) return 'investment';
  if (/\btransfers?\b/.test(key)) return 'other';
  return 'spending';
}
