import { isFaithful, numbersIn } from './phrase';

const ORIGINAL = 'Dining Out spending rose 42% to $312.40 in October compared with $220.10 in September.';

describe('checking an LLM’s rephrasing of an insight', () => {
  it('reads the numbers as written, without thousands separators', () => {
    expect(numbersIn('$1,234.50 on 3 October (42%)')).toEqual(['1234.50', '3', '42']);
  });

  it('accepts a rewording that keeps every figure', () => {
    expect(isFaithful(ORIGINAL, 'You spent $312.40 on dining out in October, up 42% from $220.10 in September.')).toBe(
      true,
    );
  });

  it('refuses an invented or altered figure', () => {
    expect(isFaithful(ORIGINAL, 'Dining out rose 45% to $312.40 in October from $220.10 in September.')).toBe(false);
    expect(isFaithful(ORIGINAL, 'Dining out rose 42% to $312 in October from $220.10 in September.')).toBe(false);
    expect(
      isFaithful(ORIGINAL, 'Dining out rose 42% to $312.40 in October from $220.10 in September, about $3 a day.'),
    ).toBe(false);
  });

  it('refuses a rewording that drops an amount', () => {
    expect(isFaithful(ORIGINAL, 'Dining out rose 42% in October.')).toBe(false);
  });

  it('checks the amounts in the home currency', () => {
    const pounds = 'Dining Out spending rose 42% to £312.40 in October compared with £220.10 in September.';
    expect(isFaithful(pounds, 'You spent £312.40 on dining out in October, up 42% from £220.10.', 'GBP')).toBe(true);
    expect(isFaithful(pounds, 'Dining out rose 42% to £312.40 in October.', 'GBP')).toBe(false);
    const aud = 'The A$88.10 charge at Woolworths on 5 June is 2.0 times its usual A$44.05.';
    expect(isFaithful(aud, 'Woolworths charged A$88.10 on 5 June, 2.0 times the usual.', 'AUD')).toBe(false);
    expect(isFaithful(aud, 'On 5 June Woolworths charged A$88.10, 2.0 times its usual A$44.05.', 'AUD')).toBe(true);
  });

  it('refuses advice', () => {
    expect(
      isFaithful(
        ORIGINAL,
        'Dining out rose 42% to $312.40 in October from $220.10 in September; you should cook more.',
      ),
    ).toBe(false);
    expect(
      isFaithful(
        ORIGINAL,
        'Consider cutting back: dining out rose 42% to $312.40 in October from $220.10 in September.',
      ),
    ).toBe(false);
  });
});
