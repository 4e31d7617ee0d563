import { screen } from '@testing-library/react';
import { Route, Routes } from '@tracker/router';
import { expectNotFoundPage } from '@tracker/shell-sdk/testing';
import { createFakeApi } from '../test/fakeApi';
import { renderWithProviders } from '../test/renderWithProviders';
import WealthRoutes from './Routes';

describe('./Routes (exposed)', () => {
  it('renders Wealth Management at /wealth under the shell splat route, empty for a new user', async () => {
    renderWithProviders(
      <Routes>
        <Route path="*" element={<WealthRoutes />} />
      </Routes>,
      { api: createFakeApi(), route: '/wealth' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Wealth Management' })).toBeInTheDocument();
    expect(await screen.findByText('No assets tracked yet')).toBeInTheDocument();
    expect(screen.getByText('No ETFs added yet')).toBeInTheDocument();
    expect(screen.getByTestId('net-worth')).toHaveTextContent('$0.00');
    // A new user has no history: no change is shown rather than a made-up one.
    expect(screen.queryByText(/this quarter|since/)).toBeNull();
  });

  it.each([['/wealth/x']])("shows the shell's Page Not Found page, not an empty area, at %s", (route) => {
    renderWithProviders(
      <Routes>
        <Route path="*" element={<WealthRoutes />} />
      </Routes>,
      { api: createFakeApi(), route },
    );
    expectNotFoundPage();
  });
});
