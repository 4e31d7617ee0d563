import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { DashboardPage } from './DashboardPage';

function renderPage() {
  return renderWithProviders(<DashboardPage />);
}

describe('DashboardPage', () => {
  it('renders the dashboard frame of product.md › Screens and routes', () => {
    renderPage();
    expect(screen.getByTestId('dashboard-page')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Financial Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('AI-powered insights for your financial health')).toBeInTheDocument();
  });

  it('has the three tabs with Summary selected by default', () => {
    renderPage();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Summary', 'Compare Months', 'Year to Date']);
    expect(screen.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('dashboard-summary')).toBeInTheDocument();
  });

  it('shows Compare Months: this month against last by default (no placeholder)', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('tab', { name: 'Compare Months' }));
    expect(await screen.findByTestId('compare-months')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).not.toHaveTextContent('coming soon');
    expect(screen.queryByTestId('dashboard-summary')).not.toBeInTheDocument();
  });

  it('shows Year to Date against the same days of last year (no placeholder)', async () => {
    renderPage();
    fireEvent.click(screen.getByRole('tab', { name: 'Year to Date' }));
    expect(await screen.findByTestId('year-to-date')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).not.toHaveTextContent('coming soon');
  });
});
