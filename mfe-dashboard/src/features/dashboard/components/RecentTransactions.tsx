import { useQuery } from '@tanstack/react-query';
import { Link } from '@tracker/router';
import styled from 'styled-components';
import { DASHBOARD_RECENT_TRANSACTIONS, formatSignedAmount } from '@tracker/contracts';
import { recentTransactionsQuery } from '../queries';
import { EmptyText, ItemFigure, ItemMeta, ItemName, Widget, widgetError } from './Widget';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2.5)} 0;
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Text = styled.span`
  min-width: 0;
`;

const ViewAll = styled(Link)`
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** Recent Transactions (product.md › Screens and routes): the 5 newest of the page of 100 the dashboard fetches. */
export function RecentTransactions() {
  const query = useQuery(recentTransactionsQuery());
  const rows = (query.data?.transactions ?? []).slice(0, DASHBOARD_RECENT_TRANSACTIONS);
  return (
    <Widget
      title="Recent Transactions"
      testId="recent-transactions"
      loading={query.isPending}
      error={widgetError(query, 'Your transactions could not be read. Please try again.')}
      actions={rows.length > 0 ? <ViewAll to="/transactions">View all</ViewAll> : undefined}
    >
      {rows.length === 0 ? (
        <EmptyText>No transactions yet. Upload your data to get started!</EmptyText>
      ) : (
        <List>
          {rows.map((t) => (
            <Row key={t.id} data-testid="recent-transaction">
              <Text>
                <ItemName $strong text={t.description} />
                <ItemMeta>
                  {DAY.format(new Date(`${t.date}T00:00:00Z`))}
                  {t.category ? ` · ${t.category}` : ''}
                </ItemMeta>
              </Text>
              <ItemFigure $tone={t.isIncome ? 'success' : undefined}>{formatSignedAmount(t)}</ItemFigure>
            </Row>
          ))}
        </List>
      )}
    </Widget>
  );
}
