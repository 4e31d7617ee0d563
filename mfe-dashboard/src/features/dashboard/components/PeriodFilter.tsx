import styled from 'styled-components';
import { DASHBOARD_PERIODS, isDashboardPeriod, type DashboardPeriod, type DateRange } from '@tracker/contracts';
import { Select, TextField } from '@tracker/ui-kit';

const Bar = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
  flex: 1 1 100%;
  min-width: 0;
  @media (min-width: 760px) {
    flex: 1 1 480px;
  }
  gap: ${({ theme }) => theme.space(3)};
  align-items: end;
  max-width: 640px;
`;

/** 'Custom' is what the filter shows once a date was typed by hand. */
export type PeriodChoice = DashboardPeriod | 'Custom';

export interface PeriodFilterProps {
  period: PeriodChoice;
  range: DateRange;
  onPeriodChange: (period: DashboardPeriod) => void;
  onRangeChange: (range: DateRange) => void;
}

const OPTIONS = DASHBOARD_PERIODS.map((p) => ({ value: p, label: p }));

/**
 * product.md › Screens and routes, Behaviour: the period filter sets the start and end date inputs; both inputs can be
 * edited by hand.
 */
export function PeriodFilter({ period, range, onPeriodChange, onRangeChange }: PeriodFilterProps) {
  const options = period === 'Custom' ? [...OPTIONS, { value: 'Custom', label: 'Custom range' }] : OPTIONS;
  return (
    <Bar data-testid="dashboard-period">
      <Select
        label="Period"
        value={period}
        options={options}
        onChange={(e) => {
          if (isDashboardPeriod(e.target.value)) onPeriodChange(e.target.value);
        }}
      />
      <TextField
        label="Start date"
        type="date"
        value={range.startDate}
        max={range.endDate}
        required
        onChange={(e) => {
          if (e.target.value !== '') onRangeChange({ ...range, startDate: e.target.value });
        }}
      />
      <TextField
        label="End date"
        type="date"
        value={range.endDate}
        min={range.startDate}
        required
        onChange={(e) => {
          if (e.target.value !== '') onRangeChange({ ...range, endDate: e.target.value });
        }}
      />
    </Bar>
  );
}
