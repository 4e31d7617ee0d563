import styled from 'styled-components';
import { budgetMonthLabel, type BudgetMonth } from '@tracker/contracts';
import { Button } from '@tracker/ui-kit';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Label = styled.h2`
  min-width: 10ch;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.heading};
`;

export interface MonthSwitcherProps {
  month: BudgetMonth;
  isCurrent: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onCurrent: () => void;
}

/** Previous / next month, and back to the current month (the spec's default). */
export function MonthSwitcher({ month, isCurrent, onPrevious, onNext, onCurrent }: MonthSwitcherProps) {
  return (
    <Bar aria-label="Budget month">
      <Button variant="secondary" size="sm" onClick={onPrevious} aria-label="Previous month">
        ‹ Previous
      </Button>
      <Label data-testid="budget-month" aria-live="polite">
        {budgetMonthLabel(month)}
      </Label>
      <Button variant="secondary" size="sm" onClick={onNext} aria-label="Next month">
        Next ›
      </Button>
      {isCurrent ? null : (
        <Button variant="ghost" size="sm" onClick={onCurrent}>
          This month
        </Button>
      )}
    </Bar>
  );
}
