import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createFakeApi, errorAnswer } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { HomeCurrencyCard } from './HomeCurrencyCard';

jest.setTimeout(20_000);

const select = () => screen.getByLabelText('Home currency') as HTMLSelectElement;
const save = () => screen.getByRole('button', { name: 'Save home currency' });

describe('Home Currency (Account Settings)', () => {
  it("shows USD for a user who has not chosen, with each currency's name", () => {
    renderWithProviders(<HomeCurrencyCard />);
    expect(select().value).toBe('USD');
    expect(screen.getByRole('option', { name: 'GBP — British Pound' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'JPY — Japanese Yen' })).toBeInTheDocument();
    expect(save()).toBeDisabled();
  });

  it('says that budgets keep their amounts, unconverted, when the home currency changes', () => {
    renderWithProviders(<HomeCurrencyCard />);
    expect(screen.getByTestId('home-currency-budgets')).toHaveTextContent(
      'Budgets are planned in this currency and keep their amounts when it changes: after a change they read in the ' +
        'new currency, not converted.',
    );
  });

  it('saves a new choice and says so', async () => {
    const { api } = renderWithProviders(<HomeCurrencyCard />, { user: { homeCurrency: 'AUD' } });
    expect(select().value).toBe('AUD');
    fireEvent.change(select(), { target: { value: 'GBP' } });
    expect(save()).toBeEnabled();
    fireEvent.click(save());
    expect(await screen.findByTestId('toast-title')).toHaveTextContent('Home Currency Updated');
    expect(screen.getByTestId('toast-description')).toHaveTextContent('Totals are now shown in GBP.');
    expect(api.callsTo('PUT /api/account/currency')[0]!.body).toEqual({ homeCurrency: 'GBP' });
    await waitFor(() => expect(save()).toBeDisabled());
  });

  it("shows the server's message when the choice is refused", async () => {
    const api = createFakeApi();
    api.intercept('PUT', /^\/api\/account\/currency$/, () =>
      errorAnswer(400, 'Currency must be a 3-letter ISO 4217 code, e.g. GBP'),
    );
    renderWithProviders(<HomeCurrencyCard />, { api });
    fireEvent.change(select(), { target: { value: 'EUR' } });
    fireEvent.click(save());
    expect(await screen.findByTestId('toast-description')).toHaveTextContent(
      'Currency must be a 3-letter ISO 4217 code, e.g. GBP',
    );
    expect(select().value).toBe('EUR');
    expect(save()).toBeEnabled();
  });
});
