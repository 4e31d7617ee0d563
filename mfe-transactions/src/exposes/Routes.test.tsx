import { screen } from '@testing-library/react';
import { Route, Routes } from '@tracker/router';
import { expectNotFoundPage } from '@tracker/shell-sdk/testing';
import { createFakeApi } from '../test/fakeApi';
import { renderWithProviders } from '../test/renderWithProviders';
import TransactionsRoutes from './Routes';

describe('./Routes (exposed)', () => {
  it('renders the Transactions page at /transactions under the shell splat route', async () => {
    renderWithProviders(
      <Routes>
        {/* The shell mounts areas on its splat route. */}
        <Route path="*" element={<TransactionsRoutes />} />
      </Routes>,
      { api: createFakeApi(), route: '/transactions' },
    );
    expect(screen.getByTestId('transactions-page')).toBeInTheDocument();
    expect(await screen.findByText('No transactions found')).toBeInTheDocument();
  });

  it.each([['/transactions/foo']])("shows the shell's Page Not Found page, not an empty area, at %s", (route) => {
    renderWithProviders(
      <Routes>
        <Route path="*" element={<TransactionsRoutes />} />
      </Routes>,
      { api: createFakeApi(), route },
    );
    expectNotFoundPage();
  });
});
