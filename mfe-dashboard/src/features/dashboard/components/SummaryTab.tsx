import styled from 'styled-components';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

/**
 * The Summary tab. Its widgets (period filter, metric cards, spending chart, budget vs actual, insights,
 * recent transactions, asset allocation — spec §2) arrive with the dashboard issues, each from
 * src/features/dashboard/{queries,components}.
 */
export function SummaryTab() {
  return <Grid data-testid="dashboard-summary" />;
}
