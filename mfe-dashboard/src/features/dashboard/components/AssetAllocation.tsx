import { useQuery } from '@tanstack/react-query';
import { Link } from '@tracker/router';
import styled from 'styled-components';
import { ASSET_TYPE_COLORS, ASSET_TYPE_LABELS, DASHBOARD_ASSETS, largestAssets, valueAsset } from '@tracker/contracts';
import { allocationChart, assetsQuery, homeFigure, useLivePrices, useWealthInHome } from '@tracker/area-reads/wealth';
import { LazyChart } from './charts';
import { EmptyText, ItemFigure, ItemMeta, ItemName, Widget, widgetError } from './Widget';

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 10px minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space(2.5)};
  padding: ${({ theme }) => theme.space(2)} 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Dot = styled.span<{ $color: string }>`
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${({ $color }) => $color};
`;

const Label = styled.span`
  min-width: 0;
`;

const NetWorth = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.heading};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** How the net worth was converted, or why it could not be (then in the danger colour: it is not a sum). */
const Note = styled.p<{ $warn: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme, $warn }) => ($warn ? theme.colors.danger : theme.colors.textMuted)};
  overflow-wrap: anywhere;
`;

const ViewAll = styled(Link)`
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * Asset Allocation (product.md › Screens and routes): the doughnut by asset type (cutout 60%) and the 4 largest
 * assets (by their value in the home currency; liabilities count in net worth, not here), read
 * and valued by the wealth area's own reads (`@tracker/area-reads/wealth`): live price when there is one, liabilities
 * against net worth, no quantity counts the value once; each asset in its own currency, net worth and the doughnut
 * in the home currency at today's rate, or per currency when a rate is unknown.
 */
export function AssetAllocation() {
  const assets = useQuery(assetsQuery());
  const prices = useLivePrices(assets.data);
  const wealth = useWealthInHome(assets.data, prices);
  const { summary, currency, locale, money } = wealth;
  const list = assets.data ?? [];
  const chart = allocationChart(summary.byType, currency, locale, summary.accountsHeld);
  const netWorth = homeFigure(wealth, summary.netWorth);
  return (
    <Widget
      title="Asset Allocation"
      testId="asset-allocation"
      loading={assets.isPending}
      error={widgetError(assets, 'Your assets could not be read. Please try again.')}
      actions={list.length > 0 ? <ViewAll to="/wealth">View all</ViewAll> : undefined}
    >
      <Layout>
        {chart.slices.length === 0 && summary.missingRates.length === 0 ? (
          <EmptyText>No asset data available</EmptyText>
        ) : (
          <>
            <NetWorth>
              Net worth <strong data-testid="dashboard-net-worth">{netWorth.text}</strong>
            </NetWorth>
            {netWorth.note && (
              <Note data-testid="dashboard-net-worth-note" $warn={netWorth.unknown}>
                {netWorth.note}
              </Note>
            )}
            {chart.slices.length > 0 && (
              <LazyChart
                type="donut"
                series={chart.series}
                options={chart.options}
                height={260}
                testId="asset-allocation-chart"
                whenVisible
              />
            )}
          </>
        )}
        {list.length === 0 ? (
          <EmptyText>No assets tracked yet</EmptyText>
        ) : (
          <List aria-label="Assets">
            {largestAssets(list, wealth.live, currency, wealth.rateOf, DASHBOARD_ASSETS).map((asset) => {
              const valued = valueAsset(asset, wealth.live[asset.id]);
              return (
                <Row key={asset.id} data-testid="dashboard-asset">
                  <Dot $color={ASSET_TYPE_COLORS[asset.type]} aria-hidden="true" />
                  <Label>
                    <ItemName text={asset.name} />
                    <ItemMeta>{ASSET_TYPE_LABELS[asset.type]}</ItemMeta>
                  </Label>
                  <ItemFigure>{money(valued.total, valued.currency)}</ItemFigure>
                </Row>
              );
            })}
          </List>
        )}
      </Layout>
    </Widget>
  );
}
