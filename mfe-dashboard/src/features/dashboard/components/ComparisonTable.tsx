import styled, { css } from 'styled-components';
import {
  centsOrNull,
  formatMoney,
  type Change,
  type CategoryComparisonRow,
  type CurrencyCode,
} from '@tracker/contracts';
import { EmptyText } from './Widget';

/** Below this width the table's rows become two-line cards (name and change, then the two periods' figures). */
const PHONE = '@media (max-width: 599px)';

/** What the dashboard's period tables share: tabular figures right-aligned, the first column (a name) left. */
export const periodTableBase = css`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
    white-space: nowrap;
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
`;

const Table = styled.table`
  ${periodTableBase}
  th:first-child,
  td:first-child {
    white-space: normal;
    overflow-wrap: anywhere;
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  ${PHONE} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      grid-template-areas: 'name change' 'first second';
      gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
      padding: ${({ theme }) => theme.space(2)} 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    td {
      padding: 0;
      border: 0;
      white-space: normal;
    }
    td:nth-child(1) {
      grid-area: name;
      font-weight: ${({ theme }) => theme.fontWeights.medium};
    }
    td:nth-child(2) {
      grid-area: first;
      text-align: left;
    }
    td:nth-child(3) {
      grid-area: second;
    }
    td:nth-child(4) {
      grid-area: change;
    }
    td[data-label]::before {
      content: attr(data-label);
      display: block;
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: ${({ theme }) => theme.fontSizes.xs};
    }
  }
`;

const Tone = styled.span<{ $tone: 'bad' | 'good' | 'none' }>`
  color: ${({ $tone, theme }) =>
    $tone === 'bad' ? theme.colors.danger : $tone === 'good' ? theme.colors.success : theme.colors.textMuted};
  white-space: nowrap;
`;

/** A figure in cents as money, or a dash when its exchange rate is unknown. */
export const moneyText = (cents: number | null, currency: CurrencyCode, locale?: string) =>
  cents === null ? '—' : formatMoney(centsOrNull(cents), { currency, locale });

/** How the change reads: "+$150.00 (+10.0%)"; "(new)" when the earlier period had none. */
export function changeText(change: Change, currency: CurrencyCode, locale?: string): string {
  if (change.cents === null) return '—';
  const money = formatMoney(centsOrNull(change.cents), { currency, locale, sign: 'always' });
  if (change.percent !== null) return `${money} (${change.percent > 0 ? '+' : ''}${change.percent.toFixed(1)}%)`;
  return change.cents > 0 ? `${money} (new)` : money;
}

/** The change, red when it went the wrong way (spending up; income down when `upIsGood`), green the right way. */
export function ChangeText({
  change,
  currency,
  locale,
  upIsGood = false,
}: {
  change: Change;
  currency: CurrencyCode;
  locale?: string;
  upIsGood?: boolean;
}) {
  const tone = change.cents === null || change.cents === 0 ? 'none' : change.cents > 0 === upIsGood ? 'good' : 'bad';
  return <Tone $tone={tone}>{changeText(change, currency, locale)}</Tone>;
}

/** Each category's spending in two periods and the change, in the home currency; cards on a phone. */
export function ComparisonTable({
  rows,
  labels,
  currency,
  locale,
  testId,
}: {
  rows: readonly CategoryComparisonRow[];
  labels: readonly [string, string];
  currency: CurrencyCode;
  locale?: string;
  testId: string;
}) {
  if (rows.length === 0) return <EmptyText>No spending in either period.</EmptyText>;
  return (
    <Table data-testid={testId} aria-label={`Spending by category, ${labels[0]} and ${labels[1]}`}>
      <thead>
        <tr>
          <th scope="col">Category</th>
          <th scope="col">{labels[0]}</th>
          <th scope="col">{labels[1]}</th>
          <th scope="col">Change</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.category} data-testid={`${testId}-row`}>
            <td>{row.category}</td>
            <td data-label={labels[0]}>{moneyText(row.current, currency, locale)}</td>
            <td data-label={labels[1]}>{moneyText(row.previous, currency, locale)}</td>
            <td>
              <ChangeText change={row.change} currency={currency} locale={locale} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
