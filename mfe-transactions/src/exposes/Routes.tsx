import { Route, Routes } from '@tracker/router';
import { NotFoundPage } from '@tracker/shell-sdk/not-found';
import { AccountsPage } from '../pages/Accounts/AccountsPage';
import { RecurringPage } from '../pages/Recurring/RecurringPage';
import { RulesPage } from '../pages/Rules/RulesPage';
import { TransactionsPage } from '../pages/Transactions/TransactionsPage';

/**
 * The transactions area's routes. The shell renders every area on its root splat route, so these match the whole
 * path (product.md › Screens and routes: /transactions, /transactions/rules, /transactions/recurring, /accounts).
 */
export default function TransactionsRoutes() {
  return (
    <Routes>
      <Route path="transactions" element={<TransactionsPage />} />
      <Route path="transactions/rules" element={<RulesPage />} />
      <Route path="transactions/recurring" element={<RecurringPage />} />
      <Route path="accounts" element={<AccountsPage />} />
      {/* A path inside the area that none of its pages serves (/transactions/x): the shell's 404 page. */}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
