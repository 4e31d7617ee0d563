import { screen, waitFor, within } from '@testing-library/react';
import { renderInShell } from '@tracker/shell-sdk/testing';
import { periodApi, type Period } from '../../../test/periodApi';
import { YearToDateTab } from './YearToDateTab';

const TODAY = new Date(2026, 5, 15); // 15 June 2026

// 1 January to 15 June 2026, and the same days of 2025 (the service sums exactly those days: 20 June 2025 is out).
const THIS_YEAR: Period = {
  income: '14600.00',
  months: [
    { month: '2026-01', amount: '1750.00' },
    { month: '2026-05', amount: '2346.30' },
    { month: '2026-06', amount: '1966.00' },
  ],
  categories: [
    { category: 'Housing', amount: '4900.00' },
    { category: 'Groceries', amount: '542.40' },
    { category: 'Travel', amount: '420.00' },
    { category: 'Dining Out', amount: '154.90' },
    { category: 'Fuel', amount: '45.00' },
  ],
};
const LAST_YEAR: Period = {
  income: '9000.00',
  months: [
    { month: '2025-01', amount: '1640.00' },
    { month: '2025-05', amount: '160.00' },
    { month: '2025-06', amount: '1500.00' },
  ],
  categories: [
    { category: 'Housing', amount: '3000.00' },
    { category: 'Groceries', amount: '300.00' },
  ],
};

const text = (testId: string) => screen.getByTestId(testId).textContent?.replace(/\u00a0/g, ' ');
const cells = (row: HTMLElement) =>
  [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/\u00a0/g, ' '));

describe('Year to Date', () => {
  it('sets this year to today beside the same days of last year: income, spending, savings rate, months, categories', async () => {
    const api = periodApi({ '2026-01-01..2026-06-15': THIS_YEAR, '2025-01-01..2025-06-15': LAST_YEAR });
    renderInShell(<YearToDateTab today={TODAY} />, { fetch: api.fetch });
    await screen.findByText('2026 to date, against the same days of 2025');
    await waitFor(() => expect(text('ytd-income-value')).toBe('$14,600.00'));
    expect(text('ytd-income-previous')).toBe('Same days of 2025: $9,000.00');
    expect(text('ytd-income-change')).toBe('+$5,600.00 (+62.2%)');
    expect(text('ytd-spending-value')).toBe('$6,062.30');
    expect(text('ytd-spending-previous')).toBe('Same days of 2025: $3,300.00');
    expect(text('ytd-spending-change')).toBe('+$2,762.30 (+83.7%)');
    // (14,600.00 - 6,062.30) / 14,600.00 = 58.5%; (9,000 - 3,300) / 9,000 = 63.3%.
    expect(text('ytd-savings-rate-value')).toBe('58.5%');
    expect(text('ytd-savings-rate-previous')).toBe('Same days of 2025: 63.3%');
    expect(text('ytd-savings-rate-change')).toBe('-4.8 pts');
    expect(
      screen.getByText('January 1 to June 15 in each year. Savings rate is the share of income not spent.'),
    ).toBeTruthy();

    expect(screen.getAllByTestId('ytd-month-row').map(cells)).toEqual([
      ['Jan', '$1,750.00', '$1,640.00'],
      ['Feb', '$0.00', '$0.00'],
      ['Mar', '$0.00', '$0.00'],
      ['Apr', '$0.00', '$0.00'],
      ['May', '$2,346.30', '$160.00'],
      ['Jun 1–15', '$1,966.00', '$1,500.00'],
    ]);
    expect(
      screen.getAllByTestId('ytd-categories-row').map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Housing', '$4,900.00', '$3,000.00', '+$1,900.00 (+63.3%)'],
      ['Groceries', '$542.40', '$300.00', '+$242.40 (+80.8%)'],
      ['Travel', '$420.00', '$0.00', '+$420.00 (new)'],
      ['Dining Out', '$154.90', '$0.00', '+$154.90 (new)'],
      ['Fuel', '$45.00', '$0.00', '+$45.00 (new)'],
    ]);
    // Last year's months end on the same day as this year's, not with the month.
    expect(api.callsTo('GET /api/analytics/monthly-spending').map((c) => c.query.toString())).toEqual(
      expect.arrayContaining(['startDate=2025-01-01&endDate=2025-06-15&currency=USD']),
    );
  });

  it('has no savings rate without income, and compares 29 February with 28 February', async () => {
    const api = periodApi({
      '2028-01-01..2028-02-29': { income: '0.00', months: [{ month: '2028-02', amount: '80.00' }], categories: [] },
      '2027-01-01..2027-02-28': { income: '1000.00', months: [{ month: '2027-01', amount: '250.00' }], categories: [] },
    });
    renderInShell(<YearToDateTab today={new Date(2028, 1, 29)} />, { fetch: api.fetch });
    await waitFor(() => expect(text('ytd-spending-value')).toBe('$80.00'));
    expect(text('ytd-savings-rate-value')).toBe('—');
    expect(text('ytd-savings-rate-previous')).toBe('Same days of 2027: 75.0%');
    expect(text('ytd-savings-rate-change')).toBe('—');
    expect(screen.getAllByTestId('ytd-month-row').map(cells)).toEqual([
      ['Jan', '$0.00', '$250.00'],
      ['Feb 1–29', '$80.00', '$0.00'],
    ]);
  });
});
