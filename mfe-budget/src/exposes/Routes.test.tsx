import { screen } from '@testing-library/react';
import { Route, Routes } from '@tracker/router';
import { expectNotFoundPage } from '@tracker/shell-sdk/testing';
import { createFakeApi } from '../test/fakeApi';
import { renderWithProviders } from '../test/renderWithProviders';
import BudgetRoutes from './Routes';

describe('./Routes (exposed)', () => {
  it('renders Budget Management at /budget under the shell splat route', async () => {
    renderWithProviders(
      <Routes>
        <Route path="*" element={<BudgetRoutes />} />
      </Routes>,
      { api: createFakeApi(), route: '/budget' },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Budget Management' })).toBeInTheDocument();
    expect(screen.queryByTestId('not-found-page')).not.toBeInTheDocument();
  });

  it.each([['/budget/x'], ['/budget/2025/01']])(
    "shows the shell's Page Not Found page, not an empty area, at %s",
    (route) => {
      renderWithProviders(
        <Routes>
          <Route path="*" element={<BudgetRoutes />} />
        </Routes>,
        { api: createFakeApi(), route },
      );
      expectNotFoundPage();
    },
  );
});
