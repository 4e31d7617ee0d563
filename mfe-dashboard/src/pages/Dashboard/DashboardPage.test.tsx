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

  it('shows the Compare Months placeholder', () => {
    renderPage();
    fireEvent.click(screen.getByRole('tab', { name: 'Compare Months' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Month-to-month comparison features coming soon.');
    expect(screen.queryByTestId('dashboard-summary')).not.toBeInTheDocument();
  });

  it('shows the Year to Date placeholder', () => {
    renderPage();
    fireEvent.click(screen.getByRole('tab', { name: 'Year to Date' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Year-to-date analytics and insights coming soon.');
  });
});
