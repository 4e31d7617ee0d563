/** What the Summary tab's test files share: a fixed today, the render, and builders of the payloads the tab reads. */
import type { ComponentType } from 'react';
import { screen } from '@testing-library/react';
import type { Asset, BudgetCategory, BudgetType } from '@tracker/contracts';
import type { DialogProps } from '../features/dashboard/federatedDialogs';
import { SummaryTab } from '../features/dashboard/components/SummaryTab';
import type { FakeApi } from './fakeApi';
import { renderWithProviders } from './renderWithProviders';

export const TODAY = new Date(2026, 2, 15); // 15 March 2026

export function renderSummary(
  api: FakeApi,
  extra: { loadDialog?: (id: string) => Promise<ComponentType<DialogProps>>; auth?: 'signedIn' | 'signedOut' } = {},
) {
  return renderWithProviders(<SummaryTab today={TODAY} loadDialog={extra.loadDialog} />, { api, auth: extra.auth });
}

export const widget = (testId: string) => screen.getByTestId(testId);

export const budgetType = (id: string, name: string): BudgetType => ({
  id,
  name,
  color: '#3B82F6',
  icon: 'fas fa-folder',
  displayOrder: 0,
  month: 3,
  year: 2026,
});
export const budgetCategory = (
  id: string,
  budgetTypeId: string,
  name: string,
  amount: string,
  monthlyAmount = amount,
): BudgetCategory => ({
  id,
  budgetTypeId,
  name,
  amount,
  frequency: 'monthly',
  monthlyAmount,
  month: 3,
  year: 2026,
});
export const asset = (fields: Partial<Asset> & Pick<Asset, 'id' | 'type' | 'name' | 'value'>): Asset => ({
  quantity: null,
  symbol: null,
  description: null,
  priceUpdatedAt: null,
  ...fields,
});
