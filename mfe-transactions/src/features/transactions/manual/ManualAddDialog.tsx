import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { MAX_MANUAL_TRANSACTIONS } from '@tracker/contracts';
import { Button, FormButtons, Modal } from '@tracker/ui-kit';
import { useHomeCurrency, useNotify } from '@tracker/shell-sdk';
import { todayIsoDate } from '../format';
import { useAddManualTransactions } from '../mutations';
import { tagsQuery } from '../queries';
import { ManualRowFields } from './ManualRowFields';
import { emptyRow, toRequest, validateRows, type ManualRowDraft } from './manualRows';

const Rows = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(5)};
`;

const Right = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface ManualAddDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Add Transactions Manually (product.md › Screens and routes, Behaviour, Validation rules): rows of date, description,
 * amount and its currency (the home currency unless chosen; a new row takes the last row's), income/expense, category,
 * transaction type and one tag; add and remove rows (one always remains); Back
 * closes, Finish validates every row in the product.md › Validation rules order and sends them. Success clears the rows
 * and closes.
 */
export function ManualAddDialog({ open, onOpenChange }: ManualAddDialogProps) {
  const [rows, setRows] = useState<ManualRowDraft[]>(() => [emptyRow(todayIsoDate())]);
  const [hintRow, setHintRow] = useState<number | null>(null);
  const notify = useNotify();
  const homeCurrency = useHomeCurrency();
  const add = useAddManualTransactions();
  // Tag suggestions only while the dialog is open (product.md › API calls).
  const tags = useQuery(tagsQuery(open));

  const update = (key: number, changes: Partial<ManualRowDraft>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...changes } : row)));
  const remove = (key: number) =>
    setRows((current) => (current.length > 1 ? current.filter((row) => row.key !== key) : current));
  const addRow = () =>
    setRows((current) =>
      current.length < MAX_MANUAL_TRANSACTIONS
        ? [...current, emptyRow(todayIsoDate(), current[current.length - 1]?.currency)]
        : current,
    );
  const close = () => onOpenChange(false);

  const finish = () => {
    const problem = validateRows(rows, homeCurrency);
    if (problem) {
      notify.error(problem, 'Validation Error');
      return;
    }
    add.mutate(toRequest(rows, homeCurrency), {
      onSuccess: () => {
        setRows([emptyRow(todayIsoDate())]);
        setHintRow(null);
        close();
      },
    });
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title="Add Transactions Manually"
      description="Enter one or more transactions. Amounts are positive; choose Income or Expense for the direction."
      width={820}
      testId="manual-add-dialog"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          finish();
        }}
      >
        <Rows>
          {rows.map((row, index) => (
            <ManualRowFields
              key={row.key}
              index={index}
              row={row}
              canRemove={rows.length > 1}
              onChange={(changes) => update(row.key, changes)}
              onRemove={() => remove(row.key)}
              tags={tags.data ?? []}
              showHint={hintRow === row.key}
              onAmountTyped={() => setHintRow(row.key)}
              homeCurrency={homeCurrency}
            />
          ))}
        </Rows>
        <Footer>
          <Button variant="secondary" onClick={addRow}>
            Add Row
          </Button>
          <Right>
            <FormButtons
              onCancel={close}
              cancel="Back"
              pending={add.isPending}
              pendingText="Adding..."
              submit="Finish"
            />
          </Right>
        </Footer>
      </form>
    </Modal>
  );
}
