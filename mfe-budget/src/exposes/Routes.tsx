import { Route, Routes } from '@tracker/router';
import { BudgetPage } from '../pages/Budget/BudgetPage';

/** The budget area's routes. The shell renders every area on its root splat route, so these match the whole path. */
export default function BudgetRoutes() {
  return (
    <Routes>
      <Route path="budget" element={<BudgetPage />} />
    </Routes>
  );
}
