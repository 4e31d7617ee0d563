/**
 * The valuation hook the Wealth page and the dashboard share (`useWealthInHome`, @tracker/area-reads/wealth): the bank
 * accounts switched on to count in net worth join the assets in the home currency — a savings balance held as an
 * asset, a card's balance owed as a liability — and a user without one gets exactly the assets' figures.
 */
import { screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { assetsQuery, useWealthInHome } from '@tracker/area-reads/wealth';
import type { Asset, BankAccount } from '@tracker/contracts';
import { createFakeApi } from '../../test/fakeApi';
import { renderWithProviders } from '../../test/renderWithProviders';

const HOUSE: Asset = {
  id: 'h1',
  name: 'House',
  type: 'property_real_estate',
  symbol: null,
  description: null,
  quantity: null,
  value: '9000',
  currency: 'USD',
  priceUpdatedAt: null,
};

const account = (fields: Partial<BankAccount> & Pick<BankAccount, 'id' | 'balance'>): BankAccount => ({
  name: fields.id,
  accountType: '',
  accountNumber: '',
  currency: 'USD',
  kind: 'savings',
  countsInNetWorth: true,
  ...fields,
});

/** What the hook answers, once nothing is pending, as text a test can read. */
function Probe() {
  const assets = useQuery(assetsQuery());
  const { summary, ratesPending } = useWealthInHome(assets.data, {});
  if (assets.isPending || ratesPending) return <p>pending</p>;
  return <pre data-testid="wealth">{JSON.stringify(summary)}</pre>;
}

async function summaryWith(accounts: BankAccount[], homeCurrency = 'USD') {
  const api = createFakeApi([HOUSE]);
  api.accounts = accounts;
  renderWithProviders(<Probe />, { api, user: { homeCurrency } });
  await waitFor(() => expect(screen.getByTestId('wealth')).toBeInTheDocument());
  return { summary: JSON.parse(screen.getByTestId('wealth').textContent ?? '{}'), api };
}

describe('useWealthInHome with accounts in net worth', () => {
  it('counts a switched-on savings balance as an asset and a card balance owed as a liability', async () => {
    const { summary } = await summaryWith([
      account({ id: 'sav', balance: '1001.25' }),
      account({ id: 'card', kind: 'credit_card', balance: '-360.00' }),
      account({ id: 'off', kind: 'checking', balance: '5000.00', countsInNetWorth: false }),
    ]);
    expect(summary.netWorth).toBe('9641.25');
    expect(summary.totalAssets).toBe('10001.25');
    expect(summary.totalLiabilities).toBe('360');
    expect(summary.accountsHeld).toEqual({ count: 1, total: '1001.25', percent: '10.0' });
    expect(summary.accountsOwed).toEqual({ count: 1, total: '360', percent: '3.6' });
  });

  it("converts an account in another currency into the home one at today's rate", async () => {
    // £800 at 1.08 / 0.84 USD per GBP = $1,028.57.
    const { summary, api } = await summaryWith([account({ id: 'gbp', balance: '800.00', currency: 'GBP' })]);
    expect(summary.accountsHeld.total).toBe('1028.57');
    expect(summary.netWorth).toBe('10028.57');
    expect(api.callsTo('GET /api/assets/exchange-rates')[0]?.query.get('currencies')).toBe('GBP,USD');
  });

  it('gives exactly the assets’ figures when no account counts', async () => {
    const { summary } = await summaryWith([account({ id: 'off', balance: '5000.00', countsInNetWorth: false })]);
    expect(summary).toEqual({
      currency: 'USD',
      byType: [{ type: 'property_real_estate', count: 1, total: '9000', percent: '100.0' }],
      netWorth: '9000',
      totalAssets: '9000',
      totalLiabilities: '0',
      parts: [{ currency: 'USD', netWorth: '9000' }],
      missingRates: [],
    });
  });
});
