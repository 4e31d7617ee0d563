import { Fragment, useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { isBankFileReason, TRANSACTION_SOURCE_LABELS, type SplitPart, type Transaction } from '@tracker/contracts';
import {
  Badge,
  CARD_LAYOUT_MAX_PX,
  cardRowsBelow,
  Checkbox,
  Table,
  TableScroll,
  TBody,
  Td,
  Th,
  THead,
  Tr,
  type CategoryGroupsLike,
} from '@tracker/ui-kit';
import { formatDate, formatSignedAmount } from '../format';
import {
  useUpdateTransactionAccount,
  useUpdateTransactionCategory,
  useUpdateTransactionTags,
  useUpdateTransactionType,
} from '../mutations';
import { selectAllState } from '../pageState';
import { CategoryCell } from './CategoryCell';
import { DescriptionCell, type RowActions } from './DescriptionCell';
import { InlineTextCell } from './InlineTextCell';
import { LazyMerchantOffer } from './LazyMerchantOffer';
import type { MerchantOfferProps } from './MerchantOffer';
import { ReviewLine } from './ReviewLine';
import { TagCell } from './TagCell';

/** Below this width each row is a card (label above value); from it up, a table whose columns fit the width. */
export { CARD_LAYOUT_MAX_PX };

/**
 * Column widths of the fixed table layout (px, padding included). Description takes what is left: at 1280 px with
 * the sidebar the table has about 910 px, so it keeps about 145 px (about 230 px at 1366). Dates, account names and
 * headers wrap onto two lines ('Mar 12,' / '2025', 'AI' / 'Categorised'); a long category ends in an ellipsis
 * (the whole name is its title).
 */
const COLUMN_WIDTHS = {
  select: 36,
  date: 72,
  category: 152,
  amount: 100,
  type: 84,
  account: 92,
  tag: 72,
  source: 68,
  ai: 88,
} as const;
const FIXED_WIDTH = Object.values(COLUMN_WIDTHS).reduce((a, b) => a + b, 0);
/** Narrower than this (1024–1279 px with the sidebar) the table scrolls inside its card. */
const MIN_TABLE_WIDTH = FIXED_WIDTH + 140;

const Frame = styled(TableScroll)`
  @media (max-width: ${CARD_LAYOUT_MAX_PX}px) {
    border: 0;
    overflow: visible;
  }
`;

const Grid = styled(Table)`
  table-layout: fixed;
  min-width: ${MIN_TABLE_WIDTH}px;

  th,
  td {
    padding-left: ${({ theme }) => theme.space(1.5)};
    padding-right: ${({ theme }) => theme.space(1.5)};
    overflow: hidden;
  }
  th {
    white-space: normal;
  }
  /* Inline-edit values (an account name) may take two lines; a badge too long for its cell ends in an ellipsis. */
  td button {
    white-space: normal;
  }
  td button > *,
  td [data-category-kind] {
    display: inline-flex;
    min-width: 0;
    max-width: 100%;
  }
  td [data-category-kind] > * {
    min-width: 0;
  }
  /* Inline editors take the cell's width, whatever their own minimum. */
  td input,
  td select {
    min-width: 0;
    max-width: 100%;
  }

  ${cardRowsBelow(CARD_LAYOUT_MAX_PX)}

  @media (max-width: ${CARD_LAYOUT_MAX_PX}px) {
    min-width: 0;
    table-layout: auto;

    colgroup,
    thead th:not(:first-child) {
      display: none;
    }
    thead,
    thead tr {
      display: block;
      border: 0;
      background: transparent;
    }
    thead th:first-child {
      display: flex;
      align-items: center;
      gap: ${({ theme }) => theme.space(2)};
      padding: ${({ theme }) => `0 0 ${theme.space(2)}`};
    }
    thead th:first-child::after {
      content: 'Select all';
    }
    /* A row's review line joins its card. */
    tbody tr:has(+ tr[data-review]) {
      border-bottom: 0;
      border-radius: ${({ theme }) => `${theme.radii.md} ${theme.radii.md} 0 0`};
    }
    tbody tr[data-review] {
      display: block;
      margin-top: -${({ theme }) => theme.space(3)};
      border-top: 1px dashed ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => `0 0 ${theme.radii.md} ${theme.radii.md}`};
    }
  }
`;

const Amount = styled.span<{ $income: boolean }>`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  color: ${({ $income, theme }) => ($income ? theme.colors.success : theme.colors.text)};
`;

// Two lines, then an ellipsis; the whole text is in the title.
const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textSubtle};
`;

/**
 * A transfer's category and type: it is in no category and neither income nor spending, whatever the bank's file or
 * the categoriser said ('Not a transfer' brings them back).
 */
function AsTransfer() {
  return (
    <Muted title="Money moved between your own accounts: in no category, neither income nor spending">Transfer</Muted>
  );
}

/** A split row counts in its parts' categories (shown under the description); its own category is not one to edit. */
function AsSplit({ parts }: { parts: readonly SplitPart[] }) {
  const names = [...new Set(parts.map((part) => part.category))];
  return (
    <Muted
      data-testid="split-category"
      title={`Counted in its parts: ${names.join(', ')}. Unsplit it to choose one category.`}
    >
      Split
    </Muted>
  );
}

export interface TransactionsTableProps {
  transactions: readonly Transaction[];
  selected: ReadonlySet<string>;
  onToggleRow: (id: string) => void;
  onToggleAll: () => void;
  categories: readonly string[];
  categoryGroups?: CategoryGroupsLike | null;
  tags: readonly string[];
  /** Shown in the body when there are no rows. */
  empty?: ReactNode;
  /** The Pending tab: each row says why it waits, with one-click accepts. */
  review?: {
    onAccept: (t: Transaction) => void;
    onAcceptMerchant: (t: Transaction) => void;
    busy: boolean;
  };
  /** After a person's category edit was saved (to offer it to the merchant's other rows). */
  onCategorySaved?: (t: Transaction, category: string) => void;
  /** 'Apply to the N other rows from this merchant', shown right under the row it came from. */
  merchantOffer?: MerchantOfferProps | null;
  /** "Always do this…", Split and Unsplit on each row (product.md › Rules, Splits). */
  rowActions?: RowActions;
}

/**
 * Who chose the category: the categoriser ('AI'), a rule ('Rule'), the bank's file ('Bank file'), a person ('Manual'), or
 * no one yet (no badge). A transfer is in no category, so no one chose one: what the categoriser or the file said
 * before the pair was found does not count.
 */
function CategorisedBy({ t }: { t: Transaction }) {
  if (t.transfer) return <Muted title="A transfer is in no category">—</Muted>;
  if (t.aiCategorised) return <Badge tone="primary">AI</Badge>;
  // A rule's category (product.md › Rules): the badge names the rule on hover.
  if (t.reviewReason?.startsWith('Rule: ')) return <Badge title={t.reviewReason}>Rule</Badge>;
  // The bank's own category column, read into the user's categories (issue 38): neither a person's nor the AI's.
  if (isBankFileReason(t.reviewReason)) return <Badge title={t.reviewReason ?? undefined}>Bank file</Badge>;
  if (t.category) return <Badge tone="neutral">Manual</Badge>;
  return <Muted title="Uncategorised: no one has chosen a category yet">—</Muted>;
}

/**
 * The transactions table of product.md › Screens and routes: selection, inline edits and the read-only columns; cards
 * on a phone.
 */
export function TransactionsTable({
  transactions,
  selected,
  onToggleRow,
  onToggleAll,
  categories,
  categoryGroups,
  tags,
  empty,
  review,
  onCategorySaved,
  merchantOffer,
  rowActions,
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
    <Frame>
      <Grid aria-label="Transactions">
        <colgroup>
          <col style={{ width: COLUMN_WIDTHS.select }} />
          <col style={{ width: COLUMN_WIDTHS.date }} />
          <col />
          <col style={{ width: COLUMN_WIDTHS.category }} />
          <col style={{ width: COLUMN_WIDTHS.amount }} />
          <col style={{ width: COLUMN_WIDTHS.type }} />
          <col style={{ width: COLUMN_WIDTHS.account }} />
          <col style={{ width: COLUMN_WIDTHS.tag }} />
          <col style={{ width: COLUMN_WIDTHS.source }} />
          <col style={{ width: COLUMN_WIDTHS.ai }} />
        </colgroup>
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
        </THead>
        <TBody>
          {transactions.length === 0 && empty ? (
            <Tr>
              <Td colSpan={10} data-wide="">
                {empty}
              </Td>
            </Tr>
          ) : null}
          {transactions.map((t) => {
            const isSelected = selected.has(t.id);
            return (
              <Fragment key={t.id}>
                <Tr data-selected={isSelected} data-testid="transaction-row">
                  <Td>
                    <Checkbox
                      aria-label={`Select transaction ${t.description}`}
                      checked={isSelected}
                      onChange={() => onToggleRow(t.id)}
                    />
                  </Td>
                  <Td data-label="Date">{formatDate(t.date)}</Td>
                  <Td data-label="Description" data-wide="">
                    <DescriptionCell t={t} actions={rowActions} />
                  </Td>
                  <Td data-label="Category">
                    {t.transfer ? (
                      <AsTransfer />
                    ) : t.splits && t.splits.length > 0 ? (
                      <AsSplit parts={t.splits} />
                    ) : (
                      <CategoryCell
                        value={t.category ?? ''}
                        categories={categories}
                        groups={categoryGroups}
                        onSave={(value, onFailed) =>
                          updateCategory.mutate(
                            { id: t.id, value },
                            { onError: onFailed, onSuccess: () => onCategorySaved?.(t, value) },
                          )
                        }
                      />
                    )}
                  </Td>
                  <Td data-label="Amount">
                    <Amount $income={t.isIncome}>{formatSignedAmount(t)}</Amount>
                  </Td>
                  <Td data-label="Type">
                    {t.transfer ? (
                      <AsTransfer />
                    ) : (
                      <InlineTextCell
                        value={t.transactionType ?? ''}
                        label="Transaction type"
                        emptyText="Set type"
                        onSave={(value, onFailed) => updateType.mutate({ id: t.id, value }, { onError: onFailed })}
                      />
                    )}
                  </Td>
                  <Td data-label="Account">
                    <InlineTextCell
                      value={t.accountName ?? ''}
                      label="Account"
                      emptyText="Manual Entry"
                      onSave={(value, onFailed) => updateAccount.mutate({ id: t.id, value }, { onError: onFailed })}
                    />
                  </Td>
                  <Td data-label="Tag">
                    <TagCell
                      value={t.tags[0] ?? ''}
                      suggestions={tags}
                      suggestionsId={`${listId}-tags-${t.id}`}
                      onSave={(value, onFailed) => updateTags.mutate({ id: t.id, value }, { onError: onFailed })}
                    />
                  </Td>
                  <Td data-label="Source">{TRANSACTION_SOURCE_LABELS[t.source]}</Td>
                  <Td data-label="AI Categorised">
                    <CategorisedBy t={t} />
                  </Td>
                </Tr>
                {review && t.pending ? (
                  <ReviewLine
                    transaction={t}
                    busy={review.busy}
                    onAccept={review.onAccept}
                    onAcceptMerchant={review.onAcceptMerchant}
                    onLink={rowActions?.onLink}
                    onDismiss={rowActions?.onUnlink}
                  />
                ) : null}
                {merchantOffer && merchantOffer.offer.id === t.id ? (
                  <Tr data-review="">
                    <Td colSpan={10}>
                      <LazyMerchantOffer {...merchantOffer} inline />
                    </Td>
                  </Tr>
                ) : null}
              </Fragment>
            );
          })}
        </TBody>
      </Grid>
    </Frame>
  );
}
