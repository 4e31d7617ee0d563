export { BudgetPage as default } from '../pages/Budget/BudgetPage';
