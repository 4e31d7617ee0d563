import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/renderWithProviders';
import { HelpPage } from './HelpPage';

describe('Help Center', () => {
  it('has the five sections of three questions each', () => {
    renderWithProviders(<HelpPage />, { route: '/help' });
    const sections = screen.getAllByTestId('faq-section');
    expect(sections.map((s) => within(s).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Getting Started',
      'Budgeting & Categories',
      'Wealth & Investment Tracking',
      'Analytics & Insights',
      'Data & Privacy',
    ]);
    for (const section of sections) expect(within(section).getAllByRole('button')).toHaveLength(3);
  });

  it('opens and closes each answer as a disclosure (aria-expanded, aria-controls)', () => {
    renderWithProviders(<HelpPage />, { route: '/help' });
    const question = screen.getByRole('button', { name: 'What does the Pending tab mean?' });
    const answer = document.getElementById(question.getAttribute('aria-controls') ?? '')!;
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();
    fireEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent('waits in the Pending tab');
    fireEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();
  });

  it('states the help claims: bank-level encryption, deletion within 30 days of a support request, CSV and xlsx imports', () => {
    renderWithProviders(<HelpPage />, { route: '/help' });
    const text = document.body.textContent ?? '';
    expect(text).toContain('bank-level encryption');
    expect(text).toContain('within 30 days of your request');
    expect(text).toMatch(/CSV \(\.csv\) or Excel \(\.xlsx, \.xls\)/);
  });

  it("has the 'Still need help?' card leading to the feedback form", () => {
    renderWithProviders(<HelpPage />, { route: '/help' });
    expect(screen.getByRole('heading', { name: 'Still need help?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/feedback');
  });
});
