import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from '@tracker/router';
import { ThemeProvider } from 'styled-components';
import { configureApiClient } from '@tracker/api-client';
import { ShellProvider } from '@tracker/shell-sdk';
import { theme } from '@tracker/ui-kit';
import { createFakeApi } from '../test/fakeApi';
import { createTestQueryClient, expectNotFoundPage } from '@tracker/shell-sdk/testing';
import DashboardRoutes from './Routes';

describe('./Routes (exposed)', () => {
  it('renders the dashboard where the shell mounts it, using the shell router, theme, QueryClient and SDK', async () => {
    configureApiClient({ fetch: createFakeApi().fetch });
    render(
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={createTestQueryClient()}>
          <ShellProvider auth={{ status: 'signedIn', user: { id: 'u1', email: 'ada@example.com' } }}>
            <MemoryRouter initialEntries={['/']}>
              <Routes>
                {/* The shell mounts areas on its splat route. */}
                <Route path="*" element={<DashboardRoutes />} />
              </Routes>
            </MemoryRouter>
          </ShellProvider>
        </QueryClientProvider>
      </ThemeProvider>,
    );
    expect(screen.getByTestId('dashboard-page')).toBeInTheDocument();
    expect(await screen.findByText('No transactions yet. Upload your data to get started!')).toBeInTheDocument();
  });

  it("shows the shell's Page Not Found page for any other path it is given, never an empty frame", () => {
    configureApiClient({ fetch: createFakeApi().fetch });
    render(
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={createTestQueryClient()}>
          <MemoryRouter initialEntries={['/dashboard/x']}>
            <Routes>
              <Route path="*" element={<DashboardRoutes />} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </ThemeProvider>,
    );
    expectNotFoundPage();
    expect(screen.queryByTestId('dashboard-page')).not.toBeInTheDocument();
  });
});
