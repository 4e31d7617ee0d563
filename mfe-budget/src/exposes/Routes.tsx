import { Route, Routes } from '@tracker/router';
import { NotFoundPage } from '@tracker/shell-sdk/not-found';
import { BudgetPage } from '../pages/Budget/BudgetPage';

/** The budget area's routes. The shell renders every area on its root splat route, so these match the whole path. */
export default function BudgetRoutes() {
  return (
    <Routes>
      <Route path="budget" element={<BudgetPage />} />
      {/* A path inside the area that none of its pages serves (/budget/x): the shell's 404 page. */}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
