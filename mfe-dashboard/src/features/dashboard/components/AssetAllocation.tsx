import { useQueries, useQuery } from '@tanstack/react-query';
import { Link } from '@tracker/router';
import styled from 'styled-components';
import {
  ASSET_TYPE_COLORS,
  ASSET_TYPE_LABELS,
  DASHBOARD_ASSETS,
  DOUGHNUT_CUTOUT,
  assetTotalMicros,
  formatMoney,
  isMarketTraded,
  microsToDecimal,
  summariseWealth,
  type AssetType,
} from '@tracker/contracts';
import { assetsQuery, livePriceQuery } from '../queries';
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

const ViewAll = styled(Link)`
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * Asset Allocation (product.md › Screens and routes): the doughnut by type (cutout 60%) and the first 4 assets, valued
 * as the Wealth page values them (live price when there is one; liabilities count against net worth; no quantity counts
 * the value once).
 */
export function AssetAllocation() {
  const assets = useQuery(assetsQuery());
  const traded = (assets.data ?? []).filter((asset) => isMarketTraded(asset));
  const prices = useQueries({ queries: traded.map((asset) => livePriceQuery(asset.id)) });
  const live: Record<string, number | null | undefined> = {};
  traded.forEach((asset, i) => {
    live[asset.id] = prices[i]?.data?.price;
  });
  const list = assets.data ?? [];
  const wealth = summariseWealth(list, live);
  const slices = wealth.byType.filter((t) => t.total !== '0');
  const options = {
    labels: slices.map((t) => ASSET_TYPE_LABELS[t.type]),
    colors: slices.map((t) => ASSET_TYPE_COLORS[t.type]),
    legend: { position: 'bottom' as const },
    dataLabels: { enabled: false },
    plotOptions: { pie: { donut: { size: DOUGHNUT_CUTOUT } } },
    tooltip: { y: { formatter: (value: number) => formatMoney(value) } },
    chart: { fontFamily: 'inherit' },
  };
  return (
    <Widget
      title="Asset Allocation"
      testId="asset-allocation"
      loading={assets.isPending}
      error={widgetError(assets, 'Your assets could not be read. Please try again.')}
      actions={list.length > 0 ? <ViewAll to="/wealth">View all</ViewAll> : undefined}
    >
      <Layout>
        {slices.length === 0 ? (
          <EmptyText>No asset data available</EmptyText>
        ) : (
          <>
            <NetWorth>
              Net worth <strong data-testid="dashboard-net-worth">{formatMoney(wealth.netWorth)}</strong>
            </NetWorth>
            <LazyChart
              type="donut"
              series={slices.map((t) => Math.abs(Number(t.total)))}
              options={options}
              height={260}
              testId="asset-allocation-chart"
              whenVisible
            />
          </>
        )}
        {list.length === 0 ? (
          <EmptyText>No assets tracked yet</EmptyText>
        ) : (
          <List aria-label="Assets">
            {list.slice(0, DASHBOARD_ASSETS).map((asset) => {
              const total = microsToDecimal(assetTotalMicros(asset, live[asset.id]));
              const liability = asset.type === 'liabilities';
              return (
                <Row key={asset.id} data-testid="dashboard-asset">
                  <Dot $color={ASSET_TYPE_COLORS[asset.type]} aria-hidden="true" />
                  <Label>
                    <ItemName text={asset.name} />
                    <ItemMeta>{ASSET_TYPE_LABELS[asset.type]}</ItemMeta>
                  </Label>
                  <ItemFigure $tone={liability ? 'danger' : undefined}>
                    {liability ? `-${formatMoney(total.replace('-', ''))}` : formatMoney(total)}
                  </ItemFigure>
                </Row>
              );
            })}
          </List>
        )}
      </Layout>
    </Widget>
  );
}
