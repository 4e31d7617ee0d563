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
