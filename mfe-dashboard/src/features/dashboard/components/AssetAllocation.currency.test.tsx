import { screen, waitFor, within } from '@testing-library/react';
import type { Asset } from '@tracker/contracts';
import { createFakeApi } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { AssetAllocation } from './AssetAllocation';

// apexcharts cannot draw under jsdom: the repository's chart stub, as in SummaryTab.test.tsx.
jest.mock('./apexDonut', () => jest.requireActual('../../../../../test/stubs/react-apexcharts'));

const asset = (fields: Partial<Asset> & Pick<Asset, 'id' | 'type' | 'name' | 'value'>): Asset => ({
  symbol: null,
  description: null,
  quantity: null,
  priceUpdatedAt: null,
  ...fields,
});

const ASSETS = [
  asset({ id: 'v', type: 'equities_stocks', name: 'Vodafone', symbol: 'VOD.L', quantity: '1000', value: '0.5' }),
  asset({ id: 'h', type: 'property_real_estate', name: 'House', value: '100000', currency: 'USD' }),
  asset({ id: 'l', type: 'liabilities', name: 'Loan', value: '84', currency: 'GBP' }),
];
const PRICES = { 'VOD.L': { price: 0.7216, currency: 'GBP' as const, error: null, errorType: null } };

describe('Asset Allocation across currencies', () => {
  it("lists each asset in its own currency and converts net worth and the doughnut at today's rate", async () => {
    const api = createFakeApi({ assets: ASSETS, prices: PRICES });
    renderWithProviders(<AssetAllocation />, { api });
    // Shares £721.60 -> $927.77; loan £84 -> $108.00 (at 1.08 / 0.84); house $100,000.
    await waitFor(() => expect(screen.getByTestId('dashboard-net-worth')).toHaveTextContent('$100,819.77'));
    expect(screen.getByTestId('dashboard-net-worth-note')).toHaveTextContent(
      "Converted from $100,000.00 + £637.60 at today's rates",
    );
    // The largest first, in the home currency; the loan counts in net worth, not as an asset or a slice.
    const items = screen.getAllByTestId('dashboard-asset');
    expect(items.map((item) => item.textContent)).toEqual([
      'HouseProperty/Real Estate$100,000.00',
      'VodafoneEquities (Stocks)£721.60',
    ]);
    const chart = within(screen.getByTestId('asset-allocation')).getByTestId('chart-stub');
    expect(JSON.parse(chart.getAttribute('data-series') ?? '')).toEqual([927.77, 100000]);
  });

  it('shows the parts per currency when a rate is unknown, never a 1:1 sum', async () => {
    const api = createFakeApi({ assets: ASSETS, prices: PRICES, rates: { USD: '1.08' } });
    renderWithProviders(<AssetAllocation />, { api });
    await waitFor(() => expect(screen.getByTestId('dashboard-net-worth')).toHaveTextContent('$100,000.00 + £637.60'));
    expect(screen.getByTestId('dashboard-net-worth-note')).toHaveTextContent(
      'Exchange rate unavailable for GBP: shown per currency, not converted',
    );
    const chart = within(screen.getByTestId('asset-allocation')).getByTestId('chart-stub');
    expect(JSON.parse(chart.getAttribute('data-series') ?? '')).toEqual([100000]);
  });
});
