import { currencyList, rateUnavailableNote } from './convertedMoney';

describe('rateUnavailableNote', () => {
  it('names the currencies whose rate is unknown, once each, as a sentence lists them', () => {
    expect(rateUnavailableNote(['GBP'])).toBe('Exchange rate unavailable for GBP: shown per currency, not converted');
    expect(rateUnavailableNote(['AUD', 'GBP', 'AUD'])).toBe(
      'Exchange rate unavailable for AUD and GBP: shown per currency, not converted',
    );
    expect(currencyList(['AUD', 'JPY', 'USD'])).toBe('AUD, JPY and USD');
  });

  it('says it unnamed when no currency is given (an answer without missingRates)', () => {
    expect(rateUnavailableNote([])).toBe('Exchange rate unavailable: shown per currency, not converted');
  });
});
