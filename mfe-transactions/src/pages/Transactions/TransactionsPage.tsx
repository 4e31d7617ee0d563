import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import {
  AUTO_CATEGORISE_DEFAULT,
  FILTER_ALL,
  PAGE_SIZES,
  TRANSACTION_STATUSES,
  TRANSACTION_STATUS_LABELS,
  type PageSize,
  type TransactionStatus,
} from '@tracker/contracts';
import { Button, Card, ErrorCard, PageHeader, Select, Spinner, Switch, Tab, TabList, TabPanel, Tabs } from '@tracker/ui-kit';
import { BulkActionsBar } from '../../features/transactions/components/BulkActionsBar';
import { DeleteAllFlow } from '../../features/transactions/components/DeleteAllFlow';
import { EmptyState } from '../../features/transactions/components/EmptyState';
import { PaginationBar } from '../../features/transactions/components/PaginationBar';
import { TransactionsTable } from '../../features/transactions/components/TransactionsTable';
import { downloadExampleFile } from '../../features/transactions/exampleFile';
import { ManualAddDialog } from '../../features/transactions/manual/ManualAddDialog';
import { useExportTransactions } from '../../features/transactions/mutations';
import { INITIAL_PAGE_STATE, pageReducer, toExportQuery, toListQuery, type ColumnFilters } from '../../features/transactions/pageState';
import { categoryNames, tagsQuery, transactionListQuery, userCategoriesQuery } from '../../features/transactions/queries';
import { UploadDialog } from '../../features/transactions/upload/UploadDialog';

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

const SearchInput = styled.input`
  min-width: 240px;
  min-height: 36px;
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
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

/** '<tab label> Transactions (N total, showing M)'; the All tab's label already ends in 'Transactions'. */
export function listHeading(status: TransactionStatus, total: number, showing: number): string {
  const label = TRANSACTION_STATUS_LABELS[status].replace(/ Transactions$/, '');
  return `${label} Transactions (${total} total, showing ${showing})`;
}

/** The Transactions page of spec §2 (route /transactions). */
export function TransactionsPage() {
  const [state, dispatch] = useReducer(pageReducer, INITIAL_PAGE_STATE);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [manualOpen, setManualOpen] = useState(false);
  const [autoCategorise, setAutoCategorise] = useState(AUTO_CATEGORISE_DEFAULT);
  const [pendingDeletion, setPendingDeletion] = useState<ReadonlySet<string>>(new Set());

  const list = useQuery(transactionListQuery(toListQuery(state)));
  const categoriesResponse = useQuery(userCategoriesQuery());
  const tags = useQuery(tagsQuery());
  const exportFile = useExportTransactions();
  const categories = useMemo(() => categoryNames(categoriesResponse.data), [categoriesResponse.data]);

  const onFilter = useCallback((key: keyof ColumnFilters, value: string) => dispatch({ type: 'filter', key, value }), []);
  const onDeletionPending = useCallback((ids: readonly string[] | null) => setPendingDeletion(new Set(ids ?? [])), []);

  // A category filter that is no longer among the user's categories falls back to all (spec §4).
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
            <Button variant="secondary" onClick={downloadExampleFile}>
              Download Example File
            </Button>
            <Button variant="secondary" disabled={exportFile.isPending} onClick={() => exportFile.mutate(toExportQuery(state))}>
              Export Transactions
            </Button>
            <Button onClick={() => setUploadOpen(true)}>Upload Transactions</Button>
          </>
        }
      />
      <Tabs value={state.status} onValueChange={(value) => dispatch({ type: 'status', status: value as TransactionStatus })}>
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
                <SearchInput
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
            {list.isError && !list.data ? (
              <ErrorCard title="Failed to fetch transactions" message={list.error.message} onRetry={() => void list.refetch()} />
            ) : list.isPending ? (
              <Spinner centered label="Loading transactions..." />
            ) : (
              <>
                <Heading aria-live="polite">{listHeading(state.status, total, rows.length)}</Heading>
                {selectedIds.length > 0 ? (
                  <BulkActionsBar
                    selectedIds={selectedIds}
                    categories={categories}
                    onDeletionPending={onDeletionPending}
                    onDone={() => dispatch({ type: 'clearSelection' })}
                    inDeletedTab={state.status === 'deleted'}
                  />
                ) : null}
                <TransactionsTable
                  transactions={rows}
                  selected={state.selected}
                  onToggleRow={(id) => dispatch({ type: 'toggleRow', id })}
                  onToggleAll={() => dispatch({ type: 'toggleAll', visibleIds: rows.map((t) => t.id) })}
                  filters={state.filters}
                  onFilter={onFilter}
                  categories={categories}
                  categoryGroups={categoriesResponse.data}
                  tags={tags.data ?? []}
                  empty={<EmptyState onUpload={() => setUploadOpen(true)} />}
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
    </Page>
  );
}
