import { screen } from '@testing-library/react';
import { Route, Routes } from '@tracker/router';
import { expectNotFoundPage } from '@tracker/shell-sdk/testing';
import { createFakeApi } from '../test/fakeApi';
import { renderWithProviders } from '../test/renderWithProviders';
import CommunityRoutes from './Routes';

describe('./Routes (exposed)', () => {
  it.each([
    ['/account', 'account-page', 'Account Settings'],
    ['/vote-features', 'vote-features-page', 'Vote for Improvements'],
    ['/help', 'help-page', 'Help Center'],
    ['/feedback', 'feedback-page', 'Feedback'],
  ])('renders %s under the shell splat route', async (route, testId, title) => {
    renderWithProviders(
      <Routes>
        {/* The shell mounts areas on its splat route. */}
        <Route path="*" element={<CommunityRoutes />} />
      </Routes>,
      { api: createFakeApi(), route },
    );
    // Every page but /account arrives when visited (a lazy part of the area).
    expect(await screen.findByTestId(testId)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each([['/account/bar'], ['/help/x'], ['/feedback/old'], ['/vote-features/1']])(
    "shows the shell's Page Not Found page, not an empty area, at %s",
    (route) => {
      renderWithProviders(
        <Routes>
          <Route path="*" element={<CommunityRoutes />} />
        </Routes>,
        { api: createFakeApi(), route },
      );
      expectNotFoundPage();
    },
  );
});
