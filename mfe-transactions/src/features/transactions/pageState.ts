/**
 * State of the transactions page (product.md › Behaviour "Transactions page"): status tab, column filters, search,
 * paging and the row selection. A pure reducer, so the rules are tested without rendering:
 * - changing any filter, the search or the tab resets the page to 1 and clears the selection;
 * - changing the page size resets the page to 1 (and, like a page change, clears the selection: bulk actions
 *   act only on rows the user can see).
 */
import {
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  FILTER_ALL,
  TRANSACTION_SOURCES,
  type PageSize,
  type TransactionSource,
  type TransactionListQueryInput,
  type TransactionStatus,
} from '@tracker/contracts';

export interface ColumnFilters {
  search: string;
  date: string;
  description: string;
  /** 'all' or a category name. */
  category: string;
  /** Committed (debounced) amount text; '' = no filter. */
  amount: string;
  /** 'all' or a transaction type. */
  type: string;
  /** 'all' (All Accounts), 'manual' (Manual Entries) or a bank account id. */
  account: string;
  /** 'all', 'upload', 'manual' or 'institute'. */
  source: string;
}

export interface PageState {
  status: TransactionStatus;
  filters: ColumnFilters;
  page: number;
  pageSize: PageSize;
  selected: ReadonlySet<string>;
}

export const EMPTY_FILTERS: ColumnFilters = {
  search: '',
  date: '',
  description: '',
  category: FILTER_ALL,
  amount: '',
  type: FILTER_ALL,
  account: FILTER_ALL,
  source: FILTER_ALL,
};

export const INITIAL_PAGE_STATE: PageState = {
  status: 'all',
  filters: EMPTY_FILTERS,
  page: DEFAULT_PAGE,
  pageSize: DEFAULT_PAGE_SIZE,
  selected: new Set(),
};

export type PageAction =
  | { type: 'status'; status: TransactionStatus }
  | { type: 'filter'; key: keyof ColumnFilters; value: string }
  | { type: 'page'; page: number }
  | { type: 'pageSize'; pageSize: PageSize }
  | { type: 'toggleRow'; id: string }
  /** The header checkbox: selects every visible row unless all are selected, then clears. */
  | { type: 'toggleAll'; visibleIds: readonly string[] }
  | { type: 'clearSelection' }
  /** The empty state's 'Clear filters': every filter and the search back to none. */
  | { type: 'clearFilters' };

const NONE: ReadonlySet<string> = new Set();

export function pageReducer(state: PageState, action: PageAction): PageState {
  switch (action.type) {
    case 'status':
      if (action.status === state.status) return state;
      return { ...state, status: action.status, page: DEFAULT_PAGE, selected: NONE };
    case 'filter':
      if (state.filters[action.key] === action.value) return state;
      return {
        ...state,
        filters: { ...state.filters, [action.key]: action.value },
        page: DEFAULT_PAGE,
        selected: NONE,
      };
    case 'page':
      if (action.page === state.page) return state;
      return { ...state, page: Math.max(DEFAULT_PAGE, action.page), selected: NONE };
    case 'pageSize':
      if (action.pageSize === state.pageSize) return state;
      return { ...state, pageSize: action.pageSize, page: DEFAULT_PAGE, selected: NONE };
    case 'toggleRow': {
      const selected = new Set(state.selected);
      if (!selected.delete(action.id)) selected.add(action.id);
      return { ...state, selected };
    }
    case 'toggleAll': {
      const all = selectAllState(action.visibleIds, state.selected) === 'all';
      return { ...state, selected: all ? NONE : new Set(action.visibleIds) };
    }
    case 'clearSelection':
      return state.selected.size === 0 ? state : { ...state, selected: NONE };
    case 'clearFilters':
      return hasFilters(state.filters)
        ? { ...state, filters: EMPTY_FILTERS, page: DEFAULT_PAGE, selected: NONE }
        : state;
  }
}

/** Whether any filter or the search is on. */
export function hasFilters(filters: ColumnFilters): boolean {
  return (Object.keys(EMPTY_FILTERS) as Array<keyof ColumnFilters>).some(
    (key) => filters[key].trim() !== EMPTY_FILTERS[key],
  );
}

/** The header checkbox: checked when every visible row is selected, indeterminate when some are. */
export function selectAllState(visibleIds: readonly string[], selected: ReadonlySet<string>): 'none' | 'some' | 'all' {
  const count = visibleIds.filter((id) => selected.has(id)).length;
  if (count === 0) return 'none';
  return count === visibleIds.length ? 'all' : 'some';
}

/** The list (and export) query for the state; the api-client leaves out what equals the defaults. */
export function toListQuery(state: PageState): TransactionListQueryInput & { status: TransactionStatus } {
  const { filters } = state;
  return {
    page: state.page,
    pageSize: state.pageSize,
    status: state.status,
    search: filters.search.trim(),
    date: filters.date,
    description: filters.description.trim(),
    category: filters.category,
    amount: filters.amount.trim(),
    type: filters.type,
    account: filters.account,
    source: isSource(filters.source) ? filters.source : FILTER_ALL,
  };
}

const isSource = (value: string): value is TransactionSource =>
  (TRANSACTION_SOURCES as readonly string[]).includes(value);

/** The export takes the list's filters without paging. */
export function toExportQuery(state: PageState) {
  const { page: _page, pageSize: _pageSize, ...filters } = toListQuery(state);
  return filters;
}
