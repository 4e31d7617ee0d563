import styled from 'styled-components';
import { BUDGET_FREQUENCY_LABELS, budgetMonthLabel, type BudgetFileChange, type BudgetMonth } from '@tracker/contracts';
import { ConfirmDialog, ScrollList, VisuallyHidden } from '@tracker/ui-kit';
import { useBudgetMoney } from '../money';

export interface FileChangesDialogProps {
  /** The uploaded file's name and its lines that differ from the month's stored amounts; null: closed. */
  pending: { fileName: string; month: BudgetMonth; changes: readonly BudgetFileChange[] } | null;
  busy: boolean;
  onApply: () => void;
  onKeep: () => void;
}

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;
const Where = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;
const Line = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: normal;
`;
const Amounts = styled.span`
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;
const Old = styled.s`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const frequencyText = (frequency: BudgetFileChange['newFrequency']) => BUDGET_FREQUENCY_LABELS[frequency].toLowerCase();

/**
 * A re-uploaded budget file whose amounts differ from the month's (issue 25): each line with its old and new
 * amount, for the user to apply or keep. Nothing is overwritten until they choose.
 */
export function FileChangesDialog({ pending, busy, onApply, onKeep }: FileChangesDialogProps) {
  const count = pending?.changes.length ?? 0;
  const { format } = useBudgetMoney();
  const amountText = (amount: string, frequency: BudgetFileChange['newFrequency']) =>
    `${format(amount)} ${frequencyText(frequency)}`;
  return (
    <ConfirmDialog
      open={pending !== null}
      title={`Update ${count} ${count === 1 ? 'amount' : 'amounts'} from the file?`}
      description={
        pending
          ? `"${pending.fileName}" has different amounts from your budget for ${budgetMonthLabel(pending.month)} on these lines. ` +
            'Your budget keeps its amounts unless you apply the changes.'
          : ''
      }
      confirmLabel="Apply changes"
      cancelLabel="Keep current amounts"
      busy={busy}
      busyLabel="Applying..."
      onConfirm={onApply}
      onCancel={onKeep}
      testId="budget-file-changes"
    >
      <ScrollList aria-label="Changed lines">
        {pending?.changes.map((change) => (
          <Item key={change.categoryId} data-testid="budget-file-change">
            <Where>
              {change.typeName} › {change.categoryName} <Line>(line {change.row})</Line>
            </Where>
            <Amounts>
              <Old>
                <VisuallyHidden>was </VisuallyHidden>
                {amountText(change.oldAmount, change.oldFrequency)}
              </Old>
              <span aria-hidden="true"> → </span>
              <VisuallyHidden>, in the file </VisuallyHidden>
              <strong>{amountText(change.newAmount, change.newFrequency)}</strong>
            </Amounts>
          </Item>
        ))}
      </ScrollList>
    </ConfirmDialog>
  );
}
