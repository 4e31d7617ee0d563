import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { WEALTH_INTERNAL_PRECISION, type Asset } from '@tracker/contracts';
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

const PORTFOLIO: Asset[] = [
  asset({ id: 's1', name: 'Apple', type: 'equities_stocks', symbol: 'AAPL', quantity: '10', value: '100' }),
  asset({ id: 's2', name: 'Microsoft', type: 'equities_stocks', symbol: 'MSFT', quantity: '2', value: '400' }),
  asset({ id: 'c1', name: 'Bitcoin', type: 'cryptocurrencies', symbol: 'BTC', quantity: '0.5', value: '50000' }),
  asset({ id: 'h1', name: 'Family Home', type: 'property_real_estate', value: '420000' }),
  asset({ id: 'l1', name: 'Mortgage', type: 'liabilities', value: '280000' }),
];
const PRICES = {
  AAPL: { price: 212.49, error: null, errorType: null, fetchedAt: '2024-06-14T20:00:01.000Z' },
  MSFT: { price: null, error: 'limited', errorType: 'rate_limit' as const },
  BTC: { price: null, error: 'unknown', errorType: 'invalid_symbol' as const },
};

/** Whether a field's step lets a price at its stored precision (6 decimals, e.g. 0.000125) be entered. */
const fitsPriceStep = (input: HTMLInputElement) =>
  input.step === 'any' || Number(input.step) <= 10 ** -WEALTH_INTERNAL_PRECISION;
const rowOf = (id: string) => screen.getByTestId(`asset-row-${id}`);

describe('WealthPage', () => {
  it('counts live prices above 0, stored values otherwise, a house once and a mortgage against net worth', async () => {
    const api = createFakeApi(PORTFOLIO, PRICES);
    renderWithProviders(<WealthPage />, { api });
    // 10 × 212.49 + 2 × 400 + 0.5 × 50,000 + 420,000 − 280,000
    await waitFor(() => expect(screen.getByTestId('net-worth')).toHaveTextContent('$167,924.90'));
    expect(within(rowOf('s1')).getByText('Live Price')).toBeInTheDocument();
    expect(within(rowOf('s1')).getByText('$2,124.90')).toBeInTheDocument();
    expect(within(rowOf('s2')).getByText('Rate Limited')).toBeInTheDocument();
    expect(within(rowOf('s2')).getByText('$400.00')).toBeInTheDocument();
    expect(within(rowOf('c1')).getByText('Invalid Symbol')).toBeInTheDocument();
    expect(within(rowOf('h1')).queryByText('Manual Value')).toBeNull();
    // Shares of the assets ($447,924.90): the mortgage is apart, with its total and net worth under it.
    expect(screen.getByTestId('breakdown-equities_stocks')).toHaveTextContent('$2,924.90 · 0.7%');
    expect(screen.getByTestId('breakdown-property_real_estate')).toHaveTextContent('$420,000.00 · 93.8%');
    expect(screen.getByTestId('breakdown-liabilities')).toHaveTextContent('Liabilities (1)-$280,000.00');
    expect(screen.getByTestId('breakdown-liabilities')).not.toHaveTextContent('%');
    expect(screen.getByTestId('breakdown-net-worth')).toHaveTextContent('Net worth$167,924.90');
    expect(screen.getByText('No Commodities added yet')).toBeInTheDocument();
    // One automatic sync on the first load (a market-traded asset exists); a price call per traded asset on load
    // and again once the sync has stored new values (the tags follow the synced prices).
    await waitFor(() => expect(api.callsTo('POST /api/assets/sync-prices')).toHaveLength(1));
    await waitFor(() => expect(api.callsTo('GET /api/assets/price/s1')).toHaveLength(2));
    expect(api.callsTo('GET /api/assets/price/h1')).toHaveLength(0);
    const chart = await screen.findByTestId('chart-stub');
    // The doughnut is of the assets: the mortgage is no slice.
    expect(JSON.parse(chart.dataset.series ?? '[]')).toEqual([2924.9, 25000, 420000]);
  });

  it('does not sync by itself when nothing is market-traded', async () => {
    const api = createFakeApi([asset({ id: 'h1', name: 'Home', type: 'property_real_estate', value: '1' })]);
    renderWithProviders(<WealthPage />, { api });
    await screen.findByTestId('asset-row-h1');
    expect(api.callsTo('POST /api/assets/sync-prices')).toHaveLength(0);
  });

  it('Add Asset: names the missing fields, sends a blank value as 0 and a blank quantity as null', async () => {
    const api = createFakeApi();
    renderWithProviders(<WealthPage />, { api });
    fireEvent.click((await screen.findAllByRole('button', { name: 'Add Asset' }))[0]!);
    const dialog = await screen.findByTestId('asset-dialog'); // its code arrives when it first opens
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Asset' }));
    expect(within(dialog).getByText('Asset name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Asset type is required')).toBeInTheDocument();
    expect(api.callsTo('POST /api/assets')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Asset Type'), { target: { value: 'property_real_estate' } });
    fireEvent.change(within(dialog).getByLabelText('Asset Name'), { target: { value: 'Cabin' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Asset' }));
    await waitFor(() => expect(api.callsTo('POST /api/assets')).toHaveLength(1));
    expect(api.callsTo('POST /api/assets')[0]?.body).toEqual({
      type: 'property_real_estate',
      name: 'Cabin',
      symbol: '',
      description: '',
      quantity: null,
      value: 0,
      currency: 'USD',
    });
    expect(await screen.findByText('Cabin')).toBeInTheDocument();
  });

  it("a group's Add Asset locks its type, and a symbol's live price fills the value 800 ms after typing", async () => {
    jest.useFakeTimers();
    try {
      const api = createFakeApi([], { ETH: { price: 3521.18, error: null, errorType: null } });
      renderWithProviders(<WealthPage />, { api });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(50);
      });
      fireEvent.click(screen.getByRole('button', { name: 'Add Asset to Cryptocurrencies' }));
      const dialog = await screen.findByTestId('asset-dialog'); // its code arrives when it first opens
      const type = within(dialog).getByLabelText('Asset Type') as HTMLSelectElement;
      expect(type.value).toBe('cryptocurrencies');
      expect(type).toBeDisabled();
      fireEvent.change(within(dialog).getByLabelText('Symbol'), { target: { value: 'ETH' } });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(700);
      });
      expect(api.callsTo('GET /api/assets/price/temp')).toHaveLength(0);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(150);
      });
      expect(api.callsTo('GET /api/assets/price/temp')[0]?.query.toString()).toBe('symbol=ETH&type=cryptocurrencies');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(50);
      });
      expect(within(dialog).getByTestId('temp-price')).toHaveTextContent('Live price: $3,521.18');
      expect((within(dialog).getByLabelText('Value (per unit)') as HTMLInputElement).value).toBe('3521.18');
    } finally {
      jest.useRealTimers();
    }
  });

  it('edits a row inline: Cancel restores, Save sends an update', async () => {
    const api = createFakeApi([
      asset({ id: 'h1', name: 'Family Home', type: 'property_real_estate', value: '420000' }),
    ]);
    renderWithProviders(<WealthPage />, { api });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Family Home' }));
    fireEvent.change(screen.getByLabelText('Unit Value'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(within(rowOf('h1')).getAllByText('$420,000.00')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Family Home' }));
    expect((screen.getByLabelText('Unit Value') as HTMLInputElement).value).toBe('420000');
    fireEvent.change(screen.getByLabelText('Unit Value'), { target: { value: '430000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT /api/assets/h1')).toHaveLength(1));
    expect(api.callsTo('PUT /api/assets/h1')[0]?.body).toMatchObject({
      type: 'property_real_estate',
      name: 'Family Home',
      value: '430000',
      quantity: null,
    });
    await waitFor(() => expect(within(rowOf('h1')).getAllByText('$430,000.00')).toHaveLength(2));
  });

  it('takes a unit value at the precision prices are stored to (a pence-priced 0.7216), totalling in minor units', async () => {
    const api = createFakeApi([
      asset({ id: 'p1', name: 'Pension Fund', type: 'super_pension_401k', quantity: '3', value: '1' }),
    ]);
    renderWithProviders(<WealthPage />, { api });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Pension Fund' }));
    const unitValue = screen.getByLabelText('Unit Value') as HTMLInputElement;
    fireEvent.change(unitValue, { target: { value: '0.7216' } });
    expect(fitsPriceStep(unitValue)).toBe(true);
    // 3 × 0.7216 = 2.1648, shown to the currency's minor unit
    expect(within(rowOf('p1')).getByText('$2.16')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT /api/assets/p1')).toHaveLength(1));
    expect(api.callsTo('PUT /api/assets/p1')[0]?.body).toMatchObject({ value: '0.7216', quantity: '3' });

    fireEvent.click(screen.getAllByRole('button', { name: 'Add Asset' })[0]!);
    const dialog = await screen.findByTestId('asset-dialog'); // its code arrives when it first opens
    const dialogValue = within(dialog).getByLabelText('Value (per unit)') as HTMLInputElement;
    fireEvent.change(dialogValue, { target: { value: '0.7216' } });
    expect(fitsPriceStep(dialogValue)).toBe(true);
  });

  it('checks a CSV header before upload, refuses other files, and reloads 1 s after a successful upload', async () => {
    const reload = jest.fn();
    const api = createFakeApi();
    renderWithProviders(<WealthPage reload={reload} />, { api });
    const input = await screen.findByTestId('asset-file-input');
    const send = (content: string, name: string) =>
      fireEvent.change(input, { target: { files: [new File([content], name, { type: 'text/csv' })] } });
    send('Asset,Quantity\nA,1\n', 'a.csv');
    expect(
      await screen.findByText('Missing required columns: date/month/year purchased, purchase price, current value'),
    ).toBeInTheDocument();
    send('Asset,Quantity,Date Purchased,Purchase Price,Current Value\n', 'a.csv');
    expect(await screen.findByText('CSV file must contain at least a header and one data row')).toBeInTheDocument();
    send('hello', 'a.pdf');
    expect(await screen.findByText('Please select a CSV or Excel file (.csv, .xlsx, .xls)')).toBeInTheDocument();
    expect(api.callsTo('POST /api/assets/upload')).toHaveLength(0);
    send(
      'Asset,Type,Quantity,Date/Month/Year Purchased,Purchase Price,Current Value\nGold,Commodities,1,2020,1,2\n',
      'a.csv',
    );
    expect(await screen.findByText('Imported 2 assets')).toBeInTheDocument();
    expect(api.callsTo('POST /api/assets/upload')).toHaveLength(1);
    expect(reload).not.toHaveBeenCalled();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 2000 });
  });

  it("shows the user's own change over the quarter, coloured by its sign, and none without history", async () => {
    const api = createFakeApi([asset({ id: 'h1', name: 'Home', type: 'property_real_estate', value: '1' })]);
    api.history = {
      points: [{ date: '2026-11-03', netWorth: '1' }],
      change: { percent: '2.1', from: '2026-11-03', wholeQuarter: false },
    };
    const { unmount } = renderWithProviders(<WealthPage />, { api });
    expect(await screen.findByTestId('net-worth-change')).toHaveTextContent('+2.1% since 3 Nov');
    unmount();
    api.history = { points: [], change: { percent: '-0.4', from: '2026-10-01', wholeQuarter: true } };
    const again = renderWithProviders(<WealthPage />, { api });
    expect(await screen.findByTestId('net-worth-change')).toHaveTextContent('-0.4% this quarter');
    again.unmount();
    api.history = { points: [{ date: '2026-11-27', netWorth: '1' }], change: null };
    renderWithProviders(<WealthPage />, { api });
    await screen.findByTestId('asset-row-h1');
    expect(screen.queryByTestId('net-worth-change')).toBeNull();
    expect(screen.queryByText(/% this quarter/)).toBeNull();
  });

  it('Sync Prices says how many prices it updated and which it could not, and why; the first automatic sync is quiet', async () => {
    const api = createFakeApi(PORTFOLIO, PRICES);
    api.syncResult = {
      syncedCount: 1,
      failed: [
        {
          assetId: 'c1',
          name: 'Bitcoin',
          symbol: 'BTC',
          errorType: 'rate_limit',
          error: 'The price provider is limiting requests; showing the stored value.',
        },
      ],
    };
    renderWithProviders(<WealthPage />, { api });
    await waitFor(() => expect(api.callsTo('POST /api/assets/sync-prices')).toHaveLength(1));
    await screen.findByTestId('asset-row-s1');
    expect(screen.queryByTestId('toast')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sync Prices' }));
    expect(await screen.findByTestId('toast-title')).toHaveTextContent('Prices updated for 1 asset');
    expect(screen.getByTestId('toast-description')).toHaveTextContent(
      'Not updated, showing the stored value: Bitcoin (BTC): Rate Limited. The price provider is limiting requests; showing the stored value.',
    );
    api.syncResult = { syncedCount: 4, failed: [] };
    fireEvent.click(await screen.findByRole('button', { name: 'Sync Prices' }));
    await waitFor(() => expect(screen.getByTestId('toast-title')).toHaveTextContent('Prices updated for 4 assets'));
    expect(screen.getByTestId('toast-description')).toBeEmptyDOMElement();
  });

  it('asks for the type of rows without one (one for the file, changeable per row) before saving', async () => {
    const reload = jest.fn();
    const api = createFakeApi();
    api.uploadResult = (form) =>
      form.get('types')
        ? { successfulRows: 3, errorRows: 1, errors: [{ row: 5, message: 'Asset name is required' }] }
        : {
            successfulRows: 0,
            errorRows: 1,
            errors: [{ row: 5, message: 'Asset name is required' }],
            needsType: [
              { row: 2, name: 'Vanguard S&P 500', symbol: 'VOO', suggestedType: 'etfs' },
              { row: 3, name: 'Cabin', symbol: null, suggestedType: null },
              { row: 4, name: 'Boat', symbol: null, suggestedType: null },
            ],
          };
    renderWithProviders(<WealthPage reload={reload} />, { api });
    const input = await screen.findByTestId('asset-file-input');
    const csv = 'Asset,Quantity,Date Purchased,Purchase Price,Current Value\nVanguard,1,2020,1,2\n';
    fireEvent.change(input, { target: { files: [new File([csv], 'mine.csv', { type: 'text/csv' })] } });
    const dialog = await screen.findByTestId('asset-types-dialog');
    expect(within(dialog).getByRole('heading', { name: 'Choose a type for 3 assets' })).toBeInTheDocument();
    expect(screen.queryByTestId('toast')).toBeNull();
    const rowType = (name: string, line: number) =>
      within(dialog).getByLabelText(`Type of ${name} (line ${line})`) as HTMLSelectElement;
    const fileType = () => within(dialog).getByLabelText('Type for the whole file');
    expect(rowType('Vanguard S&P 500', 2).value).toBe('etfs');
    expect(within(dialog).getAllByTestId('asset-type-row')[0]).toHaveTextContent('VOO · line 2 · suggested');
    expect(rowType('Cabin', 3).value).toBe('');
    const importButton = within(dialog).getByRole('button', { name: 'Import assets' });
    expect(importButton).toBeDisabled();
    expect(within(dialog).getByText('Choose a type for 2 more rows to import.')).toBeInTheDocument();
    expect(within(dialog).getByText('1 other row could not be read and will be left out.')).toBeInTheDocument();
    // The file's type fills the rows without a suggestion; a row changed by hand keeps its own.
    fireEvent.change(fileType(), { target: { value: 'property_real_estate' } });
    const values = () => [rowType('Vanguard S&P 500', 2).value, rowType('Cabin', 3).value, rowType('Boat', 4).value];
    expect(values()).toEqual(['etfs', 'property_real_estate', 'property_real_estate']);
    fireEvent.change(rowType('Boat', 4), { target: { value: 'liabilities' } });
    fireEvent.change(fileType(), { target: { value: 'super_pension_401k' } });
    expect(values()).toEqual(['etfs', 'super_pension_401k', 'liabilities']);
    fireEvent.click(importButton);
    expect(await screen.findByText('Imported 3 assets; 1 row could not be read')).toBeInTheDocument();
    const sent = api.callsTo('POST /api/assets/upload').map((c) => (c.body as FormData).get('types'));
    expect(sent).toEqual([null, JSON.stringify({ 2: 'etfs', 3: 'super_pension_401k', 4: 'liabilities' })]);
    await waitFor(() => expect(screen.queryByTestId('asset-types-dialog')).toBeNull());
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 2000 });
  });
});
