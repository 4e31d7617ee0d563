/**
 * The line chart as small as the spending chart needs it: apexcharts' bare core with the line type only (see
 * apexcharts' tree-shaking guide). Its legend is drawn by SpendingChart itself, which saves the legend feature's
 * ≈10 kB gzip on the first view. Imported lazily by charts.tsx only.
 */
import Chart from 'react-apexcharts/core';
import 'apexcharts/line';

export default Chart;
