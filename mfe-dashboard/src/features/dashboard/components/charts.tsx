import { lazy, Suspense, type ComponentProps } from 'react';
import styled from 'styled-components';
import { Spinner } from '@tracker/ui-kit';

// apexcharts is large and needs the DOM: it loads with the first chart a widget draws, never with the page
// (and never on the landing page, which does not load this remote at all).
const loadCharts = () => import('./apexChart');
const ApexChart = lazy(loadCharts);

/**
 * Starts fetching the charts library before a widget asks for it (when the user has data a chart will draw), so the
 * download runs beside the data calls instead of after them. A new user's first view never loads it.
 */
export function preloadCharts(): void {
  void loadCharts().catch(() => undefined);
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

export type ChartProps = ComponentProps<typeof ApexChart> & { height: number; testId: string };

/** A lazily loaded apexcharts chart with a spinner of its own height while the library loads. */
export function LazyChart({ height, testId, ...props }: ChartProps) {
  return (
    <Suspense
      fallback={
        <Box $height={height}>
          <Spinner label="Loading chart" />
        </Box>
      }
    >
      <Box $height={height} data-testid={testId}>
        <ApexChart height={height} {...props} />
      </Box>
    </Suspense>
  );
}
