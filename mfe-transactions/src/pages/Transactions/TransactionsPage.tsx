import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { request } from '@tracker/api-client';
import styled from 'styled-components';
import {
  FILTER_ALL,
  PAGE_SIZES,
  TRANSACTION_STATUSES,
  TRANSACTION_STATUS_LABELS,
  type PageSize,
  type Transaction,
  type TransactionStatus,
} from '@tracker/contracts';
import {
  Button,
  Card,
  ErrorCard,
  PageHeader,
  Select,
  Spinner,
  Switch,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  storedFlag,
} from '@tracker/ui-kit';
import { DeleteAllFlow } from '../../features/transactions/components/DeleteAllFlow';
import { ColumnFilterRow } from '../../features/transactions/components/ColumnFilterRow';
import { EmptyState } from '../../features/transactions/components/EmptyState';
import { LazyMerchantOffer } from '../../features/transactions/components/LazyMerchantOffer';
import type { MerchantOfferState } from '../../features/transactions/components/MerchantOffer';
import { PaginationBar } from '../../features/transactions/components/PaginationBar';
import { TransactionsTable } from '../../features/transactions/components/TransactionsTable';
import {
  useAcceptSuggestions,
  useExportTransactions,
  useSetMerchantCategory,
} from '../../features/transactions/mutations';
import {
  hasFilters,
  INITIAL_PAGE_STATE,
  pageReducer,
  toExportQuery,
  toListQuery,
  type ColumnFilters,
} from '../../features/transactions/pageState';
import {
  bankAccountsQuery,
  categoryNames,
  tagsQuery,
  transactionListQuery,
  userCategoriesQuery,
} from '../../features/transactions/queries';
import { useUnsplit } from '../../features/splits/useUnsplit';
import {
  BulkActionsBar,
  LinkTransferDialog,
  ManualAddDialog,
  RuleEditorForRow,
  SplitDialog,
  UploadDialog,
} from './lazyDialogs';
import { useUnlinkTransfer } from '../../features/transfers/transferApi';
import { Link } from '@tracker/router';
import { ToolbarInput } from '../../features/transactions/components/cellStyles';

// minmax(0, 1fr): a wide table scrolls inside its card instead of widening the page.
const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const PageSizeSelect = styled(Select)`
  grid-auto-flow: column;
  align-items: center;
  width: auto;
`;

const Hint = styled.p`
  margin: ${({ theme }) => `-${theme.space(2)} 0 ${theme.space(3)}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Where this browser remembers that the user turned 'Auto Categorise' off (it is on by default, so only the change
 * is kept).
 */
export const AUTO_CATEGORISE_OFF_KEY = 'tracker.transactions.autoCategoriseOff';
/** Where an earlier version kept the switch, as 'true' or 'false'. */
export const LEGACY_AUTO_CATEGORISE_KEY = 'tracker.transactions.autoCategorise';
const autoCategoriseOff = storedFlag(AUTO_CATEGORISE_OFF_KEY);

/** The remembered switch; an earlier version's 'false' is carried over once, so the user keeps their choice. */
function storedAutoCategorise(): boolean {
  try {
    const legacy = window.localStorage.getItem(LEGACY_AUTO_CATEGORISE_KEY);
    if (legacy !== null) {
      if (legacy === 'false') autoCategoriseOff.set(true);
      window.localStorage.removeItem(LEGACY_AUTO_CATEGORISE_KEY);
    }
  } catch {
    // Storage refused (private mode): the flag below reads as unset.
  }
  return !autoCategoriseOff.isSet();
}

/** The example file is built in the browser by code that downloads on the first click, not with the page. */
function downloadExample(): void {
  void import('../../features/transactions/exampleFile').then(
    (m) => m.downloadExampleFile(),
    () => undefined, // offline: the button does nothing, as a failed download would
  );
}

/** '<tab label> Transactions (N total, showing M)'; the All tab's label already ends in 'Transactions'. */
export function listHeading(status: TransactionStatus, total: number, showing: number): string {
  const label = TRANSACTION_STATUS_LABELS[status].replace(/ Transactions$/, '');
  return `${label} Transactions (${total} total, showing ${showing})`;
}

/** The Transactions page of product.md › Screens and routes (route /transactions). */
export function TransactionsPage() {
  const [state, dispatch] = useReducer(pageReducer, INITIAL_PAGE_STATE);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [manualOpen, setManualOpen] = useState(false);
  const [autoCategorise, setAutoCategoriseState] = useState(storedAutoCategorise);
  const setAutoCategorise = useCallback((on: boolean) => {
    setAutoCategoriseState(on);
    autoCategoriseOff.set(!on);
  }, []);
  const [offer, setOffer] = useState<MerchantOfferState | null>(null);
  const [pendingDeletion, setPendingDeletion] = useState<ReadonlySet<string>>(new Set());
  const [ruleFrom, setRuleFrom] = useState<Transaction | null>(null);
  const [splitting, setSplitting] = useState<Transaction | null>(null);
  const [linking, setLinking] = useState<Transaction | null>(null);
  const unsplit = useUnsplit();
  const unlink = useUnlinkTransfer();
  const rowActions = useMemo(
    () => ({
      onAlways: setRuleFrom,
      onSplit: setSplitting,
      onUnsplit: (t: Transaction) => unsplit.mutate(t.id),
      onLink: setLinking,
      onUnlink: (t: Transaction) => unlink.mutate(t),
    }),
    [unsplit, unlink],
  );

  const list = useQuery(transactionListQuery(toListQuery(state)));
  const categoriesResponse = useQuery(userCategoriesQuery());
  const tags = useQuery(tagsQuery());
  const accounts = useQuery(bankAccountsQuery());
  const accept = useAcceptSuggestions();
  const setMerchantCategory = useSetMerchantCategory();
  const exportFile = useExportTransactions();
  const categories = useMemo(() => categoryNames(categoriesResponse.data), [categoriesResponse.data]);

  const onFilter = useCallback(
    (key: keyof ColumnFilters, value: string) => dispatch({ type: 'filter', key, value }),
    [],
  );
  const onDeletionPending = useCallback((ids: readonly string[] | null) => setPendingDeletion(new Set(ids ?? [])), []);

  // After a person changes one row's category, offer it to the merchant's other undecided rows (one server call).
  const onCategorySaved = useCallback((t: Transaction, category: string) => {
    setOffer(null);
    void request('sameMerchant', { params: { id: t.id } })
      .then(({ merchant, otherRows }) => {
        if (otherRows > 0) setOffer({ id: t.id, category, merchant, otherRows });
      })
      .catch(() => undefined);
  }, []);
  const review = useMemo(
    () => ({
      busy: accept.isPending || setMerchantCategory.isPending,
      onAccept: (t: Transaction) => accept.mutate([t.id]),
      onAcceptMerchant: (t: Transaction) => {
        if (t.category) setMerchantCategory.mutate({ id: t.id, category: t.category });
      },
    }),
    [accept, setMerchantCategory],
  );
  const filtered = hasFilters(state.filters);
  const offerProps = offer
    ? {
        offer,
        busy: setMerchantCategory.isPending,
        onDismiss: () => setOffer(null),
        onApply: () =>
          setMerchantCategory.mutate({ id: offer.id, category: offer.category }, { onSettled: () => setOffer(null) }),
      }
    : null;

  // A category filter that is no longer among the user's categories falls back to all (product.md › Behaviour).
  const categoryFilter = state.filters.category;
  useEffect(() => {
    if (!categoriesResponse.data || categoryFilter === FILTER_ALL) return;
    if (!categories.includes(categoryFilter)) onFilter('category', FILTER_ALL);
  }, [categoriesResponse.data, categories, categoryFilter, onFilter]);

  const rows = useMemo(
    () => (list.data?.transactions ?? []).filter((t) => !pendingDeletion.has(t.id)),
    [list.data, pendingDeletion],
  );
  const total = Math.max(0, (list.data?.totalTransactions ?? 0) - pendingDeletion.size);
  const totalPages = list.data?.totalPages ?? 0;
  const selectedIds = rows.filter((t) => state.selected.has(t.id)).map((t) => t.id);

  return (
    <Page data-testid="transactions-page">
      <PageHeader
        title="Transactions"
        subtitle="Manage and categorise your financial transactions"
        actions={
          <>
            <Link to="/accounts" data-testid="accounts-link">
              Accounts
            </Link>
            <Link to="/transactions/rules" data-testid="rules-link">
              Rules
            </Link>
            <Link to="/transactions/recurring" data-testid="recurring-link">
              Recurring charges
            </Link>
            <Button variant="secondary" onClick={downloadExample}>
              Download Example File
            </Button>
            <Button
              variant="secondary"
              disabled={exportFile.isPending}
              onClick={() => exportFile.mutate(toExportQuery(state))}
            >
              Export Transactions
            </Button>
            <Button onClick={() => setUploadOpen(true)}>Upload Transactions</Button>
          </>
        }
      />
      <Tabs
        value={state.status}
        onValueChange={(value) => dispatch({ type: 'status', status: value as TransactionStatus })}
      >
        <TabList label="Transaction status">
          {TRANSACTION_STATUSES.map((status) => (
            <Tab key={status} value={status}>
              {TRANSACTION_STATUS_LABELS[status]}
            </Tab>
          ))}
        </TabList>
        <TabPanel value={state.status}>
          <Card>
            <Toolbar>
              <Group>
                <Button variant="secondary" onClick={() => setManualOpen(true)}>
                  Add Manually
                </Button>
                <Switch label="Auto Categorise" checked={autoCategorise} onCheckedChange={setAutoCategorise} />
                <ToolbarInput
                  type="search"
                  aria-label="Search transactions"
                  placeholder="Search transactions..."
                  value={state.filters.search}
                  onChange={(event) => onFilter('search', event.target.value)}
                />
              </Group>
              <Group>
                <PageSizeSelect
                  label="Rows per page"
                  size="sm"
                  value={String(state.pageSize)}
                  options={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
                  onChange={(event) => dispatch({ type: 'pageSize', pageSize: Number(event.target.value) as PageSize })}
                />
                {state.status === 'all' ? <DeleteAllFlow /> : null}
              </Group>
            </Toolbar>
            <ColumnFilterRow
              filters={state.filters}
              categories={categories}
              accounts={accounts.data ?? []}
              onFilter={onFilter}
            />
            {list.isError && !list.data ? (
              <ErrorCard
                title="Failed to fetch transactions"
                message={list.error.message}
                onRetry={() => void list.refetch()}
              />
            ) : list.isPending ? (
              <Spinner centered label="Loading transactions..." />
            ) : (
              <>
                <Heading aria-live="polite">{listHeading(state.status, total, rows.length)}</Heading>
                {state.status === 'pending' && rows.length > 0 ? (
                  <Hint>
                    Each row says why it waits. Accept a suggestion, or choose a category; the categoriser learns from
                    both.
                  </Hint>
                ) : null}
                {state.status === 'deleted' && rows.length > 0 ? (
                  <Hint>
                    Deleted transactions are kept for 30 days. Select rows and choose Restore to bring them back.
                  </Hint>
                ) : null}
                {offerProps && !rows.some((t) => t.id === offerProps.offer.id) ? (
                  <LazyMerchantOffer {...offerProps} />
                ) : null}
                {selectedIds.length > 0 ? (
                  <BulkActionsBar
                    selectedIds={selectedIds}
                    categories={categories}
                    onDeletionPending={onDeletionPending}
                    onDone={() => dispatch({ type: 'clearSelection' })}
                    inDeletedTab={state.status === 'deleted'}
                    inPendingTab={state.status === 'pending'}
                  />
                ) : null}
                <TransactionsTable
                  transactions={rows}
                  selected={state.selected}
                  onToggleRow={(id) => dispatch({ type: 'toggleRow', id })}
                  onToggleAll={() => dispatch({ type: 'toggleAll', visibleIds: rows.map((t) => t.id) })}
                  categories={categories}
                  categoryGroups={categoriesResponse.data}
                  tags={tags.data ?? []}
                  review={state.status === 'pending' ? review : undefined}
                  onCategorySaved={onCategorySaved}
                  merchantOffer={offerProps}
                  rowActions={state.status === 'deleted' ? undefined : rowActions}
                  empty={
                    <EmptyState
                      filtered={filtered}
                      reviewQueue={state.status === 'pending'}
                      onClearFilters={() => dispatch({ type: 'clearFilters' })}
                      onUpload={() => setUploadOpen(true)}
                    />
                  }
                />
                <PaginationBar
                  page={state.page}
                  totalPages={totalPages}
                  total={total}
                  onPage={(page) => dispatch({ type: 'page', page })}
                />
              </>
            )}
          </Card>
        </TabPanel>
      </Tabs>
      <UploadDialog open={uploadOpen} onOpenChange={setUploadOpen} autoCategorise={autoCategorise} />
      <ManualAddDialog open={manualOpen} onOpenChange={setManualOpen} />
      {ruleFrom ? <RuleEditorForRow key={ruleFrom.id} open row={ruleFrom} onClose={() => setRuleFrom(null)} /> : null}
      {linking ? <LinkTransferDialog key={linking.id} row={linking} onClose={() => setLinking(null)} /> : null}
      {splitting ? <SplitDialog key={splitting.id} row={splitting} onClose={() => setSplitting(null)} /> : null}
    </Page>
  );
}
