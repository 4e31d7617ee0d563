// react-apexcharts cannot render under jsdom (no SVG getBBox). Component tests see the
// series it would draw; the real chart is checked in the browser suites.
type Props = { type?: string; series?: unknown; options?: unknown };

export default function Chart({ type, series }: Props) {
  return <div data-testid="chart-stub" data-type={type} data-series={JSON.stringify(series ?? [])} />;
}
