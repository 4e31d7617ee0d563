import { fireEvent, waitFor, within } from '@testing-library/react';
import { confidentPreview, createFakeApi, type FakeApi } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { chooseFiles, clickUpload, csvFile, dialog, Harness, renderDialog, uploads } from './testing';

jest.setTimeout(30_000);

describe('UploadDialog: currencies and accounts (product.md › Upload dialog and the import preview)', () => {
  describe("a statement's currency", () => {
    const undecided = () =>
      createFakeApi({
        accounts: [
          {
            id: 'acc-default',
            name: 'Default Account',
            accountType: 'checking',
            accountNumber: '',
            balance: '0.00',
            currency: 'USD',
            currencyDecided: false,
          },
          {
            id: 'acc-visa',
            name: 'Visa Card',
            accountType: 'credit',
            accountNumber: '',
            balance: '-40.00',
            currency: 'USD',
            currencyDecided: true,
          },
        ],
      });
    const renderAsHome = async (api: FakeApi, homeCurrency: string) => {
      renderWithProviders(<Harness />, { api, user: { homeCurrency } });
      await waitFor(() =>
        expect(within(dialog()).getByRole('combobox', { name: 'Account' })).toHaveValue('acc-default'),
      );
    };
    const currencyQuestion = () => within(dialog()).queryByRole('combobox', { name: 'Statement currency' });

    it('is asked when the file does not say it and the account has none yet (the home currency first)', async () => {
      const api = undecided();
      await renderAsHome(api, 'EUR');
      expect(currencyQuestion()).not.toBeInTheDocument();
      chooseFiles(csvFile());
      await waitFor(() => expect(currencyQuestion()).toHaveValue('EUR'));
      expect(within(dialog()).getByText(/The file does not say which currency it is in/)).toHaveTextContent(
        'The file does not say which currency it is in, and "Default Account" has no transactions yet. Choose the ' +
          'currency of its amounts: the account keeps it for every later statement.',
      );
      expect(within(dialog()).getByTestId('preview-rows')).toHaveTextContent('-€4.50');
      fireEvent.change(currencyQuestion() as HTMLElement, { target: { value: 'GBP' } });
      // The first rows are shown in the money they will be saved in.
      expect(within(dialog()).getByTestId('preview-rows')).toHaveTextContent('-£4.50');
      await clickUpload();
      await waitFor(() => expect(uploads(api)).toHaveLength(1));
      expect((uploads(api)[0]?.body as FormData).get('currency')).toBe('GBP');
    });

    it('is not asked for an account whose currency is decided', async () => {
      const api = undecided();
      await renderAsHome(api, 'EUR');
      chooseFiles(csvFile());
      await waitFor(() => expect(currencyQuestion()).toBeInTheDocument());
      fireEvent.change(within(dialog()).getByRole('combobox', { name: 'Account' }), { target: { value: 'acc-visa' } });
      expect(currencyQuestion()).not.toBeInTheDocument();
      await clickUpload();
      await waitFor(() => expect(uploads(api)).toHaveLength(1));
      expect((uploads(api)[0]?.body as FormData).get('currency')).toBeNull();
    });

    it('is shown from the file when the file says it, and not asked', async () => {
      const api = undecided();
      api.onPreview = (form) => ({
        status: 200,
        body: { ...confidentPreview((form.get('file') as File).name), currency: 'GBP' },
      });
      await renderAsHome(api, 'EUR');
      chooseFiles(csvFile());
      await waitFor(() => expect(within(dialog()).getByText(/Currency: GBP/)).toBeInTheDocument());
      expect(within(dialog()).getByTestId('preview-rows')).toHaveTextContent('-£4.50');
      expect(currencyQuestion()).not.toBeInTheDocument();
      await clickUpload();
      await waitFor(() => expect(uploads(api)).toHaveLength(1));
      expect((uploads(api)[0]?.body as FormData).get('currency')).toBeNull();
    });
  });

  describe('a file in another currency than the account', () => {
    const inPounds = () => {
      const api = createFakeApi();
      api.onPreview = (form) => ({
        status: 200,
        body: { ...confidentPreview((form.get('file') as File).name), currency: 'GBP' },
      });
      return api;
    };
    const mismatch = () => within(dialog()).queryByTestId('preview-currency-mismatch');

    it('is said in the preview, which makes an account in that currency and chooses it', async () => {
      const api = inPounds();
      await renderDialog(api);
      chooseFiles(csvFile());
      await waitFor(() =>
        expect(mismatch()).toHaveTextContent(
          'This file is in GBP, but the account "Default Account" is in USD: its rows cannot go there. Choose an ' +
            'account in GBP, or make one now.',
        ),
      );
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Make a GBP account' }));
      expect(within(dialog()).getByLabelText('New account name')).toHaveAttribute('placeholder', 'Checking GBP');
      fireEvent.change(within(dialog()).getByLabelText('Kind'), { target: { value: 'savings' } });
      fireEvent.change(within(dialog()).getByLabelText('New account name'), { target: { value: 'UK Saver' } });
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Create account' }));
      await waitFor(() => expect(within(dialog()).getByRole('combobox', { name: 'Account' })).toHaveValue('acc-3'));
      expect(api.callsTo('POST /api/bank-accounts').map((c) => c.body)).toEqual([
        { name: 'UK Saver', currency: 'GBP', kind: 'savings' },
      ]);
      expect(mismatch()).not.toBeInTheDocument();
      await clickUpload();
      await waitFor(() => expect(uploads(api)).toHaveLength(1));
      expect((uploads(api)[0]?.body as FormData).get('accountId')).toBe('acc-3');
    });

    it('says why an account could not be made, and keeps the form', async () => {
      const api = inPounds();
      await renderDialog(api);
      chooseFiles(csvFile());
      fireEvent.click(await within(dialog()).findByRole('button', { name: 'Make a GBP account' }));
      fireEvent.change(within(dialog()).getByLabelText('New account name'), { target: { value: 'visa card' } });
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Create account' }));
      expect(await within(dialog()).findByRole('alert')).toHaveTextContent('An account with this name already exists');
      expect(within(dialog()).getByRole('combobox', { name: 'Account' })).toHaveValue('acc-default');
    });

    it('is not said when the account takes the file currency (no rows yet) or is in it', async () => {
      const api = inPounds();
      api.accounts[0] = { ...api.accounts[0], currencyDecided: false };
      api.accounts[1] = { ...api.accounts[1], currency: 'GBP' };
      await renderDialog(api);
      chooseFiles(csvFile());
      await waitFor(() => expect(within(dialog()).getByText(/Currency: GBP/)).toBeInTheDocument());
      expect(mismatch()).not.toBeInTheDocument();
      fireEvent.change(within(dialog()).getByRole('combobox', { name: 'Account' }), { target: { value: 'acc-visa' } });
      expect(mismatch()).not.toBeInTheDocument();
    });
  });

  describe('an account made in the dialog (issue 33)', () => {
    const cardFile = () => {
      const api = createFakeApi();
      api.onPreview = (form) => ({
        status: 200,
        body: { ...confidentPreview((form.get('file') as File).name), currency: 'USD', suggestedKind: 'credit_card' },
      });
      return api;
    };

    it("makes one with its name, kind and currency, starting at the file's suggestion, and chooses it", async () => {
      const api = cardFile();
      await renderDialog(api);
      chooseFiles(csvFile('card.csv'));
      await waitFor(() =>
        expect(within(dialog()).getByText(/Looks like a credit card statement\./)).toBeInTheDocument(),
      );
      expect(within(dialog()).getByTestId('upload-kind-hint')).toHaveTextContent(
        'This file looks like a credit card statement; "Default Account" is a checking account.',
      );
      fireEvent.click(within(dialog()).getByRole('button', { name: 'New account' }));
      const form = within(dialog()).getByRole('form', { name: 'New account' });
      expect(within(form).getByLabelText('Kind')).toHaveValue('credit_card');
      expect(within(form).getByText('Suggested from the file: Credit card')).toBeInTheDocument();
      expect(within(form).getByLabelText('Currency')).toHaveValue('USD');
      fireEvent.change(within(form).getByLabelText('New account name'), { target: { value: 'Chase Sapphire' } });
      fireEvent.change(within(form).getByLabelText('Currency'), { target: { value: 'EUR' } });
      fireEvent.click(within(form).getByRole('button', { name: 'Create account' }));
      await waitFor(() => expect(within(dialog()).getByRole('combobox', { name: 'Account' })).toHaveValue('acc-3'));
      expect(api.callsTo('POST /api/bank-accounts').map((c) => c.body)).toEqual([
        { name: 'Chase Sapphire', currency: 'EUR', kind: 'credit_card' },
      ]);
      expect(within(dialog()).queryByRole('form', { name: 'New account' })).not.toBeInTheDocument();
      // The chosen account is the kind the file suggests: nothing more to say.
      expect(within(dialog()).queryByTestId('upload-kind-hint')).not.toBeInTheDocument();
      await clickUpload();
      await waitFor(() => expect(uploads(api)).toHaveLength(1));
      expect((uploads(api)[0]?.body as FormData).get('accountId')).toBe('acc-3');
    });

    it('starts at checking and the home currency when the file suggests nothing', async () => {
      const api = createFakeApi();
      await renderDialog(api);
      chooseFiles(csvFile());
      await within(dialog()).findByTestId('preview-rows');
      expect(within(dialog()).queryByTestId('upload-kind-hint')).not.toBeInTheDocument();
      fireEvent.click(within(dialog()).getByRole('button', { name: 'New account' }));
      const form = within(dialog()).getByRole('form', { name: 'New account' });
      expect(within(form).getByLabelText('Kind')).toHaveValue('checking');
      expect(within(form).getByLabelText('New account name')).toHaveAttribute('placeholder', 'Checking USD');
      fireEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
      expect(within(dialog()).queryByRole('form', { name: 'New account' })).not.toBeInTheDocument();
    });
  });
});
