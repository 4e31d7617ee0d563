/**
 * The doughnut for Asset Allocation: apexcharts' core (shared with the line chart's chunk) with the donut type and
 * the legend under it. Loaded only for a user with assets, apart from the line chart.
 */
import Chart from 'react-apexcharts/core';
import 'apexcharts/donut';
import 'apexcharts/features/legend';

export default Chart;
