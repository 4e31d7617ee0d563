import { useId } from 'react';
import styled, { css } from 'styled-components';
import { currencyOptions, isCurrencyCode, minorUnits, TRANSACTION_TYPES } from '@tracker/contracts';
import { useDisplayLocale } from '@tracker/shell-sdk';
import { Button, TextField } from '@tracker/ui-kit';
import type { ManualRowDraft } from './manualRows';
import { hintAmount } from './manualRows';
import { SameAmountHint } from './SameAmountHint';

/** The narrowest column of a row's grid, and the gap between columns (theme.space(3)). */
const COLUMN_MIN_PX = 150;
const COLUMN_GAP_STEPS = 3;

const Fieldset = styled.fieldset`
  position: relative;
  /* A fieldset is as wide as its widest content unless told otherwise (the currency names are long). */
  min-width: 0;
  /* Its fields size themselves by its width (the currency on a phone). */
  container-type: inline-size;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${COLUMN_MIN_PX}px, 1fr));
  gap: ${({ theme }) => theme.space(COLUMN_GAP_STEPS)};
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
    width: 100%;
    min-width: 0;
    min-height: 44px;
    padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

/** Where two columns do not fit side by side (a phone), a field takes the whole row, as the description does. */
const wholeRowWhenNarrow = css`
  @container (width < ${({ theme }) => `calc(2 * ${COLUMN_MIN_PX}px + ${theme.space(COLUMN_GAP_STEPS)})`}) {
    grid-column: span 2;
  }
`;

/**
 * The category's placeholder ('e.g. Groceries') is wider than a phone's second column leaves it ('e.g. Grocer'):
 * there it takes the whole row.
 */
const CategoryField = styled(TextField)`
  ${wholeRowWhenNarrow}
`;

/**
 * The currency's labels ('EUR — Euro') need more than a column of a phone's row: there the currency takes the whole
 * row, so its label is not cut ('EUR — E').
 */
const CurrencyField = styled(Field)`
  /* The longest names ('XAF — Central African CFA Franc') still do not fit a phone's row: the closed select shows
     the code and as much of the name as fits, ending in an ellipsis; the open list shows every name whole. */
  select {
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  ${wholeRowWhenNarrow}
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
  /** The currency of a row whose currency was not chosen. */
  homeCurrency: string;
}

/** The amount input's step and placeholder in a currency's minor units: '1' for JPY, '0.01' for USD, '0.001' for BHD. */
function amountStep(currency: string): { step: string; placeholder: string } {
  const places = isCurrencyCode(currency) ? minorUnits(currency) : 2;
  if (places === 0) return { step: '1', placeholder: '0' };
  return { step: `0.${'1'.padStart(places, '0')}`, placeholder: `0.${'0'.repeat(places)}` };
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
  homeCurrency,
}: ManualRowFieldsProps) {
  const id = useId();
  const locale = useDisplayLocale();
  const currencies = currencyOptions(locale);
  const number = index + 1;
  const currency = row.currency || homeCurrency;
  const { step, placeholder } = amountStep(currency);
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
        step={step}
        min={step}
        inputMode="decimal"
        placeholder={placeholder}
        value={row.amount}
        onChange={(e) => {
          onChange({ amount: e.target.value });
          onAmountTyped();
        }}
      />
      <CurrencyField>
        <label htmlFor={`${id}-currency`}>Currency</label>
        <select id={`${id}-currency`} value={currency} onChange={(e) => onChange({ currency: e.target.value })}>
          {currencies.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </CurrencyField>
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
      <CategoryField
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
      {showHint ? <SameAmountHint amount={hintAmount(row.amount, currency)} /> : null}
    </Fieldset>
  );
}
