import { useEffect, useRef, useState, type ComponentProps, type RefObject } from 'react';
import styled from 'styled-components';
import { preloadable, Spinner, storedFlag, useLoadedModule } from '@tracker/ui-kit';

// apexcharts is large and needs the DOM: each chart type loads with the first widget that draws it, never with the
// page (and never on the landing page, which does not load this remote at all). The core is one chunk both share.
const CHART_CODE = {
  line: preloadable(() => import('./apexLine')),
  donut: preloadable(() => import('./apexDonut')),
  bar: preloadable(() => import('./apexBar')),
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
 * Whether this browser's last Summary drew the spending chart: a returning user's chart code then downloads beside
 * the data calls instead of after their answers. Only a hint (per browser, not per user): wrong, it costs bytes.
 */
const drewSpendingChart = storedFlag('tracker.dashboard.drew-line');

export const rememberSpendingChart = (drawn: boolean): void => drewSpendingChart.set(drawn);

/** Starts the line chart's code when the last Summary in this browser drew it. */
export function preloadRememberedCharts(): void {
  if (drewSpendingChart.isSet()) preloadCharts('line');
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

type ApexChartProps = ComponentProps<typeof import('./apexLine')['default']>;
export type ChartProps = Omit<ApexChartProps, 'type'> & {
  type: ChartKind;
  height: number;
  testId: string;
  /** Load the code only when the chart comes near the screen (a widget below the first view). */
  whenVisible?: boolean;
};

/** How far below the screen a deferred chart starts loading, so it is usually drawn before it scrolls into view. */
const NEAR_SCREEN = '300px';

/** True once the element has come within NEAR_SCREEN of the viewport (at once where IntersectionObserver is missing). */
function useNearScreen(enabled: boolean): [RefObject<HTMLDivElement | null>, boolean] {
  const ref = useRef<HTMLDivElement | null>(null);
  const [near, setNear] = useState(!enabled || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_SCREEN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}

/**
 * An apexcharts chart whose code loads on first use, with a spinner of its own height meanwhile. Not React.lazy:
 * code preloaded beside the data calls draws at once instead of waiting behind a Suspense fallback (see ui-kit
 * useLoadedModule). If the code cannot be downloaded, the widget says so and the rest of the Summary stays.
 */
export function LazyChart({ type, height, testId, whenVisible = false, ...props }: ChartProps) {
  const [placeholder, near] = useNearScreen(whenVisible);
  const { module, error } = useLoadedModule(CHART_CODE[type], near);
  if (error !== undefined) {
    return (
      <Box $height={height}>
        <Failed role="alert">The chart could not be loaded. Please reload the page.</Failed>
      </Box>
    );
  }
  if (!module) {
    return (
      <Box $height={height} ref={placeholder}>
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
