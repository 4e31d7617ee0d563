/**
 * The charts library, as small as the Summary needs it: apexcharts' bare core with the two chart types drawn here
 * (line, donut) and the legend, instead of every chart type and feature (see apexcharts' tree-shaking guide).
 * Imported lazily by charts.tsx only, so it loads with the first chart a widget draws.
 */
import Chart from 'react-apexcharts/core';
import 'apexcharts/line';
import 'apexcharts/donut';
import 'apexcharts/features/legend';

export default Chart;
