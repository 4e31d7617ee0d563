export { DashboardPage as default } from '../pages/Dashboard/DashboardPage';
