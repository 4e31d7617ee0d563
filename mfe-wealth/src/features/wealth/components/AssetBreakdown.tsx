import styled from 'styled-components';
import {
  ACCOUNTS_IN_NET_WORTH_COLOR,
  ACCOUNTS_IN_NET_WORTH_LABEL,
  ACCOUNTS_OWED_LABEL,
  ASSET_TYPE_COLORS,
  ASSET_TYPE_LABELS,
  type ConvertedWealth,
} from '@tracker/contracts';
import { TruncatedText } from '@tracker/ui-kit';

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
/**
 * The breakdown's width from which a row's name and figure fit whole side by side ('Property/Real Estate (1)' and
 * '$41,882.81 · 2.7%' need about 23rem); narrower, the figure takes the line under the name.
 */
const BREAKDOWN_ONE_LINE_MIN = '24rem';
const BreakdownList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  container-type: inline-size;
`;
/**
 * A row's figure and share always keep one line, whole, and the type's name is never cut to a few letters: in a
 * narrow card (a laptop's three cards, a phone) the figure sits under the name, right-aligned as in a wide one.
 * A name longer than its room in a wide card ends in an ellipsis, whole in a tooltip.
 */
const BreakdownItem = styled.li`
  display: grid;
  grid-template-columns: 12px minmax(0, 1fr) auto;
  column-gap: ${({ theme }) => theme.space(2)};
  align-items: center;

  @container (width < ${BREAKDOWN_ONE_LINE_MIN}) {
    grid-template-columns: 12px minmax(0, 1fr);
    > :last-child {
      grid-column: 2;
      justify-self: end;
    }
  }
`;
/** Liabilities and net worth under the assets, apart from their shares. */
const Below = styled(BreakdownItem)`
  padding-top: ${({ theme }) => theme.space(2)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
const TypeName = styled.span`
  display: flex;
  align-items: baseline;
  gap: 0.25em;
  min-width: 0;

  > :last-child {
    flex-shrink: 0;
  }
`;
const Dot = styled.span<{ $color?: string }>`
  width: 12px;
  height: 12px;
  border-radius: 50%;
  background: ${({ $color }) => $color ?? 'transparent'};
`;
const Right = styled.span<{ $tone?: 'danger' | 'strong' }>`
  text-align: right;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : 'inherit')};
  font-weight: ${({ $tone }) => ($tone === 'strong' ? 700 : 'inherit')};
`;

export interface AssetBreakdownProps {
  summary: ConvertedWealth;
  /** How many assets the user has (none: the hint to add one). */
  assetCount: number;
  /** A total in the home currency, or '…' / '—' while rates load or when one is unknown. */
  known: (total: string | null) => string;
  money: (amount: string) => string;
}

/** A row's name and its count: 'Equities (Stocks) (2)'. */
function Named({ label, count }: { label: string; count: number }) {
  return (
    <TypeName>
      <TruncatedText text={label} /> <Muted as="span">({count})</Muted>
    </TypeName>
  );
}

/**
 * Asset Breakdown: each asset type's total and its share of the assets, then the bank accounts switched on to count in
 * net worth as one 'Accounts' row (they add up to 100%); liabilities are not a share of what is owned, so they come
 * under the assets with their total — the manual ones, then the balances owed on switched-on cards and loans — and
 * net worth under them.
 */
export function AssetBreakdown({ summary, assetCount, known, money }: AssetBreakdownProps) {
  const { accountsHeld, accountsOwed } = summary;
  if (summary.byType.length === 0 && assetCount === 0 && !accountsHeld && !accountsOwed)
    return <Muted>Add an asset to see its share of your portfolio.</Muted>;
  const owned = summary.byType.filter((t) => t.type !== 'liabilities');
  const owed = summary.byType.find((t) => t.type === 'liabilities');
  return (
    <BreakdownList>
      {owned.map((t) => (
        <BreakdownItem key={t.type} data-testid={`breakdown-${t.type}`}>
          <Dot $color={ASSET_TYPE_COLORS[t.type]} />
          <Named label={ASSET_TYPE_LABELS[t.type]} count={t.count} />
          <Right>
            {money(t.total)} · {t.percent}%
          </Right>
        </BreakdownItem>
      ))}
      {accountsHeld ? (
        <BreakdownItem data-testid="breakdown-accounts">
          <Dot $color={ACCOUNTS_IN_NET_WORTH_COLOR} />
          <Named label={ACCOUNTS_IN_NET_WORTH_LABEL} count={accountsHeld.count} />
          <Right>
            {money(accountsHeld.total)} · {accountsHeld.percent}%
          </Right>
        </BreakdownItem>
      ) : null}
      {owed ? (
        <Below data-testid="breakdown-liabilities">
          <Dot $color={ASSET_TYPE_COLORS.liabilities} />
          <Named label={ASSET_TYPE_LABELS.liabilities} count={owed.count} />
          <Right $tone="danger">-{money(owed.total.replace('-', ''))}</Right>
        </Below>
      ) : null}
      {accountsOwed ? (
        <Below data-testid="breakdown-accounts-owed">
          <Dot $color={ASSET_TYPE_COLORS.liabilities} />
          <Named label={ACCOUNTS_OWED_LABEL} count={accountsOwed.count} />
          <Right $tone="danger">-{money(accountsOwed.total)}</Right>
        </Below>
      ) : null}
      <Below data-testid="breakdown-net-worth">
        <Dot />
        <TypeName>Net worth</TypeName>
        <Right $tone="strong">{known(summary.netWorth)}</Right>
      </Below>
    </BreakdownList>
  );
}
