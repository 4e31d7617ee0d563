import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import {
  ASSET_TYPE_COLORS,
  ASSET_TYPE_LABELS,
  DOUGHNUT_CUTOUT,
  formatMoney,
  type NetWorthPoint,
  type TypeTotal,
} from '@tracker/contracts';
import { Spinner } from '@tracker/ui-kit';

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

/** Asset Allocation doughnut: one slice per type, by the size of its total (a liability is a slice too). */
export function AllocationDoughnut({ byType }: { byType: readonly TypeTotal[] }) {
  const slices = byType.filter((t) => t.total !== '0');
  const series = slices.map((t) => Math.abs(Number(t.total)));
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
    <Suspense fallback={<Loading height={280} />}>
      <Box $height={280} data-testid="allocation-chart">
        <Chart type="donut" series={series} options={options} height={280} />
      </Box>
    </Suspense>
  );
}

/** Net worth over time: one point a day (the service's snapshots). */
export function NetWorthLine({ points }: { points: readonly NetWorthPoint[] }) {
  const series = [{ name: 'Net worth', data: points.map((p) => ({ x: p.date, y: Number(p.netWorth) })) }];
  const values = points.map((p) => Number(p.netWorth));
  const low = Math.min(...values);
  const high = Math.max(...values);
  // A flat line (one day, or no change) gets a band around it instead of a scale of near-equal labels.
  const pad = high === low ? Math.max(Math.abs(high) * 0.1, 1) : 0;
  const options = {
    chart: { toolbar: { show: false }, zoom: { enabled: false }, fontFamily: 'inherit', sparkline: { enabled: false } },
    stroke: { curve: 'straight' as const, width: 2 },
    markers: { size: points.length < 2 ? 5 : 0 },
    xaxis: { type: 'category' as const, labels: { rotate: 0, hideOverlappingLabels: true } },
    yaxis: {
      tickAmount: 2,
      ...(pad > 0 ? { min: low - pad, max: high + pad } : {}),
      labels: { formatter: (value: number) => formatMoney(value, { places: 0 }) },
    },
    tooltip: { y: { formatter: (value: number) => formatMoney(value) } },
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
