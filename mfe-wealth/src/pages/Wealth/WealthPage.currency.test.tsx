import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Asset } from '@tracker/contracts';
import { createFakeApi } from '../../test/fakeApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import { WealthPage } from './WealthPage';

const asset = (fields: Partial<Asset> & Pick<Asset, 'id' | 'name' | 'type'>): Asset => ({
  symbol: null,
  description: null,
  quantity: null,
  value: '0',
  priceUpdatedAt: null,
  ...fields,
});

// A London share quoted in pence by Yahoo reaches the page in pounds; a house in dollars.
const PORTFOLIO: Asset[] = [
  asset({ id: 'v1', name: 'Vodafone', type: 'equities_stocks', symbol: 'VOD.L', quantity: '1000', value: '0.5' }),
  asset({ id: 'h1', name: 'House', type: 'property_real_estate', value: '100000', currency: 'USD' }),
];
const PRICES = {
  'VOD.L': { price: 0.7216, currency: 'GBP' as const, error: null, errorType: null, fetchedAt: '2024-06-14T20:00:01Z' },
};

describe('WealthPage across currencies', () => {
  it("shows each asset in its own currency and net worth in the home one, at today's rate", async () => {
    const api = createFakeApi(PORTFOLIO, PRICES);
    renderWithProviders(<WealthPage />, { api });
    // 1,000 × £0.7216 = £721.60, at 1.08 / 0.84 USD = $927.77; plus the $100,000 house.
    await waitFor(() => expect(screen.getByTestId('net-worth')).toHaveTextContent('$100,927.77'));
    expect(screen.getByTestId('net-worth-note')).toHaveTextContent(
      "Converted from $100,000.00 + £721.60 at today's rates",
    );
    const vodafone = screen.getByTestId('asset-row-v1');
    // A unit price keeps the decimals the listing quotes (72.16p); the total is in pence.
    expect(within(vodafone).getByText('£0.7216')).toBeInTheDocument();
    expect(within(vodafone).getByText('£721.60')).toBeInTheDocument();
    expect(screen.getByTestId('asset-row-h1')).toHaveTextContent('$100,000.00');
    expect(screen.getByTestId('breakdown-equities_stocks')).toHaveTextContent('$927.77 · 0.9%');
    const [rates] = api.callsTo('GET /api/assets/exchange-rates');
    expect(rates?.query.get('currencies')).toBe('GBP,USD');
    // The history is asked in the home currency.
    expect(api.callsTo('GET /api/assets/net-worth-history')[0]?.query.get('currency')).toBe('USD');
  });

  it('says a rate is unknown and shows the parts per currency instead of a 1:1 sum', async () => {
    const api = createFakeApi(PORTFOLIO, PRICES);
    api.rates = { USD: '1.08' };
    renderWithProviders(<WealthPage />, { api });
    await waitFor(() => expect(screen.getByTestId('net-worth')).toHaveTextContent('$100,000.00 + £721.60'));
    expect(screen.getByTestId('net-worth-note')).toHaveTextContent(
      'Exchange rate unavailable for GBP: shown per currency, not converted',
    );
    expect(screen.getByTestId('net-worth-card')).not.toHaveTextContent('$100,721.60');
    expect(screen.getByTestId('asset-breakdown')).toHaveTextContent(
      'Leaves out assets in GBP: no exchange rate for today',
    );
    expect(screen.getByTestId('asset-breakdown')).toHaveTextContent('$100,000.00 · 100.0%');
  });

  it('makes no rates call when every asset is in the home currency', async () => {
    const api = createFakeApi([PORTFOLIO[1] as Asset]);
    renderWithProviders(<WealthPage />, { api, user: { homeCurrency: 'USD' } });
    await waitFor(() => expect(screen.getByTestId('net-worth')).toHaveTextContent('$100,000.00'));
    expect(screen.queryByTestId('net-worth-note')).toBeNull();
    expect(api.callsTo('GET /api/assets/exchange-rates')).toHaveLength(0);
  });

  it("Add Asset starts in the home currency and takes a ticker's listing currency from its price", async () => {
    jest.useFakeTimers();
    try {
      const api = createFakeApi([], PRICES);
      renderWithProviders(<WealthPage />, { api, user: { homeCurrency: 'EUR' } });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(50);
      });
      fireEvent.click(screen.getByRole('button', { name: 'Add Asset to Equities (Stocks)' }));
      const dialog = await screen.findByTestId('asset-dialog'); // its code arrives when it first opens
      const currency = within(dialog).getByLabelText('Currency') as HTMLSelectElement;
      expect(currency.value).toBe('EUR');
      fireEvent.change(within(dialog).getByLabelText('Asset Name'), { target: { value: 'Vodafone' } });
      fireEvent.change(within(dialog).getByLabelText('Symbol'), { target: { value: 'VOD.L' } });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(850);
      });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(50);
      });
      expect(within(dialog).getByTestId('temp-price').textContent).toBe('Live price: £0.7216');
      expect(currency.value).toBe('GBP');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Add Asset' }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(50);
      });
      expect(api.callsTo('POST /api/assets')[0]?.body).toMatchObject({ name: 'Vodafone', currency: 'GBP' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('sends the home currency with an uploaded file, for rows that do not say theirs', async () => {
    const api = createFakeApi();
    renderWithProviders(<WealthPage reload={() => undefined} />, { api, user: { homeCurrency: 'GBP' } });
    const input = await screen.findByTestId('asset-file-input');
    const csv = 'Asset,Quantity,Date Purchased,Purchase Price,Current Value\nFund,1,2020,1,2\n';
    fireEvent.change(input, { target: { files: [new File([csv], 'mine.csv', { type: 'text/csv' })] } });
    await waitFor(() => expect(api.callsTo('POST /api/assets/upload')).toHaveLength(1));
    expect((api.callsTo('POST /api/assets/upload')[0]?.body as FormData).get('currency')).toBe('GBP');
  });

  it("edits the currency of an asset whose value the user enters inline, with the dialog's options", async () => {
    const api = createFakeApi([
      asset({ id: 'b1', name: 'Savings', type: 'super_pension_401k', value: '5000', currency: 'USD' }),
    ]);
    renderWithProviders(<WealthPage />, { api, user: { homeCurrency: 'USD' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Savings' }));
    const row = screen.getByTestId('asset-row-b1');
    const currency = within(row).getByLabelText('Currency') as HTMLSelectElement;
    expect(currency.value).toBe('USD');
    expect(within(currency).getByRole('option', { name: 'EUR — Euro' })).toBeInTheDocument();
    fireEvent.change(currency, { target: { value: 'EUR' } });
    // The Value cell shows what Save will store.
    expect(within(row).getByText('€5,000.00')).toBeInTheDocument();
    fireEvent.change(within(row).getByLabelText('Unit Value'), { target: { value: '5200' } });
    expect(within(row).getByText('€5,200.00')).toBeInTheDocument();
    fireEvent.change(within(row).getByLabelText('Unit Value'), { target: { value: '5000' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT /api/assets/b1')).toHaveLength(1));
    expect(api.callsTo('PUT /api/assets/b1')[0]?.body).toMatchObject({ name: 'Savings', currency: 'EUR' });
    await waitFor(() => expect(within(screen.getByTestId('asset-row-b1')).getAllByText('€5,000.00')).toHaveLength(2));
  });

  it('says, in the edit row, which live price counts and that the stored value is used when none is', async () => {
    const NOTE = 'Live Price £0.7216 counts now. This value is used when no live price is available.';
    const api = createFakeApi(PORTFOLIO, PRICES);
    renderWithProviders(<WealthPage />, { api });
    const edit = await screen.findByRole('button', { name: 'Edit Vodafone' });
    await waitFor(() => expect(within(screen.getByTestId('asset-row-v1')).getByText('Live Price')).toBeInTheDocument());
    fireEvent.click(edit);
    const row = screen.getByTestId('asset-row-v1');
    expect(within(row).getByTestId('live-price-note')).toHaveTextContent(NOTE);
    expect(within(row).getByLabelText('Unit Value')).toHaveAccessibleDescription(NOTE);
    expect(within(row).getByTestId('listing-currency')).toHaveTextContent("In GBP, the listing's currency");
    // A new symbol's price is not known yet: the value typed is what counts, and the note goes.
    fireEvent.change(within(row).getByLabelText('Symbol'), { target: { value: 'VOD' } });
    expect(within(row).queryByTestId('live-price-note')).toBeNull();
    expect(within(row).getByLabelText('Unit Value')).not.toHaveAccessibleDescription();
    // An asset valued by hand has no live price to name.
    fireEvent.click(screen.getByRole('button', { name: 'Edit House' }));
    expect(within(screen.getByTestId('asset-row-h1')).queryByTestId('live-price-note')).toBeNull();
  });

  it('names no live price in the edit row while the listing has none (rate limited)', async () => {
    const limited = { price: null, currency: null, error: 'Too many requests', errorType: 'rate_limit' as const };
    const api = createFakeApi([PORTFOLIO[0] as Asset], { 'VOD.L': { ...limited, fetchedAt: '2024-06-14T20:00:01Z' } });
    renderWithProviders(<WealthPage />, { api });
    const edit = await screen.findByRole('button', { name: 'Edit Vodafone' });
    await waitFor(() =>
      expect(within(screen.getByTestId('asset-row-v1')).getByText('Rate Limited')).toBeInTheDocument(),
    );
    fireEvent.click(edit);
    const row = screen.getByTestId('asset-row-v1');
    expect(within(row).queryByTestId('live-price-note')).toBeNull();
    // The stored $0.50 a unit counts: 1,000 × 0.5.
    expect(within(row).getByText('$500.00')).toBeInTheDocument();
  });

  it("keeps a listed ticker's currency its listing's, sending none; a cleared symbol offers the picker", async () => {
    const api = createFakeApi([PORTFOLIO[0] as Asset], PRICES);
    renderWithProviders(<WealthPage />, { api });
    const edit = await screen.findByRole('button', { name: 'Edit Vodafone' });
    await waitFor(() => expect(within(screen.getByTestId('asset-row-v1')).getByText('Live Price')).toBeInTheDocument());
    fireEvent.click(edit);
    const row = screen.getByTestId('asset-row-v1');
    expect(within(row).getByTestId('listing-currency')).toHaveTextContent("In GBP, the listing's currency");
    expect(within(row).queryByLabelText('Currency')).toBeNull();
    // 2,000 × the live £0.7216, whatever the stored value.
    fireEvent.change(within(row).getByLabelText('Quantity'), { target: { value: '2000' } });
    expect(within(row).getByText('£1,443.20')).toBeInTheDocument();
    fireEvent.change(within(row).getByLabelText('Symbol'), { target: { value: '' } });
    expect((within(row).getByLabelText('Currency') as HTMLSelectElement).value).toBe('GBP');
    fireEvent.change(within(row).getByLabelText('Symbol'), { target: { value: 'vod.l' } });
    expect(within(row).queryByLabelText('Currency')).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT /api/assets/v1')).toHaveLength(1));
    expect(api.callsTo('PUT /api/assets/v1')[0]?.body).not.toHaveProperty('currency');
  });
});
