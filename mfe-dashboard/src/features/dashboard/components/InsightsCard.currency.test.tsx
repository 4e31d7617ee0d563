import { screen } from '@testing-library/react';
import { renderInShell } from '@tracker/shell-sdk/testing';
import { createFakeApi } from '../../../test/fakeApi';
import { InsightsCard, unconvertedNote } from './InsightsCard';

describe('AI Insights in the home currency', () => {
  it('asks for the insights in the home currency and says which currencies were left out', async () => {
    const api = createFakeApi({
      insights: ['In June spending of £117.72 was £17.72 more than income of £100.00.'],
      insightsMissingRates: ['AUD', 'JPY', 'USD'],
    });
    renderInShell(<InsightsCard />, { fetch: api.fetch, user: { homeCurrency: 'GBP' } });
    expect(await screen.findByTestId('insights-unconverted')).toHaveTextContent(
      'Exchange rate unavailable: amounts in AUD, JPY and USD are left out of these insights',
    );
    expect(screen.getByTestId('insight')).toHaveTextContent('£117.72');
    expect(api.callsTo('GET /api/analytics/insights')[0]?.query.toString()).toBe('currency=GBP');
  });

  it('says nothing more when every amount was converted', async () => {
    const api = createFakeApi({ insights: ['A tip.'] });
    renderInShell(<InsightsCard />, { fetch: api.fetch });
    expect(await screen.findByTestId('insight')).toBeInTheDocument();
    expect(screen.queryByTestId('insights-unconverted')).toBeNull();
    expect(unconvertedNote(['GBP'])).toBe('Exchange rate unavailable: amounts in GBP are left out of these insights');
  });
});
