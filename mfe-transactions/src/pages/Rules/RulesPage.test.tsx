/**
 * The Rules page and the rule editor (product.md › Rules): the rules in the order they run, each summarised; arrows
 * reorder them; the switch turns one off; "Run on existing rows" says how many rows changed; a new rule is previewed
 * before it is saved, sent in the contract's shape, and a pattern the service refuses is shown with its reason.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Rule } from '@tracker/contracts';
import { createFakeApi, makeTransaction, type FakeApi } from '../../test/fakeApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import { RulesPage } from './RulesPage';

jest.setTimeout(30_000);

const rent: Rule = {
  id: 'rule-rent',
  name: 'Rent',
  order: 0,
  enabled: true,
  conditions: [{ field: 'description', operator: 'contains', value: 'greenpoint' }],
  actions: [
    { type: 'setCategory', value: 'Housing' },
    { type: 'rename', value: 'Rent' },
  ],
};
const big: Rule = {
  id: 'rule-big',
  name: 'Big payments',
  order: 1,
  enabled: true,
  conditions: [{ field: 'amount', operator: 'gt', value: 1000 }],
  actions: [{ type: 'addTag', value: 'large' }],
};

function api(): FakeApi {
  return createFakeApi({
    rules: [rent, big],
    categories: { expense: [{ name: 'Housing' }, { name: 'Subscriptions' }] },
    transactions: [
      makeTransaction({ description: 'STREAMFLIX.COM 4471', category: null }),
      makeTransaction({ description: 'STREAMFLIX.COM 5512', category: null }),
      makeTransaction({ description: 'COFFEE' }),
    ],
  });
}

const items = () => screen.getAllByTestId('rule-item');

async function renderPage(fake = api()) {
  const view = renderWithProviders(<RulesPage />, { api: fake });
  await screen.findByText('1. Rent');
  return view;
}

describe('Rules page', () => {
  it('lists the rules in the order they run, each with what it does', async () => {
    await renderPage();
    expect(items().map((item) => within(item).getByText(/^\d\. /).textContent)).toEqual(['1. Rent', '2. Big payments']);
    expect(items()[0]).toHaveTextContent('Description contains greenpoint → Set category Housing, Rename to Rent');
    expect(items()[1]).toHaveTextContent('Amount is more than 1000 → Add tag large');
  });

  it('moves a rule down with its arrow, sending every id in the new order', async () => {
    const { api: fake } = await renderPage();
    expect(screen.getByRole('button', { name: 'Move Rent up' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Move Rent down' }));
    await screen.findByText('1. Big payments');
    expect(fake.callsTo('PUT /api/rules/order').map((c) => c.body)).toEqual([{ ruleIds: ['rule-big', 'rule-rent'] }]);
    expect(screen.getByText('2. Rent')).toBeInTheDocument();
  });

  it('turns a rule off, and says how many rows running one on the stored rows changed', async () => {
    const fake = api();
    fake.rules.applied.set('rule-rent', 2);
    await renderPage(fake);
    const first = within(items()[0] as HTMLElement);
    fireEvent.click(first.getByRole('switch', { name: 'On' }));
    await waitFor(() => expect(within(items()[0] as HTMLElement).getByText('Off')).toBeInTheDocument());
    expect(fake.callsTo('PUT /api/rules/rule-rent')[0]?.body).toMatchObject({ name: 'Rent', enabled: false });
    fireEvent.click(first.getByRole('button', { name: 'Run on existing rows' }));
    expect(await screen.findByText('Changed 2 rows')).toBeInTheDocument();
    fireEvent.click(within(items()[1] as HTMLElement).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(items()).toHaveLength(1));
  });

  it('previews a new rule, shows a refused pattern with its reason, and saves it in the contract’s shape', async () => {
    const { api: fake } = await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'New rule' }));
    const editor = within(await screen.findByTestId('rule-editor'));
    fireEvent.change(editor.getByLabelText('Rule name'), { target: { value: 'Streaming' } });
    const condition = within(editor.getByTestId('rule-condition'));
    fireEvent.change(condition.getByLabelText('Test'), { target: { value: 'matches' } });
    fireEvent.change(condition.getByLabelText('Value'), { target: { value: 'streamflix(?=\\.com)' } });
    const action = within(editor.getByTestId('rule-action'));
    await waitFor(() => expect(action.getByRole('option', { name: 'Subscriptions' })).toBeInTheDocument());
    fireEvent.change(action.getByLabelText('Value'), { target: { value: 'Subscriptions' } });
    fireEvent.click(editor.getByRole('button', { name: 'Preview' }));
    expect(await editor.findByRole('alert')).toHaveTextContent('Invalid pattern "streamflix(?=\\.com)"');

    fireEvent.change(condition.getByLabelText('Test'), { target: { value: 'contains' } });
    fireEvent.change(condition.getByLabelText('Value'), { target: { value: 'streamflix' } });
    fireEvent.click(editor.getByRole('button', { name: 'Preview' }));
    expect(await editor.findByText('Matches 2 stored rows; would change 2.')).toBeInTheDocument();
    expect(editor.getByText('STREAMFLIX.COM 4471 → Subscriptions')).toBeInTheDocument();
    expect(fake.callsTo('GET /api/rules')).toHaveLength(1);

    fireEvent.click(editor.getByRole('button', { name: 'Save and run on existing rows' }));
    await screen.findByText('3. Streaming');
    expect(screen.queryByTestId('rule-editor')).not.toBeInTheDocument();
    expect(fake.callsTo('POST /api/rules')[0]?.body).toEqual({
      name: 'Streaming',
      enabled: true,
      applyToExisting: true,
      conditions: [{ field: 'description', operator: 'contains', value: 'streamflix' }],
      actions: [{ type: 'setCategory', value: 'Subscriptions' }],
    });
    expect(await screen.findByText('Changed 2 rows')).toBeInTheDocument();
  });
});
