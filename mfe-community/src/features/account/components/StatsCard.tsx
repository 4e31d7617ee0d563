import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import type { AccountStats } from '@tracker/contracts';
import { ErrorCard, Spinner, TitledCard } from '@tracker/ui-kit';
import { statsQuery } from '../queries';

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(130px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
`;

const Stat = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};

  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
  }
`;

export const STAT_LABELS: ReadonlyArray<[keyof AccountStats, string]> = [
  ['totalTransactions', 'Transactions'],
  ['totalBankAccounts', 'Bank Accounts'],
  ['totalAssets', 'Assets'],
  ['totalVotes', 'Feature Votes'],
  ['totalFeedback', 'Feedback Sent'],
];

const count = new Intl.NumberFormat('en-US');

/** product.md › Data Account stats: the five counts across every area. */
export function StatsCard() {
  const stats = useQuery(statsQuery());
  let body: ReactNode;
  if (stats.isPending) body = <Spinner label="Loading statistics..." />;
  else if (stats.isError) body = <ErrorCard title="Failed to load statistics" onRetry={() => void stats.refetch()} />;
  else
    body = (
      <Grid>
        {STAT_LABELS.map(([field, label]) => (
          <Stat key={field} data-testid={`stat-${field}`}>
            <dt>{label}</dt>
            <dd>{count.format(stats.data[field])}</dd>
          </Stat>
        ))}
      </Grid>
    );
  return <TitledCard title="Account Statistics">{body}</TitledCard>;
}
