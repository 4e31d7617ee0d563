import { Route, Routes } from '@tracker/router';
import { LandingPage } from '../pages/landing';
import { RouterLandingNavigation } from '../pages/landing/RouterLandingNavigation';
import { SignInRedirect } from './SignInRedirect';

/** Signed out: the landing page at /; any other path sends the browser to /auth/google. */
export function SignedOutRoutes() {
  return (
    <Routes>
      <Route
        index
        element={
          <RouterLandingNavigation>
            <LandingPage />
          </RouterLandingNavigation>
        }
      />
      <Route path="*" element={<SignInRedirect />} />
    </Routes>
  );
}
