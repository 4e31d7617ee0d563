import { PRICE_TAGS, type SyncPricesResponse } from '@tracker/contracts';

export interface SyncNotice {
  title: string;
  description?: string;
  variant: 'success' | 'destructive';
}

/** How many failures the notice names before "and N more". */
const LISTED_FAILURES = 3;

const assets = (n: number) => `${n} asset${n === 1 ? '' : 's'}`;

/**
 * What a Sync Prices click tells the user (issue 25): 'Prices updated for N assets', and which assets kept their
 * stored value and why (the row's tag and the provider's reason).
 */
export function syncNotice({ syncedCount, failed }: SyncPricesResponse): SyncNotice {
  if (syncedCount === 0 && failed.length === 0) {
    return {
      title: 'No prices to update',
      description: 'Give a stock, ETF, commodity or cryptocurrency its symbol to get live prices.',
      variant: 'success',
    };
  }
  const listed = failed
    .slice(0, LISTED_FAILURES)
    .map((f) => `${f.name}${f.symbol ? ` (${f.symbol})` : ''}: ${PRICE_TAGS[f.errorType]}. ${f.error}`);
  const more = failed.length > LISTED_FAILURES ? ` And ${failed.length - LISTED_FAILURES} more.` : '';
  const description =
    failed.length > 0 ? `Not updated, showing the stored value: ${listed.join(' ')}${more}` : undefined;
  if (syncedCount === 0) return { title: 'No prices updated', description, variant: 'destructive' };
  return { title: `Prices updated for ${assets(syncedCount)}`, description, variant: 'success' };
}
