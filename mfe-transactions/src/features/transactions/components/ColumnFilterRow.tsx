import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { AMOUNT_FILTER_DEBOUNCE_MS, FILTER_ALL, TRANSACTION_SOURCE_LABELS, TRANSACTION_SOURCES, TRANSACTION_TYPES } from '@tracker/contracts';
import { SelectInput, Tr } from '@tracker/ui-kit';
import type { ColumnFilters } from '../pageState';
import { useDebouncedValue } from '../useDebouncedValue';

const FilterInput = styled.input`
  width: 100%;
  min-width: 90px;
  min-height: 34px;
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(2)}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.regular};

  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.primary};
    outline: 3px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 0;
  }
`;

const FilterCell = styled.td`
  padding: ${({ theme }) => `0 ${theme.space(3)} ${theme.space(2.5)}`};
  vertical-align: top;

  select {
    min-width: 120px;
  }
`;

export interface ColumnFilterRowProps {
  filters: ColumnFilters;
  categories: readonly string[];
  onFilter: (key: keyof ColumnFilters, value: string) => void;
}

const option = (value: string, label: string) => (
  <option key={value} value={value}>
    {label}
  </option>
);

/**
 * The filter under each filterable column (spec §2): Date, Description, Category, Amount (step 0.01, applied
 * 300 ms after typing stops), Type, Account (All Accounts / Manual Entries) and Source.
 */
export function ColumnFilterRow({ filters, categories, onFilter }: ColumnFilterRowProps) {
  const [amountText, setAmountText] = useState(filters.amount);
  const settledAmount = useDebouncedValue(amountText, AMOUNT_FILTER_DEBOUNCE_MS);
  useEffect(() => onFilter('amount', settledAmount), [settledAmount, onFilter]);

  return (
    <Tr>
      <FilterCell />
      <FilterCell>
        <FilterInput type="date" aria-label="Filter by date" value={filters.date} onChange={(e) => onFilter('date', e.target.value)} />
      </FilterCell>
      <FilterCell>
        <FilterInput
          type="search"
          aria-label="Filter by description"
          placeholder="Description"
          value={filters.description}
          onChange={(e) => onFilter('description', e.target.value)}
        />
      </FilterCell>
      <FilterCell>
        <SelectInput $size="sm" aria-label="Filter by category" value={filters.category} onChange={(e) => onFilter('category', e.target.value)}>
          {option(FILTER_ALL, 'All Categories')}
          {categories.map((name) => option(name, name))}
        </SelectInput>
      </FilterCell>
      <FilterCell>
        <FilterInput
          type="number"
          step="0.01"
          inputMode="decimal"
          aria-label="Filter by amount"
          placeholder="Amount"
          value={amountText}
          onChange={(e) => setAmountText(e.target.value)}
        />
      </FilterCell>
      <FilterCell>
        <SelectInput $size="sm" aria-label="Filter by type" value={filters.type} onChange={(e) => onFilter('type', e.target.value)}>
          {option(FILTER_ALL, 'All Types')}
          {TRANSACTION_TYPES.map((type) => option(type, type))}
        </SelectInput>
      </FilterCell>
      <FilterCell>
        <SelectInput $size="sm" aria-label="Filter by account" value={filters.account} onChange={(e) => onFilter('account', e.target.value)}>
          {option(FILTER_ALL, 'All Accounts')}
          {option('manual', 'Manual Entries')}
        </SelectInput>
      </FilterCell>
      <FilterCell />
      <FilterCell>
        <SelectInput $size="sm" aria-label="Filter by source" value={filters.source} onChange={(e) => onFilter('source', e.target.value)}>
          {option(FILTER_ALL, 'All Sources')}
          {TRANSACTION_SOURCES.map((source) => option(source, TRANSACTION_SOURCE_LABELS[source]))}
        </SelectInput>
      </FilterCell>
      <FilterCell />
    </Tr>
  );
}
