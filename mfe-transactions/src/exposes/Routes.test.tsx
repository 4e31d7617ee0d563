import { screen } from '@testing-library/react';
import { Route, Routes } from '@tracker/router';
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
});
