/** Prepared figures for the insight tests: one user's June–November, as of 20 November 2024. */
import type { InsightsRequest } from '@tracker/contracts';

type Transaction = InsightsRequest['transactions'][number];

function spend(date: string, description: string, amount: string, category: string | null): Transaction {
  return { date, description, amount, isIncome: false, category };
}

function earn(date: string, description: string, amount: string, category: string | null): Transaction {
  return { date, description, amount, isIncome: true, category };
}

export const PREPARED: InsightsRequest = {
  userId: 'insights-user',
  asOf: '2024-11-20',
  budgets: [
    { name: 'Groceries', monthlyAmount: '450.00' },
    { name: 'Dining Out', monthlyAmount: '300.00' },
    { name: 'Travel', monthlyAmount: '500.00' },
  ],
  transactions: [
    // Pay and rent.
    earn('2024-09-28', 'ACME CORP DES:PAYROLL ID:XXXXX45 INDN:DOE JANE CO ID:XXXXX1234 PPD', '4200.00', 'Salary'),
    earn('2024-10-28', 'ACME CORP DES:PAYROLL ID:XXXXX45 INDN:DOE JANE CO ID:XXXXX1234 PPD', '4200.00', 'Salary'),
    spend('2024-08-01', 'SO MR P JONES RENT', '1500.00', 'Housing'),
    spend('2024-09-01', 'SO MR P JONES RENT', '1500.00', 'Housing'),
    spend('2024-10-01', 'SO MR P JONES RENT', '1500.00', 'Housing'),
    spend('2024-11-01', 'SO MR P JONES RENT', '1500.00', 'Housing'),
    // Dining out: $220.10 in September, $312.40 in October, $280.00 so far in November.
    spend('2024-09-06', 'TST* ROSIES DINER AUSTIN TX', '100.00', 'Dining Out'),
    spend('2024-09-20', 'SQ *VELVET TACO DALLAS TX', '120.10', 'Dining Out'),
    spend('2024-10-04', 'TST* ROSIES DINER AUSTIN TX', '150.00', 'Dining Out'),
    spend('2024-10-18', 'CHUYS TEX MEX AUSTIN TX', '162.40', 'Dining Out'),
    spend('2024-11-08', 'CHUYS TEX MEX AUSTIN TX', '280.00', 'Dining Out'),
    // Groceries: about $400 a month in weekly shops, then $512.30 so far in November against a $450.00 budget.
    spend('2024-09-03', 'KROGER #0412 COLUMBUS OH', '96.10', 'Groceries'),
    spend('2024-09-10', 'KROGER #0412 COLUMBUS OH', '121.40', 'Groceries'),
    spend('2024-09-17', 'WHOLEFDS MKT 10234 AUSTIN TX', '88.25', 'Groceries'),
    spend('2024-09-24', 'KROGER #0412 COLUMBUS OH', '104.25', 'Groceries'),
    spend('2024-10-02', 'KROGER #0412 COLUMBUS OH', '131.00', 'Groceries'),
    spend('2024-10-09', 'WHOLEFDS MKT 10234 AUSTIN TX', '79.60', 'Groceries'),
    spend('2024-10-16', 'KROGER #0412 COLUMBUS OH', '112.90', 'Groceries'),
    spend('2024-10-23', 'KROGER #0412 COLUMBUS OH', '76.50', 'Groceries'),
    spend('2024-11-03', 'KROGER #0412 COLUMBUS OH', '300.00', 'Groceries'),
    spend('2024-11-10', 'WHOLEFDS MKT 10234 AUSTIN TX', '212.30', 'Groceries'),
    // Subscriptions: Netflix steady, Spotify's price rises in November.
    ...['08', '09', '10', '11'].map((month) =>
      spend(`2024-${month}-05`, 'NETFLIX.COM 866-579-7172 CA', '15.49', 'Subscriptions'),
    ),
    ...['08', '09', '10'].map((month) =>
      spend(`2024-${month}-05`, 'SPOTIFY P1A2B3C4D5 STOCKHOLM', '9.99', 'Subscriptions'),
    ),
    spend('2024-11-05', 'SPOTIFY P1A2B3C4D5 STOCKHOLM', '11.99', 'Subscriptions'),
    // Best Buy: about $115 now and then, then $482.00 on 14 November.
    spend('2024-06-03', 'BEST BUY 00123 AUSTIN TX', '110.00', 'Shopping'),
    spend('2024-07-20', 'BEST BUY 00123 AUSTIN TX', '115.00', 'Shopping'),
    spend('2024-09-28', 'BEST BUY 00123 AUSTIN TX', '120.00', 'Shopping'),
    spend('2024-11-14', 'BEST BUY 00123 AUSTIN TX', '482.00', 'Shopping'),
    // Not spending: savings and transfers between own accounts.
    spend('2024-10-15', 'TRANSFER TO SAVINGS', '500.00', 'Savings'),
    earn('2024-10-20', 'TRANSFER FROM J CITIZEN', '50.00', 'Transfer'),
  ],
};

/** A new user's first statement: 1–19 November 2024, as of 20 November (no earlier month to compare with). */
export const ONE_MONTH: InsightsRequest = {
  userId: 'new-user',
  asOf: '2024-11-20',
  budgets: [],
  transactions: [
    earn('2024-11-01', 'ACME CORP DES:PAYROLL ID:XXXXX45 INDN:DOE JANE CO ID:XXXXX1234 PPD', '2100.00', 'Salary'),
    earn('2024-11-15', 'ACME CORP DES:PAYROLL ID:XXXXX45 INDN:DOE JANE CO ID:XXXXX1234 PPD', '2100.00', 'Salary'),
    spend('2024-11-01', 'SO MR P JONES RENT', '1500.00', 'Housing'),
    spend('2024-11-03', 'KROGER #0412 COLUMBUS OH', '96.10', 'Groceries'),
    spend('2024-11-10', 'KROGER #0412 COLUMBUS OH', '121.40', 'Groceries'),
    spend('2024-11-17', 'WHOLEFDS MKT 10234 AUSTIN TX', '88.25', 'Groceries'),
    spend('2024-11-05', 'NETFLIX.COM 866-579-7172 CA', '15.49', 'Subscriptions'),
    spend('2024-11-05', 'SPOTIFY P1A2B3C4D5 STOCKHOLM', '11.99', 'Subscriptions'),
    spend('2024-11-08', 'DIRECT DEBIT BRITISH GAS 800012345', '84.00', 'Bills'),
    spend('2024-11-08', 'TST* ROSIES DINER AUSTIN TX', '64.50', 'Dining Out'),
    spend('2024-11-12', 'BEST BUY 00123 AUSTIN TX', '349.99', 'Shopping'),
    spend('2024-11-14', 'POS 1234 CORNER SHOP', '12.00', null),
    // Not spending: money put aside, and a transfer in from another own account.
    spend('2024-11-02', 'TRANSFER TO SAVINGS', '400.00', 'Savings'),
    earn('2024-11-09', 'TRANSFER FROM J CITIZEN', '50.00', 'Transfer'),
  ],
};
