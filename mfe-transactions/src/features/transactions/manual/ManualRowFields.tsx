import { useId } from 'react';
import styled from 'styled-components';
import { TRANSACTION_TYPES } from '@tracker/contracts';
import { Button, TextField } from '@tracker/ui-kit';
import type { ManualRowDraft } from './manualRows';
import { hintAmount } from './manualRows';
import { SameAmountHint } from './SameAmountHint';

const Fieldset = styled.fieldset`
  position: relative;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Legend = styled.legend`
  padding: ${({ theme }) => `0 ${theme.space(1)}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Wide = styled.div`
  grid-column: span 2;
`;

const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};

  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  select {
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** Top right of the row's frame, beside its legend. */
const RemoveCell = styled.div`
  position: absolute;
  top: -${({ theme }) => theme.space(4)};
  right: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.surface};
`;

export interface ManualRowFieldsProps {
  index: number;
  row: ManualRowDraft;
  onChange: (changes: Partial<ManualRowDraft>) => void;
  onRemove: () => void;
  canRemove: boolean;
  tags: readonly string[];
  /** Show the same-amount hint under this row (the row whose amount is being typed). */
  showHint: boolean;
  onAmountTyped: () => void;
}

/** One transaction of the manual-add dialog. */
export function ManualRowFields({
  index,
  row,
  onChange,
  onRemove,
  canRemove,
  tags,
  showHint,
  onAmountTyped,
}: ManualRowFieldsProps) {
  const id = useId();
  const number = index + 1;
  return (
    <Fieldset>
      <Legend>Transaction {number}</Legend>
      <TextField label="Date" type="date" value={row.date} onChange={(e) => onChange({ date: e.target.value })} />
      <Wide>
        <TextField
          label="Description"
          value={row.description}
          placeholder="e.g. Coffee with friends"
          onChange={(e) => onChange({ description: e.target.value })}
        />
      </Wide>
      <TextField
        label="Amount"
        type="number"
        step="0.01"
        min="0.01"
        inputMode="decimal"
        placeholder="0.00"
        value={row.amount}
        onChange={(e) => {
          onChange({ amount: e.target.value });
          onAmountTyped();
        }}
      />
      <Field>
        <label htmlFor={`${id}-kind`}>Income or Expense</label>
        <select
          id={`${id}-kind`}
          value={row.isIncome ? 'income' : 'expense'}
          onChange={(e) => onChange({ isIncome: e.target.value === 'income' })}
        >
          <option value="expense">Expense</option>
          <option value="income">Income</option>
        </select>
      </Field>
      <TextField
        label="Category"
        value={row.category}
        placeholder="e.g. Groceries"
        onChange={(e) => onChange({ category: e.target.value })}
      />
      <Field>
        <label htmlFor={`${id}-type`}>Transaction Type</label>
        <select
          id={`${id}-type`}
          value={row.transactionType}
          onChange={(e) => onChange({ transactionType: e.target.value })}
        >
          <option value="">Select type</option>
          {TRANSACTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </Field>
      <TextField
        label="Tag"
        value={row.tag}
        list={`${id}-tags`}
        placeholder="Optional"
        onChange={(e) => onChange({ tag: e.target.value })}
      />
      <datalist id={`${id}-tags`}>
        {tags.map((tag) => (
          <option key={tag} value={tag} />
        ))}
      </datalist>
      <RemoveCell>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Remove transaction ${number}`}
          disabled={!canRemove}
          onClick={onRemove}
        >
          Remove
        </Button>
      </RemoveCell>
      {showHint ? <SameAmountHint amount={hintAmount(row.amount)} /> : null}
    </Fieldset>
  );
}
