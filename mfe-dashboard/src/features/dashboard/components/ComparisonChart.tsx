import { centsToMoney, formatMoney, type CategoryComparisonRow, type CurrencyCode } from '@tracker/contracts';
import { LazyChart } from './charts';

/** Categories drawn side by side: the largest few, so the bars stay readable on a phone. */
const CHART_CATEGORIES = 8;
const COLORS = ['#2563EB', '#94A3B8'] as const;

/** The two periods' spending per category as grouped bars (the table beside it lists every category). */
export function ComparisonChart({
  rows,
  labels,
  currency,
  testId,
}: {
  rows: readonly CategoryComparisonRow[];
  labels: readonly [string, string];
  currency: CurrencyCode;
  testId: string;
}) {
  const shown = rows.slice(0, CHART_CATEGORIES);
  if (shown.length === 0) return null;
  const value = (cents: number | null) => (cents === null ? null : Number(centsToMoney(cents)));
  const series = [
    { name: labels[0], data: shown.map((r) => value(r.current)) },
    { name: labels[1], data: shown.map((r) => value(r.previous)) },
  ];
  const options = {
    chart: { toolbar: { show: false }, zoom: { enabled: false }, fontFamily: 'inherit' },
    colors: [...COLORS],
    plotOptions: { bar: { horizontal: true, barHeight: '70%' } },
    xaxis: {
      categories: shown.map((r) => r.category),
      labels: { formatter: (v: string) => formatMoney(v, { currency, places: 0 }) },
    },
    tooltip: { y: { formatter: (v: number) => formatMoney(v, { currency }) } },
    dataLabels: { enabled: false },
    legend: { position: 'top' as const },
  };
  return (
    <LazyChart
      type="bar"
      series={series}
      options={options}
      height={Math.max(220, shown.length * 56)}
      testId={testId}
      whenVisible
    />
  );
}
