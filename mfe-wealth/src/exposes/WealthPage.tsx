export { WealthPage as default } from '../pages/Wealth/WealthPage';
