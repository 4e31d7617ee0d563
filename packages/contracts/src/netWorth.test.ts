import { netWorthChange, netWorthChangeLabel, quarterStartOf } from './netWorth';

const day = (date: string, netWorth: string) => ({ date, netWorth });
const Q4 = '2026-10-01';

describe('quarterStartOf', () => {
  it('gives the first day of the calendar quarter', () => {
    expect(
      ['2026-01-01', '2026-03-31', '2026-04-01', '2026-08-15', '2026-11-27', '2026-12-31'].map(quarterStartOf),
    ).toEqual(['2026-01-01', '2026-01-01', '2026-04-01', '2026-07-01', '2026-10-01', '2026-10-01']);
  });
});

describe('netWorthChange: the change over the quarter from the daily snapshots', () => {
  it('shows nothing without history, with a single day, or from a start of 0', () => {
    expect(netWorthChange(null, [], Q4)).toBeNull();
    expect(netWorthChange(null, [day('2026-11-27', '1000')], Q4)).toBeNull();
    expect(netWorthChange(null, [day('2026-11-03', '0'), day('2026-11-27', '500')], Q4)).toBeNull();
    expect(netWorthChange(day('2026-09-30', '0'), [day('2026-11-27', '500')], Q4)).toBeNull();
  });

  it('covers only what the history covers when it starts inside the quarter', () => {
    const change = netWorthChange(
      null,
      [day('2026-11-03', '10000'), day('2026-11-10', '9000'), day('2026-11-27', '10210')],
      Q4,
    );
    expect(change).toEqual({ percent: '2.1', from: '2026-11-03', wholeQuarter: false });
    expect(netWorthChangeLabel(change!)).toBe('+2.1% since 3 Nov');
  });

  it('covers the whole quarter from the last snapshot before it began, however old', () => {
    const change = netWorthChange(
      day('2026-02-14', '20000'),
      [day('2026-10-20', '21000'), day('2026-11-27', '19500')],
      Q4,
    );
    expect(change).toEqual({ percent: '-2.5', from: Q4, wholeQuarter: true });
    expect(netWorthChangeLabel(change!)).toBe('-2.5% this quarter');
    // Nothing changed during the quarter: the figure is honest, 0.0%.
    const still = netWorthChange(day('2026-09-30', '20000'), [], Q4);
    expect(netWorthChangeLabel(still!)).toBe('0.0% this quarter');
  });

  it('measures against the size of a negative start, so paying down debt is a rise', () => {
    expect(netWorthChange(day('2026-09-01', '-1000'), [day('2026-11-27', '-500')], Q4)?.percent).toBe('50.0');
    expect(netWorthChange(day('2026-09-01', '-1000'), [day('2026-11-27', '-1500')], Q4)?.percent).toBe('-50.0');
    expect(netWorthChange(day('2026-09-01', '1000'), [day('2026-11-27', '-1000')], Q4)?.percent).toBe('-200.0');
  });

  it('rounds to one decimal, half away from zero, in exact decimal arithmetic', () => {
    expect(netWorthChange(day('2026-09-01', '1000'), [day('2026-11-27', '1000.5')], Q4)?.percent).toBe('0.1');
    expect(netWorthChange(day('2026-09-01', '1000'), [day('2026-11-27', '999.5')], Q4)?.percent).toBe('-0.1');
    expect(netWorthChange(day('2026-09-01', '1000'), [day('2026-11-27', '1000.49')], Q4)?.percent).toBe('0.0');
    expect(netWorthChangeLabel({ percent: '0.0', from: Q4, wholeQuarter: true })).toBe('0.0% this quarter');
  });
});
