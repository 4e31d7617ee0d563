import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import {
  DEFAULT_DASHBOARD_PERIOD,
  currentBudgetMonth,
  periodRange,
  type DashboardPeriod,
  type DateRange,
} from '@tracker/contracts';
import { useAuth, useHomeCurrency } from '@tracker/shell-sdk';
import { Button } from '@tracker/ui-kit';
import { useSignedOutRedirect, useSummaryFollowsTransactions } from '../hooks';
import { budgetCategoriesQuery } from '@tracker/area-reads/budget';
import { assetsQuery } from '@tracker/area-reads/wealth';
import { recentTransactionsQuery, summaryQuery, uploadedTransactionsQuery } from '../queries';
import { AssetAllocation } from './AssetAllocation';
import { BudgetVsActual } from './BudgetVsActual';
import { preloadCharts, preloadRememberedCharts } from './charts';
import { FirstRunGuide } from './FirstRunGuide';
import { InsightsCard } from './InsightsCard';
import { MetricCards } from './MetricCards';
import { PeriodFilter, type PeriodChoice } from './PeriodFilter';
import { RecentTransactions } from './RecentTransactions';
import { SpendingChart } from './SpendingChart';
import { useTransactionDialogs, type DialogLoader } from './TransactionDialogs';

const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};
  min-width: 0;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(3)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const Widgets = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 1100px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr));
  align-items: start;
`;

export interface SummaryTabProps {
  /** Loads the transactions area's exposed dialogs (federation at run time; replaced in tests). */
  loadDialog?: DialogLoader;
  /** Today, for the period and the budget month (tests fix it). */
  today?: Date;
}

/**
 * The Summary tab (product.md › Screens and routes): period filter, four metric cards, Monthly Spending Overview,
 * Budget vs Actual, AI Insights, Recent Transactions and Asset Allocation, plus the Upload and Add Manually dialogs.
 * Each widget reads
 * its own data and shows its own loading, empty and error states, so one service down leaves the others working.
 */
export function SummaryTab({ loadDialog, today }: SummaryTabProps) {
  const auth = useAuth();
  useSignedOutRedirect(auth.status === 'signedOut');
  useSummaryFollowsTransactions();

  const [period, setPeriod] = useState<PeriodChoice>(DEFAULT_DASHBOARD_PERIOD);
  const [range, setRange] = useState<DateRange>(() => periodRange(DEFAULT_DASHBOARD_PERIOD, today));
  const validRange = range.startDate <= range.endDate;
  const homeCurrency = useHomeCurrency();
  const summary = useQuery({ ...summaryQuery(range, homeCurrency), enabled: validRange });

  const transactions = useQuery(recentTransactionsQuery());
  const budget = useQuery(budgetCategoriesQuery(currentBudgetMonth(today)));
  const assets = useQuery(assetsQuery());
  const { openDialog, loading, dialogs } = useTransactionDialogs(loadDialog);
  // The slower reads (insights, the month's spending per category) start once the cards and the recent rows have
  // their answers, so those quick calls are not queued behind them on the transactions service.
  const firstAnswers = (!validRange || !summary.isPending) && !transactions.isPending;
  useEffect(preloadRememberedCharts, []);
  const hasTransactions = (transactions.data?.totalTransactions ?? 0) > 0;
  // The guide's first step is an uploaded statement: manual entries alone leave it to do. The recent rows usually
  // show one; otherwise the From Files tab's count says (one small read, only for users with transactions).
  const recentUpload = transactions.data?.transactions.some((row) => row.source !== 'manual') ?? false;
  const uploaded = useQuery({ ...uploadedTransactionsQuery(), enabled: hasTransactions && !recentUpload });
  const hasUploaded = recentUpload || (uploaded.data?.totalTransactions ?? 0) > 0;
  const uploadKnown = !hasTransactions || recentUpload || !uploaded.isPending;
  useEffect(() => {
    if (hasTransactions) preloadCharts('line');
  }, [hasTransactions]);

  const choosePeriod = (next: DashboardPeriod) => {
    setPeriod(next);
    setRange(periodRange(next, today));
  };

  return (
    <Stack data-testid="dashboard-summary">
      <Toolbar>
        <PeriodFilter
          period={period}
          range={range}
          onPeriodChange={choosePeriod}
          onRangeChange={(next) => {
            setPeriod('Custom');
            setRange(next);
          }}
        />
        <Actions>
          <Button onClick={() => void openDialog('upload')} disabled={loading !== null}>
            Upload Transactions
          </Button>
          <Button variant="secondary" onClick={() => void openDialog('manual')} disabled={loading !== null}>
            Add Manually
          </Button>
        </Actions>
      </Toolbar>
      {transactions.isSuccess && uploadKnown ? (
        <FirstRunGuide
          storageKey={`tracker.dashboard.guideHidden.${auth.user?.id ?? 'anonymous'}`}
          onUpload={() => void openDialog('upload')}
          progress={{
            hasUploadedStatement: hasUploaded,
            hasBudget: (budget.data?.length ?? 0) > 0,
            hasAssets: (assets.data?.length ?? 0) > 0,
          }}
        />
      ) : null}
      <MetricCards
        summary={summary.data}
        loading={validRange && summary.isPending}
        error={
          !validRange
            ? { message: 'Start date must not be after end date' }
            : summary.isError
              ? { message: 'Your totals could not be read. Please try again.', onRetry: () => void summary.refetch() }
              : null
        }
      />
      <Widgets>
        <SpendingChart today={today} />
        <InsightsCard ready={firstAnswers} />
      </Widgets>
      <Row>
        <BudgetVsActual today={today} ready={firstAnswers} />
        <RecentTransactions />
        <AssetAllocation />
      </Row>
      {dialogs}
    </Stack>
  );
}
