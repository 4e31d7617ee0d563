import { toMajorUnits } from './types';

describe('prices quoted in minor units', () => {
  it("makes London's pence pounds, Johannesburg's cents rand and Tel Aviv's agorot shekels; others stay", () => {
    expect(toMajorUnits(7216, 'GBp')).toEqual({ price: 72.16, currency: 'GBP' });
    expect(toMajorUnits(72.16, 'GBX')).toEqual({ price: 0.7216, currency: 'GBP' });
    expect(toMajorUnits(12345, 'ZAc')).toEqual({ price: 123.45, currency: 'ZAR' });
    expect(toMajorUnits(1000, 'ILA')).toEqual({ price: 10, currency: 'ILS' });
    expect(toMajorUnits(212.49, 'USD')).toEqual({ price: 212.49, currency: 'USD' });
  });
});
