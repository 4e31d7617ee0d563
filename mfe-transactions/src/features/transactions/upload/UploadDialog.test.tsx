import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { confidentPreview, createFakeApi } from '../../../test/fakeApi';
import {
  chooseFiles,
  clickUpload,
  CSV,
  csvFile,
  dialog,
  fail,
  renderDialog,
  sized,
  toast,
  uploadedNames,
  uploads,
} from './testing';

jest.setTimeout(30_000);

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
});
