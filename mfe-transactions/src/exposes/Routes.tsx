import { lazy } from 'react';
import { Route, Routes } from '@tracker/router';
import { NotFoundPage } from '@tracker/shell-sdk/not-found';
import { TransactionsPage } from '../pages/Transactions/TransactionsPage';

// The area's other pages arrive when visited (the shell's area frame shows its spinner meanwhile): /transactions, the
// page most visits open, carries none of their code.
const AccountsPage = lazy(() => import('../pages/Accounts/AccountsPage').then((m) => ({ default: m.AccountsPage })));
const RecurringPage = lazy(() =>
  import('../pages/Recurring/RecurringPage').then((m) => ({ default: m.RecurringPage })),
);
const RulesPage = lazy(() => import('../pages/Rules/RulesPage').then((m) => ({ default: m.RulesPage })));

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
