import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../test/renderWithTheme';
import { DisclaimerPage, PrivacyPolicyPage, TermsOfUsePage } from './index';

describe('legal pages', () => {
  it.each([
    ['Privacy Policy', PrivacyPolicyPage],
    ['Terms of Use', TermsOfUsePage],
  ])('%s: level-1 title and the effective date January 1, 2025', (title, Page) => {
    renderWithTheme(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByText('Effective date: January 1, 2025')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(5);
  });

  it('the privacy policy covers imports, AI categorisation, Google sign-in, the session cookie, encryption and deletion', () => {
    renderWithTheme(<PrivacyPolicyPage />);
    const text = screen.getByTestId('privacy-policy-page').textContent ?? '';
    expect(text).toMatch(/CSV or Excel files \(\.csv, \.xlsx, \.xls\)/);
    expect(text).toMatch(/AI categorisation/);
    expect(text).toMatch(/continue with Google, Google shares your name, e-mail address and profile picture/);
    expect(text).toMatch(/single session cookie/);
    expect(text).toMatch(/Bank-level encryption/);
    expect(text).toMatch(/within 30 days of your request/);
  });

  it.each([
    ['Terms of Use', TermsOfUsePage, 'terms-of-use-page'],
    ['Disclaimer', DisclaimerPage, 'disclaimer-page'],
  ])('%s states that the product gives no financial advice', (title, Page, testId) => {
    renderWithTheme(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const text = screen.getByTestId(testId).textContent ?? '';
    expect(text).toMatch(/provides no financial advice/);
    expect(text).toMatch(/consult a licensed professional/);
  });
});
