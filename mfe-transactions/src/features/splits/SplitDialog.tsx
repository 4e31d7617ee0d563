/**
 * Split a row among categories (product.md › Splits): 2 to 20 parts whose amounts add up exactly, in the row's minor
 * units, to the row. What is left to assign is shown as the parts are typed; the server checks the sum again.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { request, serverMessageOr } from '@tracker/api-client';
import {
  DEFAULT_CURRENCY,
  formatMoney,
  fromMinorUnits,
  MAX_SPLIT_PARTS,
  MIN_SPLIT_PARTS,
  toDecimalString,
  minorUnits,
  type Transaction,
} from '@tracker/contracts';
import { Button, Modal, Select, TextField } from '@tracker/ui-kit';
import { queryKeys } from '../transactions/queryKeys';
import { categoryNames, userCategoriesQuery } from '../transactions/queries';

let lastKey = 0;

interface Part {
  /** Stable React key. */
  key: number;
  amount: string;
  category: string;
  note: string;
}

const Parts = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const PartLine = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 7rem) minmax(0, 1fr) minmax(0, 1fr) auto;
  align-items: end;
  gap: ${({ theme }) => theme.space(2)};

  @media (max-width: 640px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr) auto;
    & > :nth-child(3) {
      grid-column: 1 / -1;
      grid-row: 2;
    }
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

const Left = styled.p<{ $exact: boolean }>`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ $exact, theme }) => ($exact ? theme.colors.success : theme.colors.textMuted)};
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A typed amount in minor units, or null when it is not an amount the currency can hold. */
function minorOf(text: string, places: number): number | null {
  const exact = toDecimalString(text, 6, true);
  if (exact === null || Number(exact) <= 0) return null;
  const [, fraction = ''] = exact.split('.');
  if (fraction.length > places) return null;
  const fixed = toDecimalString(exact, places);
  return fixed === null ? null : Number(fixed.replace('.', ''));
}

/** The minor units still to assign; null while a part's amount is not valid. */
function leftToAssign(row: Transaction, parts: readonly Part[]): number | null {
  const places = minorUnits(row.currency ?? DEFAULT_CURRENCY);
  const total = minorOf(row.amount, places) ?? 0;
  let sum = 0;
  for (const part of parts) {
    const minor = minorOf(part.amount, places);
    if (minor === null) return null;
    sum += minor;
  }
  return total - sum;
}

function useSplit(onDone: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, parts }: { id: string; parts: Part[] }) =>
      request('splitTransaction', {
        params: { id },
        body: {
          parts: parts.map((p) => ({ amount: p.amount, category: p.category, ...(p.note ? { note: p.note } : {}) })),
        },
      }),
    onSuccess: onDone,
    onSettled: () =>
      Promise.all(
        [queryKeys.transactions, queryKeys.categorySpending, queryKeys.userCategories].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

interface PartFieldsProps {
  part: Part;
  index: number;
  categories: readonly string[];
  removable: boolean;
  onChange: (change: Partial<Part>) => void;
  onRemove: () => void;
}

function PartFields({ part, index, categories, removable, onChange, onRemove }: PartFieldsProps) {
  return (
    <PartLine data-testid="split-part">
      <TextField
        label={`Part ${index + 1} amount`}
        inputMode="decimal"
        value={part.amount}
        onChange={(e) => onChange({ amount: e.target.value })}
      />
      <Select
        label="Category"
        value={part.category}
        options={[{ value: '', label: 'Choose a category' }, ...categories.map((c) => ({ value: c, label: c }))]}
        onChange={(e) => onChange({ category: e.target.value })}
      />
      <TextField label="Note (optional)" value={part.note} onChange={(e) => onChange({ note: e.target.value })} />
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Remove part ${index + 1}`}
        disabled={!removable}
        onClick={onRemove}
      >
        ×
      </Button>
    </PartLine>
  );
}

export function SplitDialog({ row, onClose }: { row: Transaction; onClose: () => void }) {
  const currency = row.currency ?? DEFAULT_CURRENCY;
  const [parts, setParts] = useState<Part[]>([
    { key: ++lastKey, amount: row.amount, category: row.category ?? '', note: '' },
    { key: ++lastKey, amount: '', category: '', note: '' },
  ]);
  const categories = categoryNames(useQuery(userCategoriesQuery()).data);
  const split = useSplit(onClose);
  const left = leftToAssign(row, parts);
  const ready = left === 0 && parts.every((p) => p.category.trim() !== '');
  const set = (index: number, change: Partial<Part>) =>
    setParts(parts.map((part, i) => (i === index ? { ...part, ...change } : part)));

  return (
    <Modal
      open
      onClose={onClose}
      title="Split transaction"
      description={`${row.description} · ${formatMoney(row.amount, { currency })}`}
      width={720}
      testId="split-dialog"
    >
      <Parts>
        {parts.map((part, i) => (
          <PartFields
            key={part.key}
            part={part}
            index={i}
            categories={categories}
            removable={parts.length > MIN_SPLIT_PARTS}
            onChange={(change) => set(i, change)}
            onRemove={() => setParts(parts.filter((_, j) => j !== i))}
          />
        ))}
      </Parts>
      <Footer>
        <Button
          variant="ghost"
          size="sm"
          disabled={parts.length >= MAX_SPLIT_PARTS}
          onClick={() =>
            setParts([
              ...parts,
              {
                key: ++lastKey,
                amount: left !== null && left > 0 ? fromMinorUnits(left, currency) : '',
                category: '',
                note: '',
              },
            ])
          }
        >
          Add part
        </Button>
        <Left $exact={left === 0} data-testid="split-left">
          {left === null
            ? 'Type each part’s amount'
            : `Left to assign: ${formatMoney(fromMinorUnits(left, currency), { currency })}`}
        </Left>
      </Footer>
      {split.error ? (
        <ErrorText role="alert">{serverMessageOr(split.error, 'The split could not be saved')}</ErrorText>
      ) : null}
      <Footer>
        <span />
        <Button disabled={!ready || split.isPending} onClick={() => split.mutate({ id: row.id, parts })}>
          Save split
        </Button>
      </Footer>
    </Modal>
  );
}

/** DELETE /api/transactions/:id/split */

export { useUnsplit } from './useUnsplit';
