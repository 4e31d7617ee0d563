import { screen } from '@testing-library/react';
import { createFakeApi } from '../../../test/fakeApi';
import { renderInShell } from '@tracker/shell-sdk/testing';
import { InsightsCard, isRecurringTip } from './InsightsCard';

describe('AI Insights and recurring charges', () => {
  it('links a recurring-charges tip to the Recurring page, and no other tip', async () => {
    const api = createFakeApi({
      insights: ['3 recurring monthly charges found, totalling $45.00 a month: A, B and C.', 'Dining rose 20%.'],
    });
    renderInShell(<InsightsCard />, { fetch: api.fetch });
    const links = await screen.findAllByTestId('insight-recurring-link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/transactions/recurring');
    expect(isRecurringTip('The monthly charge from Netflix rose from $15.49 to $17.99 on 12 Oct.')).toBe(true);
    expect(isRecurringTip('Likely recurring charge found: Spotify $9.99.')).toBe(true);
    expect(isRecurringTip('Groceries were 12% lower than last month.')).toBe(false);
  });
});
