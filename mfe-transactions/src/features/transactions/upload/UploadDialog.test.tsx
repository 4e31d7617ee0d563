import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { confidentPreview, createFakeApi, type FakeApi } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { UploadDialog } from './UploadDialog';

jest.setTimeout(30_000);

const CSV =
  'Date,Description,Amount,Institution\n2025-01-02,Coffee Shop,-4.50,Bank\n2025-01-03,Salary,2500.00,Bank\n2025-01-04,Rent,-1200.00,Bank\n';
const csvFile = (name = 'statement.csv', content = CSV) => new File([content], name, { type: 'text/csv' });
const sized = (file: File, size: number) => {
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

function Harness({
  autoCategorise,
  onOpenChange,
}: {
  autoCategorise?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open upload</button>
      <UploadDialog
        open={open}
        autoCategorise={autoCategorise}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange?.(next);
        }}
      />
    </>
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Upload Transactions' });
const toast = () => ({
  title: screen.getByTestId('toast-title').textContent,
  description: screen.getByTestId('toast-description').textContent,
});
const chooseFiles = (...files: File[]) =>
  fireEvent.change(within(dialog()).getByLabelText('Choose files'), { target: { files } });
const uploads = (api: FakeApi) => api.callsTo('POST /api/transactions/upload-fast');
const uploadedNames = (api: FakeApi) => uploads(api).map((c) => ((c.body as FormData).get('file') as File).name);
/** Clicks Upload once every file's preview is read (the button waits for them). */
const clickUpload = async () => {
  const button = within(dialog()).getByRole('button', { name: 'Upload' });
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
};
const fail = (status: number, message: string, code?: string) => ({
  status,
  body: { error: message, message, ...(code ? { code } : {}) },
});

async function renderDialog(api = createFakeApi(), props: Parameters<typeof Harness>[0] = {}) {
  const view = renderWithProviders(<Harness {...props} />, { api });
  // The account select preselects 'Default Account' once the accounts arrive.
  await waitFor(() =>
    expect((within(dialog()).getByRole('combobox', { name: 'Account' }) as HTMLSelectElement).value).toBe(
      'acc-default',
    ),
  );
  return view;
}

describe('UploadDialog (product.md › Behaviour, Validation rules, Messages and errors)', () => {
  it('shows the drop zone and the account select with the last 4 digits only', async () => {
    await renderDialog();
    expect(
      within(dialog()).getByRole('button', { name: /Drag and drop files here, or click to browse/ }),
    ).toBeInTheDocument();
    const account = within(dialog()).getByRole('combobox', { name: 'Account' }) as HTMLSelectElement;
    expect(Array.from(account.options).map((o) => o.textContent)).toEqual(['Default Account', 'Visa Card (****1111)']);
  });

  it('rejects files on the client with the spec messages under the title Invalid File', async () => {
    const api = createFakeApi();
    await renderDialog(api);
    const cases: Array<[File, string]> = [
      [sized(csvFile('huge.csv'), 52_428_801), 'File "huge.csv" (50.00MB) exceeds the 50MB limit'],
      [
        new File([CSV], 'notes.pdf', { type: 'application/pdf' }),
        'File "notes.pdf" is not a supported format. Please use CSV (.csv), Excel (.xlsx, .xls), OFX/QFX (.ofx, .qfx), QIF (.qif), CAMT.053 (.xml) or MT940 (.sta, .mt940) files',
      ],
      [
        new File([CSV], 'run.js', { type: 'text/csv' }),
        'File "run.js" has a suspicious extension and cannot be uploaded',
      ],
    ];
    for (const [file, message] of cases) {
      chooseFiles(file);
      expect(toast()).toEqual({ title: 'Invalid File', description: message });
    }
    expect(within(dialog()).queryByRole('list', { name: 'Selected files' })).not.toBeInTheDocument();
    await clickUpload();
    expect(toast()).toEqual({ title: 'Missing Information', description: 'Please select files to upload' });
    expect(uploads(api)).toHaveLength(0);
  });

  it('lists the chosen files and removes one', async () => {
    await renderDialog();
    chooseFiles(csvFile('a.csv'), csvFile('b.csv'));
    const list = within(dialog()).getByRole('list', { name: 'Selected files' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('a.csv'), expect.stringContaining('b.csv')]);
    fireEvent.click(within(list).getByRole('button', { name: 'Remove a.csv' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  it('uploads with progress, shows the summary, downloads the report and closes on Done', async () => {
    const api = createFakeApi();
    let answer: () => void = () => undefined;
    api.intercept('POST', /upload-fast$/, () => new Promise((resolve) => (answer = () => resolve(undefined))));
    const onOpenChange = jest.fn();
    const { queryClient } = await renderDialog(api, { onOpenChange });
    queryClient.setQueryData(['/api/analytics/insights'], { insights: [] });
    chooseFiles(csvFile());
    await clickUpload();

    const progress = await within(dialog()).findByRole('progressbar', { name: 'Upload progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '5');
    expect(within(dialog()).getByText('Uploading statement.csv...')).toBeInTheDocument();
    expect(within(dialog()).getByText(/remaining|Almost done/)).toBeInTheDocument();
    expect(await within(dialog()).findByText('Processing statement.csv (0.00 MB)...')).toBeInTheDocument();
    expect(progress).toHaveAttribute('aria-valuenow', '15');
    expect(await within(dialog()).findByText('AI categorizing transactions...')).toBeInTheDocument();
    expect(progress).toHaveAttribute('aria-valuenow', '60');

    const form = uploads(api)[0]!.body as FormData;
    expect((form.get('file') as File).name).toBe('statement.csv');
    expect(form.get('accountId')).toBe('acc-default');
    expect(form.get('autoCategorise')).toBe('true');

    act(() => answer());
    const summary = await within(dialog()).findByTestId('upload-summary');
    expect(summary).toHaveTextContent('Total Rows3');
    expect(summary).toHaveTextContent('Successful3');
    expect(summary).toHaveTextContent('Errors0');
    expect(toast()).toEqual({
      title: 'Processing Complete!',
      description: 'Successfully processed 3 transactions from 3 rows',
    });
    // Refresh after upload success (product.md › API calls).
    await waitFor(() => expect(queryClient.getQueryState(['/api/analytics/insights'])?.isInvalidated).toBe(true));

    URL.createObjectURL = jest.fn(() => 'blob:report');
    URL.revokeObjectURL = jest.fn();
    const clicks: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this.download);
    });
    fireEvent.click(within(summary).getByRole('button', { name: 'Download Report' }));
    await waitFor(() => expect(toast().title).toBe('Download Started'));
    expect(api.callsTo('GET /api/report/report-1')).toHaveLength(1);
    expect(clicks).toEqual(['report-1.csv']);
    click.mockRestore();

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Done' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByText('Open upload'));
    expect(within(dialog()).queryByTestId('upload-summary')).not.toBeInTheDocument();
  });

  it('reports a failed report download', async () => {
    const api = createFakeApi();
    await renderDialog(api);
    chooseFiles(csvFile());
    await clickUpload();
    const summary = await within(dialog()).findByTestId('upload-summary');
    api.intercept('GET', /^\/api\/report\//, () => fail(404, 'Report not found'));
    fireEvent.click(within(summary).getByRole('button', { name: 'Download Report' }));
    await waitFor(() => expect(toast()).toEqual({ title: 'Download Failed', description: 'Report not found' }));
  });

  it('tells a partial import as partial, with the counts, the skipped duplicates and the report', async () => {
    const api = createFakeApi();
    api.onUpload = () => ({
      status: 200,
      body: { totalRows: 5, successfulRows: 2, errorRows: 1, duplicateRows: 2, reportUrl: 'r', estimatedTime: 1 },
    });
    await renderDialog(api);
    chooseFiles(csvFile());
    await clickUpload();
    const summary = await within(dialog()).findByTestId('upload-summary');
    expect(within(summary).getByRole('status')).toHaveTextContent('Partly imported: 2 of 5 rows');
    expect(summary).toHaveTextContent('Already Imported2');
    expect(summary).not.toHaveTextContent('Upload successful');
    expect(within(summary).getByRole('button', { name: 'Download Report' })).toBeInTheDocument();
    expect(toast()).toEqual({
      title: 'Partly Imported',
      description:
        'Imported 2 of 5 rows; 1 row could not be read — download the report to see why. 2 rows were already imported.',
    });
  });

  it.each([
    [
      '1 good row and 4 bad ones',
      { totalRows: 5, successfulRows: 1, errorRows: 4, duplicateRows: 0 },
      'Partly imported: 1 of 5 rows',
      {
        title: 'Partly Imported',
        description: 'Imported 1 of 5 rows; 4 rows could not be read — download the report to see why.',
      },
    ],
    [
      'only duplicates',
      { totalRows: 8, successfulRows: 0, errorRows: 0, duplicateRows: 8 },
      'Nothing new to import',
      { title: 'Nothing New', description: 'All 8 rows of this file were already imported.' },
    ],
    [
      'no readable row',
      { totalRows: 3, successfulRows: 0, errorRows: 3, duplicateRows: 0 },
      'No transactions imported',
      {
        title: 'Nothing Imported',
        description: 'None of the 3 rows could be imported: 3 rows could not be read — download the report to see why.',
      },
    ],
    [
      'every row',
      { totalRows: 4, successfulRows: 4, errorRows: 0, duplicateRows: 0 },
      'Upload successful',
      { title: 'Processing Complete!', description: 'Successfully processed 4 transactions from 4 rows' },
    ],
  ])('tells the truth about an import of %s', async (_name, counts, heading, expectedToast) => {
    const api = createFakeApi();
    api.onUpload = () => ({ status: 200, body: { ...counts, reportUrl: 'r', estimatedTime: 1 } });
    await renderDialog(api);
    chooseFiles(csvFile());
    await clickUpload();
    const summary = await within(dialog()).findByTestId('upload-summary');
    expect(within(summary).getByRole('status')).toHaveTextContent(heading);
    expect(toast()).toEqual(expectedToast);
  });

  it('sends autoCategorise=false when the switch is off', async () => {
    const api = createFakeApi();
    await renderDialog(api, { autoCategorise: false });
    chooseFiles(csvFile());
    await clickUpload();
    await within(dialog()).findByTestId('upload-summary');
    expect((uploads(api)[0]!.body as FormData).get('autoCategorise')).toBe('false');
  });

  it('uploads files one after another, stops at the first failure and retries up to 3 times', async () => {
    const api = createFakeApi();
    await renderDialog(api);
    chooseFiles(csvFile('a.csv'), csvFile('b.csv'), csvFile('c.csv'));
    api.intercept('POST', /upload-fast$/, () => api.onUpload(new FormData()));
    api.intercept('POST', /upload-fast$/, () => fail(500, 'Internal server error'));
    await clickUpload();
    const panel = await within(dialog()).findByTestId('upload-retry');
    expect(uploadedNames(api)).toEqual(['a.csv', 'b.csv']);
    expect(toast()).toEqual({ title: 'Server Error', description: 'Internal server error Please try again later.' });
    expect(panel).toHaveTextContent('Attempt 1 of 3');
    // The file that failed and those after it wait in the list; a.csv is done.
    expect(
      within(within(dialog()).getByRole('list', { name: 'Selected files' })).getAllByRole('listitem'),
    ).toHaveLength(2);

    for (const attempt of [2, 3]) {
      api.intercept('POST', /upload-fast$/, () => fail(503, 'Service unavailable'));
      fireEvent.click(within(dialog()).getByRole('button', { name: 'Retry Upload' }));
      expect(toast()).toEqual({ title: 'Retrying Upload', description: `Attempt ${attempt - 1} of 3` });
      await waitFor(() =>
        expect(within(dialog()).getByTestId('upload-retry')).toHaveTextContent(`Attempt ${attempt} of 3`),
      );
    }
    api.intercept('POST', /upload-fast$/, () => fail(502, 'Bad gateway'));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Retry Upload' }));
    await waitFor(() => expect(toast().title).toBe('Server Error'));
    // Three retries made: no more panel.
    expect(within(dialog()).queryByTestId('upload-retry')).not.toBeInTheDocument();
    expect(uploadedNames(api)).toEqual(['a.csv', 'b.csv', 'b.csv', 'b.csv', 'b.csv']);

    // Upload again by hand: b and c go through, and the summary adds up every file.
    await clickUpload();
    const summary = await within(dialog()).findByTestId('upload-summary');
    expect(uploadedNames(api).slice(5)).toEqual(['b.csv', 'c.csv']);
    expect(summary).toHaveTextContent('Total Rows9');
    expect(within(summary).getAllByRole('button', { name: 'Download Report' })).toHaveLength(3);
    expect(toast()).toEqual({ title: 'Upload Complete!', description: 'Successfully uploaded 2 files' });
  });

  it.each([
    ['a connection failure', () => Promise.reject(new TypeError('Failed to fetch')), 'Connection Error', true],
    [
      'an empty file',
      () => fail(400, 'File "statement.csv" appears to be empty or corrupted', 'INVALID_FILE_CONTENT'),
      'Invalid File Content',
      false,
    ],
    [
      'a file too large',
      () => fail(413, 'File "statement.csv" (60.00MB) exceeds the 50MB limit', 'FILE_TOO_LARGE'),
      'File Too Large',
      false,
    ],
    ['a wrong type', () => fail(415, 'Unsupported', 'INVALID_FILE_TYPE'), 'Invalid File Type', false],
  ])(
    'titles %s from the upload error table and offers a retry only when it may help',
    async (_name, answer, title, retry) => {
      const api = createFakeApi();
      await renderDialog(api);
      chooseFiles(csvFile());
      api.intercept('POST', /upload-fast$/, answer);
      await clickUpload();
      await waitFor(() => expect(toast().title).toBe(title));
      expect(Boolean(within(dialog()).queryByTestId('upload-retry'))).toBe(retry);
    },
  );

  it('cancel while uploading aborts the request and resets everything', async () => {
    const api = createFakeApi();
    api.intercept('POST', /upload-fast$/, () => new Promise(() => undefined));
    const onOpenChange = jest.fn();
    await renderDialog(api, { onOpenChange });
    chooseFiles(csvFile());
    await clickUpload();
    await within(dialog()).findByRole('progressbar');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    fireEvent.click(screen.getByText('Open upload'));
    expect(within(dialog()).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(dialog()).queryByRole('list', { name: 'Selected files' })).not.toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('sends a file under 100 bytes to be read: a one-row statement imports, an empty one is refused by the server', async () => {
    const api = createFakeApi();
    await renderDialog(api);
    chooseFiles(csvFile('one.csv', 'Date,Description,Amount\n2024-01-05,Tesco,-12.50\n'));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    await clickUpload();
    await within(dialog()).findByTestId('upload-summary');
    expect(uploadedNames(api)).toEqual(['one.csv']);
  });

  it("shows each file's first rows as they will be saved, and the columns found", async () => {
    const api = createFakeApi();
    await renderDialog(api);
    chooseFiles(csvFile());
    const panel = await within(dialog()).findByTestId('preview-rows');
    expect(within(panel).getByText('Coffee Shop')).toBeInTheDocument();
    expect(within(panel).getByText('-$4.50')).toBeInTheDocument();
    expect(within(panel).getByText('Money out')).toBeInTheDocument();
    expect(within(dialog()).getByTestId('preview-status')).toHaveTextContent('Layout recognised');
    expect((within(dialog()).getByRole('combobox', { name: 'Description' }) as HTMLSelectElement).value).toBe(
      'description',
    );
    expect(api.callsTo('POST /api/transactions/upload-preview')).toHaveLength(1);
  });

  it('waits for the user when detection is unsure, and sends the layout they chose with the upload', async () => {
    const api = createFakeApi();
    const guessed = confidentPreview('card.csv');
    guessed.layout.sign = 'charges-positive';
    guessed.doubts = ['sign'];
    api.onPreview = (form) => {
      const layout = form.get('layout');
      if (typeof layout === 'string') {
        const chosen = JSON.parse(layout) as typeof guessed.layout;
        return {
          status: 200,
          body: {
            ...guessed,
            layout: chosen,
            doubts: [],
            rows: [{ ...guessed.rows[0]!, isIncome: chosen.sign === 'signed' }],
          },
        };
      }
      return { status: 200, body: guessed };
    };
    await renderDialog(api);
    chooseFiles(csvFile('card.csv'));
    const doubts = await within(dialog()).findByTestId('preview-doubts');
    expect(doubts).toHaveTextContent('card statement where charges are positive');
    const upload = within(dialog()).getByRole('button', { name: 'Upload' });
    expect(upload).toBeDisabled();
    // The user says the amounts are signed as written.
    fireEvent.click(within(dialog()).getByTestId('preview-charges-positive'));
    await waitFor(() => expect(within(dialog()).getByTestId('preview-rows')).toHaveTextContent('Money in'));
    expect(within(dialog()).getByTestId('preview-status')).toHaveTextContent('Read with your changes');
    await clickUpload();
    await within(dialog()).findByTestId('upload-summary');
    const form = uploads(api)[0]!.body as FormData;
    expect(JSON.parse(String(form.get('layout')))).toMatchObject({ sign: 'signed', roles: guessed.layout.roles });
  });

  it('also lets the user confirm a guess as it is', async () => {
    const api = createFakeApi();
    const guessed = { ...confidentPreview('card.csv'), doubts: ['dateOrder' as const] };
    api.onPreview = () => ({ status: 200, body: guessed });
    await renderDialog(api);
    chooseFiles(csvFile('card.csv'));
    await within(dialog()).findByTestId('preview-doubts');
    expect(within(dialog()).getByRole('button', { name: 'Upload' })).toBeDisabled();
    fireEvent.click(within(dialog()).getByLabelText('The rows below look right'));
    await clickUpload();
    await within(dialog()).findByTestId('upload-summary');
  });

  it('says positive amounts are read as money in when nothing in the file confirms the sign', async () => {
    const api = createFakeApi();
    const guessed = { ...confidentPreview('charges.csv'), doubts: ['sign' as const] };
    api.onPreview = () => ({ status: 200, body: guessed });
    await renderDialog(api);
    chooseFiles(csvFile('charges.csv'));
    const doubts = await within(dialog()).findByTestId('preview-doubts');
    expect(doubts).toHaveTextContent('positive amounts are read as money in');
    expect(doubts).not.toHaveTextContent('they are read as money out');
    expect(within(dialog()).getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('picks the account the user imported this layout into last time', async () => {
    const api = createFakeApi();
    api.onPreview = () => ({
      status: 200,
      body: { ...confidentPreview('visa.csv'), remembered: true, accountId: 'acc-visa' },
    });
    await renderDialog(api);
    chooseFiles(csvFile('visa.csv'));
    expect(await within(dialog()).findByText('Read the way you confirmed for this layout before.')).toBeInTheDocument();
    await waitFor(() =>
      expect((within(dialog()).getByRole('combobox', { name: 'Account' }) as HTMLSelectElement).value).toBe('acc-visa'),
    );
  });

  it('lists the warnings of a file whose rows all look wrong', async () => {
    const api = createFakeApi();
    api.onUpload = () => ({
      status: 200,
      body: {
        totalRows: 3,
        successfulRows: 3,
        errorRows: 0,
        reportUrl: 'r',
        estimatedTime: 1,
        warnings: ['Every row was read as money in'],
      },
    });
    await renderDialog(api);
    chooseFiles(csvFile());
    await clickUpload();
    expect(await within(dialog()).findByTestId('upload-warnings')).toHaveTextContent(
      'statement.csv: Every row was read as money in',
    );
  });

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
