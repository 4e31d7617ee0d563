import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { currencyList, DASHBOARD_INSIGHTS } from '@tracker/contracts';
import { Link } from '@tracker/router';
import { useHomeCurrency } from '@tracker/shell-sdk';
import { insightsQuery } from '../queries';
import { EmptyText, Widget, widgetError } from './Widget';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Tip = styled.li`
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

const Note = styled.p`
  margin-top: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const Unconverted = styled.p`
  margin-top: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.danger};
`;

/** What the card says when some transactions could not be converted into the home currency. */
export function unconvertedNote(currencies: readonly string[]): string {
  return `Exchange rate unavailable: amounts in ${currencyList(currencies)} are left out of these insights`;
}

/** A tip about recurring charges ('3 recurring monthly charges found…', 'The monthly charge from … rose'). */
export const isRecurringTip = (tip: string): boolean => /recurring|monthly charge|charged about monthly/i.test(tip);

/** What the card says while the history is too short to compare months. */
export function historyNote(weeks: number): string {
  return `Insights grow with your history: ${weeks} more ${weeks === 1 ? 'week' : 'weeks'} for month-on-month comparisons`;
}

const Growing = styled.p`
  margin-top: ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * AI Insights (product.md › Screens and routes): up to 3 tips computed from the user's own figures, with amounts in
 * the home currency (transactions whose exchange rate is unknown are left out, and the card says so); while months cannot
 * be compared yet, a line saying how many more weeks of history that takes (the spec's empty text stays for a user with
 * no rows).
 * `ready` holds the call back until the cards, the chart and the recent rows have their answers: the insights read up to 50,000 of the user's rows, and
 * asked at the same moment they would make the Summary's quick calls wait on the same service.
 */
export function InsightsCard({ ready = true }: { ready?: boolean }) {
  const currency = useHomeCurrency();
  const query = useQuery({ ...insightsQuery(currency), enabled: ready });
  const tips = (query.data?.insights ?? []).slice(0, DASHBOARD_INSIGHTS);
  const weeks = query.data?.weeksToComparisons;
  const growing = weeks === undefined ? null : <Growing data-testid="insights-history">{historyNote(weeks)}</Growing>;
  const missing = query.data?.missingRates ?? [];
  const unconverted =
    missing.length === 0 ? null : (
      <Unconverted role="status" data-testid="insights-unconverted">
        {unconvertedNote(missing)}
      </Unconverted>
    );
  return (
    <Widget
      title="AI Insights"
      testId="insights-card"
      loading={query.isPending}
      error={widgetError(query, 'Your insights could not be read. Please try again.')}
    >
      {tips.length === 0 && growing === null && unconverted === null ? (
        <EmptyText>Upload some transactions to get personalised insights!</EmptyText>
      ) : (
        <>
          <List>
            {tips.map((tip) => (
              <Tip key={tip} data-testid="insight">
                {tip}
                {isRecurringTip(tip) ? (
                  <>
                    {' '}
                    <Link to="/transactions/recurring" data-testid="insight-recurring-link">
                      See recurring charges
                    </Link>
                  </>
                ) : null}
              </Tip>
            ))}
          </List>
          {growing}
          {unconverted}
          <Note>Informational only, not financial advice.</Note>
        </>
      )}
    </Widget>
  );
}
