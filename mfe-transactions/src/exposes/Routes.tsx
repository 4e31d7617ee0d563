import { Route, Routes } from '@tracker/router';
import { TransactionsPage } from '../pages/Transactions/TransactionsPage';

/**
 * The transactions area's routes. The shell renders every area on its root splat route, so these match the whole
 * path (spec §2: /transactions).
 */
export default function TransactionsRoutes() {
  return (
    <Routes>
      <Route path="transactions" element={<TransactionsPage />} />
    </Routes>
  );
}
