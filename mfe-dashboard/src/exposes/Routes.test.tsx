import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@tracker/ui-kit';
import DashboardRoutes from './Routes';

describe('./Routes (exposed)', () => {
  it('renders the dashboard where the shell mounts it, using the shell router and theme', () => {
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={['/']}>
          <Routes>
            {/* The shell mounts areas on its splat route. */}
            <Route path="*" element={<DashboardRoutes />} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(screen.getByTestId('dashboard-page')).toBeInTheDocument();
  });
});
