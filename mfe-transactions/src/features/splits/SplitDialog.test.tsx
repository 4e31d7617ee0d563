/**
 * The split dialog (product.md › Splits): what is left to assign follows the parts in the row's own minor units
 * (cents, yen without any, dinars with three), Save waits for an exact sum and a category on every part, the parts
 * go to POST /api/transactions/:id/split as typed, and the server's refusal is shown.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Transaction } from '@tracker/contracts';
import { createFakeApi, makeTransaction, type FakeApi } from '../../test/fakeApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import { SplitDialog } from './SplitDialog';

jest.setTimeout(30_000);

function api(row: Transaction): FakeApi {
  const fake = createFakeApi({
    transactions: [row],
    categories: { expense: [{ name: 'Groceries' }, { name: 'Household' }, { name: 'Shopping' }] },
  });
  return fake;
}

async function open(row: Transaction) {
  const fake = api(row);
  const onClose = jest.fn();
  renderWithProviders(<SplitDialog row={row} onClose={onClose} />, { api: fake });
  const dialog = within(await screen.findByTestId('split-dialog'));
  await waitFor(() => expect(dialog.getAllByRole('option', { name: 'Household' })).toHaveLength(2));
  const part = (i: number) => within(dialog.getAllByTestId('split-part')[i] as HTMLElement);
  const type = (i: number, amount: string, category?: string) => {
    fireEvent.change(part(i).getByLabelText(`Part ${i + 1} amount`), { target: { value: amount } });
    if (category) fireEvent.change(part(i).getByLabelText('Category'), { target: { value: category } });
  };
  const left = () => dialog.getByTestId('split-left').textContent;
  const save = () => dialog.getByRole('button', { name: 'Save split' });
  return { fake, onClose, dialog, type, left, save };
}

describe('SplitDialog', () => {
  it('counts what is left in cents, waits for an exact sum and categories, and sends the parts', async () => {
    const row = makeTransaction({ id: 'costco', description: 'COSTCO', amount: '148.31', category: 'Shopping' });
    const { fake, onClose, dialog, type, left, save } = await open(row);
    expect(left()).toBe('Type each part’s amount');
    type(0, '100', 'Groceries');
    type(1, '48.30', 'Household');
    expect(left()).toBe('Left to assign: $0.01');
    expect(save()).toBeDisabled();
    type(1, '48.31');
    expect(left()).toBe('Left to assign: $0.00');
    expect(save()).toBeEnabled();
    // A third part starts with nothing left, so the sum waits for its amount.
    fireEvent.click(dialog.getByRole('button', { name: 'Add part' }));
    expect(save()).toBeDisabled();
    fireEvent.click(dialog.getByRole('button', { name: 'Remove part 3' }));
    fake.intercept('POST', /^\/api\/transactions\/costco\/split$/, () => ({ status: 200, body: row }));
    fireEvent.click(save());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(fake.callsTo('POST /api/transactions/costco/split')[0]?.body).toEqual({
      parts: [
        { amount: '100', category: 'Groceries' },
        { amount: '48.31', category: 'Household' },
      ],
    });
  });

  it('takes no fraction of a yen', async () => {
    const yen = makeTransaction({ id: 'yen', description: 'DON QUIJOTE', amount: '1500', currency: 'JPY' });
    const y = await open(yen);
    y.type(0, '1000.5', 'Groceries');
    y.type(1, '499', 'Household');
    expect(y.left()).toBe('Type each part’s amount');
    y.type(0, '1000');
    expect(y.left()).toMatch(/^Left to assign: ¥\s?1$/);
    y.type(1, '500');
    expect(y.left()).toMatch(/^Left to assign: ¥\s?0$/);
    expect(y.save()).toBeEnabled();
  });

  it('takes dinars to the third decimal and shows the server’s refusal', async () => {
    const dinars = makeTransaction({ id: 'kwd', description: 'SULTAN CENTER', amount: '12.345', currency: 'KWD' });
    const d = await open(dinars);
    d.type(0, '10', 'Groceries');
    d.type(1, '2.34', 'Household');
    expect(d.left()).toMatch(/^Left to assign: .*0\.005$/);
    d.type(1, '2.345');
    expect(d.left()).toMatch(/^Left to assign: .*0\.000$/);
    d.fake.intercept('POST', /^\/api\/transactions\/kwd\/split$/, () => ({
      status: 400,
      body: { error: 'The parts must add up to 12.345', message: 'The parts must add up to 12.345' },
    }));
    fireEvent.click(d.save());
    expect(await d.dialog.findByRole('alert')).toHaveTextContent('The parts must add up to 12.345');
    expect(d.onClose).not.toHaveBeenCalled();
  });
});
