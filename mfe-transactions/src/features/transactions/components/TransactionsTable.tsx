import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { TRANSACTION_SOURCE_LABELS, type Transaction } from '@tracker/contracts';
import { Badge, Checkbox, Table, TableScroll, TBody, Td, Th, THead, Tr, type CategoryGroupsLike } from '@tracker/ui-kit';
import { formatDate, formatSignedAmount } from '../format';
import {
  useUpdateTransactionAccount,
  useUpdateTransactionCategory,
  useUpdateTransactionTags,
  useUpdateTransactionType,
} from '../mutations';
import { selectAllState, type ColumnFilters } from '../pageState';
import { CategoryCell } from './CategoryCell';
import { ColumnFilterRow } from './ColumnFilterRow';
import { InlineTextCell } from './InlineTextCell';
import { TagCell } from './TagCell';

const Amount = styled.span<{ $income: boolean }>`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  color: ${({ $income, theme }) => ($income ? theme.colors.success : theme.colors.text)};
`;

const Description = styled.span`
  display: inline-block;
  max-width: 280px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  vertical-align: middle;
`;

const NoWrap = styled.span`
  white-space: nowrap;
`;

const CheckCell = styled(Td)`
  width: 40px;
`;

export interface TransactionsTableProps {
  transactions: readonly Transaction[];
  selected: ReadonlySet<string>;
  onToggleRow: (id: string) => void;
  onToggleAll: () => void;
  filters: ColumnFilters;
  onFilter: (key: keyof ColumnFilters, value: string) => void;
  categories: readonly string[];
  categoryGroups?: CategoryGroupsLike | null;
  tags: readonly string[];
  /** Shown in the body when there are no rows (the filters stay usable above it). */
  empty?: ReactNode;
}

/** The transactions table of spec §2: selection, column filters, inline edits and the read-only columns. */
export function TransactionsTable({
  transactions,
  selected,
  onToggleRow,
  onToggleAll,
  filters,
  onFilter,
  categories,
  categoryGroups,
  tags,
  empty,
}: TransactionsTableProps) {
  const listId = useId();
  const updateType = useUpdateTransactionType();
  const updateTags = useUpdateTransactionTags();
  const updateAccount = useUpdateTransactionAccount();
  const updateCategory = useUpdateTransactionCategory();
  const allState = selectAllState(
    transactions.map((t) => t.id),
    selected,
  );

  return (
    <TableScroll>
      <Table aria-label="Transactions">
        <THead>
          <Tr>
            <Th scope="col">
              <Checkbox
                aria-label="Select all transactions"
                checked={allState === 'all'}
                indeterminate={allState === 'some'}
                disabled={transactions.length === 0}
                onChange={onToggleAll}
              />
            </Th>
            <Th scope="col">Date</Th>
            <Th scope="col">Description</Th>
            <Th scope="col">Category</Th>
            <Th scope="col">Amount</Th>
            <Th scope="col">Type</Th>
            <Th scope="col">Account</Th>
            <Th scope="col">Tag</Th>
            <Th scope="col">Source</Th>
            <Th scope="col">AI Categorised</Th>
          </Tr>
          <ColumnFilterRow filters={filters} categories={categories} onFilter={onFilter} />
        </THead>
        <TBody>
          {transactions.length === 0 && empty ? (
            <Tr>
              <Td colSpan={10}>{empty}</Td>
            </Tr>
          ) : null}
          {transactions.map((t) => {
            const isSelected = selected.has(t.id);
            return (
              <Tr key={t.id} data-selected={isSelected} data-testid="transaction-row">
                <CheckCell>
                  <Checkbox
                    aria-label={`Select transaction ${t.description}`}
                    checked={isSelected}
                    onChange={() => onToggleRow(t.id)}
                  />
                </CheckCell>
                <Td>
                  <NoWrap>{formatDate(t.date)}</NoWrap>
                </Td>
                <Td>
                  <Description title={t.description}>{t.description}</Description>
                </Td>
                <Td>
                  <CategoryCell
                    value={t.category ?? ''}
                    categories={categories}
                    groups={categoryGroups}
                    onSave={(value, onFailed) => updateCategory.mutate({ id: t.id, value }, { onError: onFailed })}
                  />
                </Td>
                <Td>
                  <Amount $income={t.isIncome}>{formatSignedAmount(t)}</Amount>
                </Td>
                <Td>
                  <InlineTextCell
                    value={t.transactionType ?? ''}
                    label="Transaction type"
                    emptyText="Set type"
                    onSave={(value, onFailed) => updateType.mutate({ id: t.id, value }, { onError: onFailed })}
                  />
                </Td>
                <Td>
                  <InlineTextCell
                    value={t.accountName ?? ''}
                    label="Account"
                    emptyText="Manual Entry"
                    onSave={(value, onFailed) => updateAccount.mutate({ id: t.id, value }, { onError: onFailed })}
                  />
                </Td>
                <Td>
                  <TagCell
                    value={t.tags[0] ?? ''}
                    suggestions={tags}
                    suggestionsId={`${listId}-tags-${t.id}`}
                    onSave={(value, onFailed) => updateTags.mutate({ id: t.id, value }, { onError: onFailed })}
                  />
                </Td>
                <Td>{TRANSACTION_SOURCE_LABELS[t.source]}</Td>
                <Td>
                  {t.aiCategorised ? <Badge tone="primary">AI</Badge> : <Badge tone="neutral">Manual</Badge>}
                </Td>
              </Tr>
            );
          })}
        </TBody>
      </Table>
    </TableScroll>
  );
}
