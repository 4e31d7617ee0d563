import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { request } from '@tracker/api-client';
import {
  endpoints,
  formatMoney,
  RECURRING_CADENCE_LABELS,
  type RecurringPriceChange,
  type RecurringSeries,
  type RecurringStatus,
} from '@tracker/contracts';
import { Link } from '@tracker/router';
import { Badge, Button, ErrorCard, PageHeader, Spinner, TitledCard } from '@tracker/ui-kit';
import { formatDate } from '../../features/transactions/format';

const recurringKey = [endpoints.listRecurring.path] as const;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr));
  gap: ${({ theme }) => theme.space(3)};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Series = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  overflow-wrap: anywhere;
`;

const Fact = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(1)};
`;

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '15.49 → 17.99 on 12 Oct'. */
export function priceChangeText(change: RecurringPriceChange, currency: RecurringSeries['currency']): string {
  const [, month, day] = change.date.split('-').map(Number) as [number, number, number];
  const money = (amount: string) => formatMoney(amount, { currency });
  return `${money(change.from)} → ${money(change.to)} on ${day} ${MONTHS[month - 1] ?? ''}`;
}

function useSetStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: RecurringStatus }) =>
      request('setRecurringStatus', { params: { id }, body: { status } }),
    onSettled: () => client.invalidateQueries({ queryKey: recurringKey }),
  });
}

function SeriesCard({ series }: { series: RecurringSeries }) {
  const setStatus = useSetStatus();
  const money = (amount: string) => formatMoney(amount, { currency: series.currency });
  const change = series.priceChanges[series.priceChanges.length - 1];
  const decide = (status: RecurringStatus) => setStatus.mutate({ id: series.id, status });
  return (
    <Series data-testid="recurring-series">
      <Top>
        <span>{series.merchant}</span>
        <Badge tone={series.status === 'confirmed' ? 'primary' : 'neutral'}>
          {RECURRING_CADENCE_LABELS[series.cadence]}
        </Badge>
      </Top>
      <Fact>{`${money(series.lastAmount)} last, usually ${money(series.typicalAmount)} · ${money(series.yearlyCost)} a year`}</Fact>
      <Fact data-testid="recurring-next">{`Next expected ${formatDate(series.nextDate)}`}</Fact>
      {change ? (
        <Fact data-testid="recurring-price-change">{`Price change: ${priceChangeText(change, series.currency)}`}</Fact>
      ) : null}
      {series.missedDate ? (
        <Fact data-testid="recurring-missed">
          <Badge tone="warning">{`Expected ${formatDate(series.missedDate)} has not come`}</Badge>
        </Fact>
      ) : null}
      <Buttons>
        {series.status === 'dismissed' ? (
          <Button size="sm" variant="secondary" onClick={() => decide('new')}>
            Restore
          </Button>
        ) : (
          <>
            {series.status === 'confirmed' ? (
              <Badge tone="success">Confirmed</Badge>
            ) : (
              <Button size="sm" variant="secondary" onClick={() => decide('confirmed')}>
                Confirm
              </Button>
            )}
            <Button size="sm" variant="ghost" onClick={() => decide('dismissed')}>
              Dismiss
            </Button>
          </>
        )}
      </Buttons>
    </Series>
  );
}

function SeriesList({ title, list, testId }: { title: string; list: readonly RecurringSeries[]; testId: string }) {
  if (list.length === 0) return null;
  return (
    <TitledCard title={title} data-testid={testId}>
      <Grid>
        {list.map((s) => (
          <SeriesCard key={s.id} series={s} />
        ))}
      </Grid>
    </TitledCard>
  );
}

/** The Recurring page (route /transactions/recurring): subscriptions and bills found in the rows; income apart. */
export function RecurringPage() {
  const query = useQuery({ queryKey: recurringKey, queryFn: ({ signal }) => request('listRecurring', {}, { signal }) });
  const charges = query.data?.charges ?? [];
  const active = charges.filter((s) => s.status !== 'dismissed');
  return (
    <div data-testid="recurring-page">
      <PageHeader
        title="Recurring charges"
        subtitle="Subscriptions and bills that come at a steady pace, with what they cost a year"
        actions={<Link to="/transactions">Back to transactions</Link>}
      />
      {query.isError ? (
        <ErrorCard
          title="Failed to fetch recurring charges"
          message={query.error.message}
          onRetry={() => void query.refetch()}
        />
      ) : query.isPending ? (
        <Spinner centered label="Looking for recurring charges..." />
      ) : (
        <Sections>
          {active.length === 0 ? (
            <p>No recurring charges found yet: a series needs three charges at a steady pace.</p>
          ) : null}
          <SeriesList title="Charges" list={active} testId="recurring-charges" />
          <SeriesList title="Income" list={query.data?.income ?? []} testId="recurring-income" />
          <SeriesList
            title="Dismissed"
            list={charges.filter((s) => s.status === 'dismissed')}
            testId="recurring-dismissed"
          />
        </Sections>
      )}
    </div>
  );
}
