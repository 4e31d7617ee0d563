import { Route, Routes } from '@tracker/router';
import { WealthPage } from '../pages/Wealth/WealthPage';

/** The wealth area's routes (spec §2: /wealth), matched under the shell's root splat route. */
export default function WealthRoutes() {
  return (
    <Routes>
      <Route path="wealth" element={<WealthPage />} />
    </Routes>
  );
}
