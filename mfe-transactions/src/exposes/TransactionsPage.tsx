export { TransactionsPage as default } from '../pages/Transactions/TransactionsPage';
