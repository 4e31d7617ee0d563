import {
  INITIAL_PAGE_STATE,
  pageReducer,
  selectAllState,
  toExportQuery,
  toListQuery,
  type PageAction,
  type PageState,
} from './pageState';

const run = (state: PageState, ...actions: PageAction[]) => actions.reduce(pageReducer, state);
const withSelection = (page = 3): PageState =>
  run(INITIAL_PAGE_STATE, { type: 'page', page }, { type: 'toggleRow', id: 'a' }, { type: 'toggleRow', id: 'b' });

describe('transactions page state (product.md › Behaviour)', () => {
  it('starts on All Transactions, page 1, 20 per page, nothing selected', () => {
    expect(INITIAL_PAGE_STATE).toMatchObject({ status: 'all', page: 1, pageSize: 20 });
    expect(INITIAL_PAGE_STATE.selected.size).toBe(0);
  });

  it.each<[string, PageAction]>([
    ['date', { type: 'filter', key: 'date', value: '2025-01-02' }],
    ['description', { type: 'filter', key: 'description', value: 'coffee' }],
    ['category', { type: 'filter', key: 'category', value: 'Groceries' }],
    ['amount', { type: 'filter', key: 'amount', value: '12.5' }],
    ['type', { type: 'filter', key: 'type', value: 'Expense' }],
    ['account', { type: 'filter', key: 'account', value: 'manual' }],
    ['source', { type: 'filter', key: 'source', value: 'upload' }],
    ['search', { type: 'filter', key: 'search', value: 'rent' }],
    ['status tab', { type: 'status', status: 'pending' }],
  ])('changing the %s filter resets the page to 1 and clears the selection', (_name, action) => {
    const before = withSelection();
    expect(before.page).toBe(3);
    expect(before.selected.size).toBe(2);
    const after = pageReducer(before, action);
    expect(after.page).toBe(1);
    expect(after.selected.size).toBe(0);
  });

  it('setting a filter to the value it already has changes nothing', () => {
    const before = withSelection();
    expect(pageReducer(before, { type: 'filter', key: 'category', value: 'all' })).toBe(before);
  });

  it('changing the page size resets the page to 1', () => {
    const after = run(withSelection(), { type: 'pageSize', pageSize: 50 });
    expect(after).toMatchObject({ page: 1, pageSize: 50 });
  });

  it('toggles rows, and select-all selects every visible row or, when all are selected, none', () => {
    const visible = ['a', 'b', 'c'];
    let state = run(INITIAL_PAGE_STATE, { type: 'toggleRow', id: 'a' });
    expect(selectAllState(visible, state.selected)).toBe('some');
    state = pageReducer(state, { type: 'toggleAll', visibleIds: visible });
    expect(selectAllState(visible, state.selected)).toBe('all');
    state = pageReducer(state, { type: 'toggleAll', visibleIds: visible });
    expect(selectAllState(visible, state.selected)).toBe('none');
    state = run(state, { type: 'toggleRow', id: 'b' }, { type: 'toggleRow', id: 'b' });
    expect(state.selected.size).toBe(0);
  });

  it('select-all is checked only when every visible row is selected, indeterminate when some are', () => {
    expect(selectAllState(['a', 'b'], new Set())).toBe('none');
    expect(selectAllState(['a', 'b'], new Set(['a']))).toBe('some');
    expect(selectAllState(['a', 'b'], new Set(['a', 'b']))).toBe('all');
    expect(selectAllState(['a', 'b'], new Set(['x']))).toBe('none');
  });

  it('builds the list query and the export query (the same filters without paging)', () => {
    const state = run(
      INITIAL_PAGE_STATE,
      { type: 'status', status: 'manual' },
      { type: 'filter', key: 'description', value: '  coffee ' },
      { type: 'filter', key: 'amount', value: '4.5' },
      { type: 'filter', key: 'source', value: 'bogus' },
      { type: 'page', page: 2 },
    );
    expect(toListQuery(state)).toMatchObject({
      page: 2,
      pageSize: 20,
      status: 'manual',
      description: 'coffee',
      amount: '4.5',
      source: 'all',
    });
    const exported = toExportQuery(state);
    expect(exported).toMatchObject({ status: 'manual', description: 'coffee', amount: '4.5' });
    expect(exported).not.toHaveProperty('page');
    expect(exported).not.toHaveProperty('pageSize');
  });
});
