import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import {
  AMOUNT_FILTER_DEBOUNCE_MS,
  FILTER_ALL,
  TRANSACTION_SOURCE_LABELS,
  TRANSACTION_SOURCES,
  TRANSACTION_TYPES,
  TRANSFER_TYPE_FILTER,
  type BankAccount,
} from '@tracker/contracts';
import { SelectInput, useDebouncedValue } from '@tracker/ui-kit';
import type { ColumnFilters } from '../pageState';
import { CARD_LAYOUT_MAX_PX as PHONE_MAX_PX } from './TransactionsTable';

// The column filters sit in a bar above the table (a row of narrow header cells cut their labels: 'All Categori'),
// wrapping onto more lines as the width shrinks, so the table keeps to the width it has.
const Bar = styled.div<{ $open: boolean }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  margin-bottom: ${({ theme }) => theme.space(3)};

  /* On a phone the seven filters would push the rows a screen down: they fold behind a 'Filters' button. */
  @media (max-width: ${PHONE_MAX_PX}px) {
    display: ${({ $open }) => ($open ? 'grid' : 'none')};
  }
`;

const Toggle = styled.button`
  display: none;
  min-height: 36px;
  margin-bottom: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => `${theme.space(1.5)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};

  @media (max-width: ${PHONE_MAX_PX}px) {
    display: inline-flex;
  }
`;

const Field = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};

  select {
    width: 100%;
  }
`;

const FilterInput = styled.input`
  width: 100%;
  min-width: 0;
  min-height: 34px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};

  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.primary};
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 0;
  }
`;

export interface ColumnFilterRowProps {
  filters: ColumnFilters;
  categories: readonly string[];
  /** The user's bank accounts, offered after All Accounts and Manual Entries. */
  accounts?: readonly BankAccount[];
  onFilter: (key: keyof ColumnFilters, value: string) => void;
}

const option = (value: string, label: string) => (
  <option key={value} value={value}>
    {label}
  </option>
);

/**
 * The filters of the filterable columns (product.md › Screens and routes): Date, Description, Category, Amount (step
 * 0.01, applied 300 ms after typing stops), Type, Account (All Accounts, Manual Entries and the user's named accounts)
 * and Source.
 */
export function ColumnFilterRow({ filters, categories, accounts = [], onFilter }: ColumnFilterRowProps) {
  const [amountText, setAmountText] = useState(filters.amount);
  const [open, setOpen] = useState(false);
  const barId = useId();
  const active = (Object.keys(filters) as Array<keyof ColumnFilters>).filter(
    (key) => key !== 'search' && filters[key].trim() !== '' && filters[key] !== FILTER_ALL,
  ).length;
  const settledAmount = useDebouncedValue(amountText, AMOUNT_FILTER_DEBOUNCE_MS);
  useEffect(() => onFilter('amount', settledAmount), [settledAmount, onFilter]);
  // Clearing the filters from outside (the empty state's 'Clear filters') clears the typed amount too.
  useEffect(() => {
    if (filters.amount === '') setAmountText('');
  }, [filters.amount]);

  return (
    <>
      <Toggle type="button" aria-expanded={open} aria-controls={barId} onClick={() => setOpen((o) => !o)}>
        {open ? 'Hide filters' : active > 0 ? `Filters (${active} on)` : 'Filters'}
      </Toggle>
      <Bar id={barId} $open={open} role="group" aria-label="Column filters" data-testid="column-filters">
        <Field>
          Date
          <FilterInput
            type="date"
            aria-label="Filter by date"
            value={filters.date}
            onChange={(e) => onFilter('date', e.target.value)}
          />
        </Field>
        <Field>
          Description
          <FilterInput
            type="search"
            aria-label="Filter by description"
            placeholder="Description"
            value={filters.description}
            onChange={(e) => onFilter('description', e.target.value)}
          />
        </Field>
        <Field>
          Category
          <SelectInput
            $size="sm"
            aria-label="Filter by category"
            value={filters.category}
            onChange={(e) => onFilter('category', e.target.value)}
          >
            {option(FILTER_ALL, 'All Categories')}
            {categories.map((name) => option(name, name))}
          </SelectInput>
        </Field>
        <Field>
          Amount
          <FilterInput
            type="number"
            step="0.01"
            inputMode="decimal"
            aria-label="Filter by amount"
            placeholder="Amount"
            value={amountText}
            onChange={(e) => setAmountText(e.target.value)}
          />
        </Field>
        <Field>
          Type
          <SelectInput
            $size="sm"
            aria-label="Filter by type"
            value={filters.type}
            onChange={(e) => onFilter('type', e.target.value)}
          >
            {option(FILTER_ALL, 'All Types')}
            {TRANSACTION_TYPES.map((type) => option(type, type))}
            {option(TRANSFER_TYPE_FILTER, 'Transfer')}
          </SelectInput>
        </Field>
        <Field>
          Account
          <SelectInput
            $size="sm"
            aria-label="Filter by account"
            value={filters.account}
            onChange={(e) => onFilter('account', e.target.value)}
          >
            {option(FILTER_ALL, 'All Accounts')}
            {option('manual', 'Manual Entries')}
            {accounts.map((account) => option(account.id, account.name))}
          </SelectInput>
        </Field>
        <Field>
          Source
          <SelectInput
            $size="sm"
            aria-label="Filter by source"
            value={filters.source}
            onChange={(e) => onFilter('source', e.target.value)}
          >
            {option(FILTER_ALL, 'All Sources')}
            {TRANSACTION_SOURCES.map((source) => option(source, TRANSACTION_SOURCE_LABELS[source]))}
          </SelectInput>
        </Field>
      </Bar>
    </>
  );
}
