import { Route, Routes } from '@tracker/router';
import { NotFoundPage } from '@tracker/shell-sdk/not-found';
import { WealthPage } from '../pages/Wealth/WealthPage';

/** The wealth area's routes (product.md › Screens and routes: /wealth), matched under the shell's root splat route. */
export default function WealthRoutes() {
  return (
    <Routes>
      <Route path="wealth" element={<WealthPage />} />
      {/* A path inside the area that none of its pages serves (/wealth/x): the shell's 404 page. */}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
