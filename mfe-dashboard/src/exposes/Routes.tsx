import { Route, Routes } from '@tracker/router';
import { DashboardPage } from '../pages/Dashboard/DashboardPage';

/** The dashboard's routes, relative to "/" where the shell mounts the area. */
export default function DashboardRoutes() {
  return (
    <Routes>
      <Route index element={<DashboardPage />} />
    </Routes>
  );
}
