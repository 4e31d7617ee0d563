/** The bar chart of Compare Months and Year to Date: apexcharts' bare core with the bar type only (lazy, charts.tsx). */
import Chart from 'react-apexcharts/core';
import 'apexcharts/bar';
import 'apexcharts/features/legend';

export default Chart;
