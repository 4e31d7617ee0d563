import { Route, Routes } from '@tracker/router';
import { NotFoundPage } from '@tracker/shell-sdk/not-found';
import { DashboardPage } from '../pages/Dashboard/DashboardPage';

/** The dashboard's routes, relative to "/" where the shell mounts the area. */
export default function DashboardRoutes() {
  return (
    <Routes>
      <Route index element={<DashboardPage />} />
      {/* The shell sends only "/" here; any other path would be the shell's 404 page, never an empty frame. */}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
