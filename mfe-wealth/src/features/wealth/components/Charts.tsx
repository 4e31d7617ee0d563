import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import {
  formatMoney,
  type AccountsTotal,
  type CurrencyCode,
  type NetWorthPoint,
  type TypeTotal,
} from '@tracker/contracts';
import { Spinner } from '@tracker/ui-kit';
import { allocationChart } from '@tracker/area-reads/wealth';

// apexcharts is large and needs the DOM: it loads with the first chart drawn, not with the page.
const Chart = lazy(() => import('react-apexcharts'));

const Box = styled.div<{ $height: number }>`
  min-height: ${({ $height }) => $height}px;
  display: grid;
  place-items: center;
  & > div {
    width: 100%;
  }
`;

function Loading({ height }: { height: number }) {
  return (
    <Box $height={height}>
      <Spinner label="Loading chart" />
    </Box>
  );
}

interface MoneyProps {
  currency: CurrencyCode;
  locale: string;
}

/**
 * Asset Allocation doughnut: one slice per asset type, and one for the accounts counted in net worth, by its total in
 * the home currency: shares of what is owned (liabilities are shown apart, with net worth).
 */
export function AllocationDoughnut({
  byType,
  accountsHeld,
  currency,
  locale,
}: { byType: readonly TypeTotal[]; accountsHeld?: AccountsTotal } & MoneyProps) {
  const { series, options } = allocationChart(byType, currency, locale, accountsHeld);
  return (
    <Suspense fallback={<Loading height={280} />}>
      <Box $height={280} data-testid="allocation-chart">
        <Chart type="donut" series={series} options={options} height={280} />
      </Box>
    </Suspense>
  );
}

/**
 * Net worth over time in the home currency: one point a day (the service's snapshots, each converted at its day's
 * rate); a day whose rate is unknown is left out rather than drawn at a wrong value.
 */
export function NetWorthLine({ points, currency, locale }: { points: readonly NetWorthPoint[] } & MoneyProps) {
  const known = points.flatMap((p) => (p.netWorth === null ? [] : [{ date: p.date, value: Number(p.netWorth) }]));
  const series = [{ name: 'Net worth', data: known.map((p) => ({ x: p.date, y: p.value })) }];
  const values = known.map((p) => p.value);
  const low = Math.min(...values);
  const high = Math.max(...values);
  // A flat line (one day, or no change) gets a band around it instead of a scale of near-equal labels.
  const pad = high === low ? Math.max(Math.abs(high) * 0.1, 1) : 0;
  const options = {
    chart: { toolbar: { show: false }, zoom: { enabled: false }, fontFamily: 'inherit', sparkline: { enabled: false } },
    stroke: { curve: 'straight' as const, width: 2 },
    markers: { size: known.length < 2 ? 5 : 0 },
    xaxis: { type: 'category' as const, labels: { rotate: 0, hideOverlappingLabels: true } },
    yaxis: {
      tickAmount: 2,
      ...(pad > 0 ? { min: low - pad, max: high + pad } : {}),
      labels: { formatter: (value: number) => formatMoney(value, { places: 0, currency, locale }) },
    },
    tooltip: { y: { formatter: (value: number) => formatMoney(value, { currency, locale }) } },
    dataLabels: { enabled: false },
    colors: ['#2563EB'],
  };
  return (
    <Suspense fallback={<Loading height={160} />}>
      <Box $height={160} data-testid="net-worth-history-chart">
        <Chart type="line" series={series} options={options} height={160} />
      </Box>
    </Suspense>
  );
}
