/** The upload dialog in a harness, with the helpers its tests share (the dialog's tests are split by subject). */
import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, type FakeApi } from '../../../test/fakeApi';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { UploadDialog } from './UploadDialog';

export const CSV =
  'Date,Description,Amount,Institution\n2025-01-02,Coffee Shop,-4.50,Bank\n2025-01-03,Salary,2500.00,Bank\n2025-01-04,Rent,-1200.00,Bank\n';
export const csvFile = (name = 'statement.csv', content = CSV) => new File([content], name, { type: 'text/csv' });
export const sized = (file: File, size: number) => {
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

export function Harness({
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

export const dialog = () => screen.getByRole('dialog', { name: 'Upload Transactions' });
export const toast = () => ({
  title: screen.getByTestId('toast-title').textContent,
  description: screen.getByTestId('toast-description').textContent,
});
export const chooseFiles = (...files: File[]) =>
  fireEvent.change(within(dialog()).getByLabelText('Choose files'), { target: { files } });
export const uploads = (api: FakeApi) => api.callsTo('POST /api/transactions/upload-fast');
export const uploadedNames = (api: FakeApi) => uploads(api).map((c) => ((c.body as FormData).get('file') as File).name);
/** Clicks Upload once every file's preview is read (the button waits for them). */
export const clickUpload = async () => {
  const button = within(dialog()).getByRole('button', { name: 'Upload' });
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
};
export const fail = (status: number, message: string, code?: string) => ({
  status,
  body: { error: message, message, ...(code ? { code } : {}) },
});

export async function renderDialog(api = createFakeApi(), props: Parameters<typeof Harness>[0] = {}) {
  const view = renderWithProviders(<Harness {...props} />, { api });
  // The account select preselects 'Default Account' once the accounts arrive.
  await waitFor(() =>
    expect((within(dialog()).getByRole('combobox', { name: 'Account' }) as HTMLSelectElement).value).toBe(
      'acc-default',
    ),
  );
  return view;
}
