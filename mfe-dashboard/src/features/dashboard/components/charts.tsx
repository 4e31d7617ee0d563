import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { preloadable, Spinner, useLoadedModule } from '@tracker/ui-kit';

// apexcharts is large and needs the DOM: each chart type loads with the first widget that draws it, never with the
// page (and never on the landing page, which does not load this remote at all). The core is one chunk both share.
const CHART_CODE = {
  line: preloadable(() => import('./apexLine')),
  donut: preloadable(() => import('./apexDonut')),
};
export type ChartKind = keyof typeof CHART_CODE;

/**
 * Starts fetching a chart type's code before a widget asks for it (when the user has data it will draw), so the
 * download runs beside the data calls instead of after them. A new user's first view never loads it.
 */
export function preloadCharts(kind: ChartKind): void {
  void CHART_CODE[kind].load().catch(() => undefined);
}

/**
 * Whether this browser's last Summary drew a chart of this kind: a returning user's chart code then downloads beside
 * the data calls instead of after their answers. Only a hint (per browser, not per user): wrong, it costs bytes.
 */
const hintKey = (kind: ChartKind) => `tracker.dashboard.drew-${kind}`;

export function rememberChart(kind: ChartKind, drawn: boolean): void {
  try {
    if (drawn) window.localStorage.setItem(hintKey(kind), '1');
    else window.localStorage.removeItem(hintKey(kind));
  } catch {
    // storage disabled or full: the hint is only an optimisation
  }
}

/** Starts the chart code the last Summary in this browser drew. */
export function preloadRememberedCharts(): void {
  for (const kind of Object.keys(CHART_CODE) as ChartKind[]) {
    let drew = false;
    try {
      drew = window.localStorage.getItem(hintKey(kind)) === '1';
    } catch {
      // storage disabled
    }
    if (drew) preloadCharts(kind);
  }
}

const Box = styled.div<{ $height: number }>`
  min-height: ${({ $height }) => $height}px;
  display: grid;
  /* One column as wide as the card, not as the last drawn SVG: apexcharts then redraws for the card's width. */
  grid-template-columns: minmax(0, 1fr);
  place-items: center;
  min-width: 0;
  /* A chart drawn at a wider size never widens the page while apexcharts redraws it for the new width. */
  overflow: hidden;
  & > div {
    width: 100%;
  }
`;

const Failed = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

type ApexChartProps = ComponentProps<(typeof import('./apexLine'))['default']>;
export type ChartProps = Omit<ApexChartProps, 'type'> & { type: ChartKind; height: number; testId: string };

/**
 * An apexcharts chart whose code loads on first use, with a spinner of its own height meanwhile. Not React.lazy:
 * code preloaded beside the data calls draws at once instead of waiting behind a Suspense fallback (see ui-kit
 * useLoadedModule). If the code cannot be downloaded, the widget says so and the rest of the Summary stays.
 */
export function LazyChart({ type, height, testId, ...props }: ChartProps) {
  const { module, error } = useLoadedModule(CHART_CODE[type]);
  if (error !== undefined) {
    return (
      <Box $height={height}>
        <Failed role="alert">The chart could not be loaded. Please reload the page.</Failed>
      </Box>
    );
  }
  if (!module) {
    return (
      <Box $height={height}>
        <Spinner label="Loading chart" />
      </Box>
    );
  }
  const ApexChart = module.default;
  return (
    <Box $height={height} data-testid={testId}>
      <ApexChart type={type} height={height} {...props} />
    </Box>
  );
}
