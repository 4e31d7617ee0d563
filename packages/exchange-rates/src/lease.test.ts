import type { CurrencyCode } from '@tracker/contracts';
import type { Connection } from 'mongoose';
import { REFRESH_LEASE_ID } from './store';
import { useRatesFixture } from './testing/setup';

const f = useRatesFixture();
let other: Connection;

beforeAll(async () => {
  other = await f.connect();
});

beforeEach(() => f.reset());

const codes = (list: string) => list.split(',') as CurrencyCode[];
const lease = () => f.connection.collection('fx_coverage').findOne({ _id: REFRESH_LEASE_ID as never });

describe('the one refresher across processes (the lease in fx_coverage)', () => {
  it('two processes missing the same dates make one ECB call, and both read its answer', async () => {
    // Each store is another process: its own connection, refresher, guard and lease holder.
    const [first, second] = [f.rates(), f.rates({}, other)];
    const before = f.ecb.rateCalls();
    const [a, b] = await Promise.all([
      first.rates(codes('GBP,USD'), '2024-04-01', '2024-04-30'),
      second.rates(codes('GBP,USD'), '2024-04-01', '2024-04-30'),
    ]);
    expect(f.ecb.rateCalls() - before).toBe(1);
    expect(first.calls + second.calls).toBe(1);
    // 42.60 GBP on 15 April at 1.08 / 0.84 USD, in both.
    expect(a.convert(4260, 'GBP', 'USD', '2024-04-15')).toBe(5477);
    expect(b.convert(4260, 'GBP', 'USD', '2024-04-15')).toBe(5477);
    expect((await lease())?.refreshLease.until).toEqual(new Date(0)); // released once answered
  });

  it('asks for the newest days at most once per refresh period across processes', async () => {
    let now = Date.parse('2024-06-14T09:00:00Z');
    const clock = () => now;
    const [first, second] = [f.rates({ now: clock }), f.rates({ now: clock }, other)];
    const before = f.ecb.rateCalls();
    await first.rates(codes('CHF'), '2024-06-10', '2024-06-14');
    now += 30 * 60_000;
    await second.rates(codes('CHF'), '2024-06-10', '2024-06-14');
    expect(f.ecb.rateCalls() - before).toBe(1);
    now += 31 * 60_000;
    await second.rates(codes('CHF'), '2024-06-10', '2024-06-14');
    expect(f.ecb.rateCalls() - before).toBe(2);
  });

  it('waits out a lease left by a process that died, then takes it', async () => {
    await f.connection.collection('fx_coverage').insertOne({
      _id: REFRESH_LEASE_ID as never,
      refreshLease: { holder: 'a process that died', until: new Date(Date.now() + 1_000) },
      backoffUntil: new Date(0),
    });
    const before = f.ecb.rateCalls();
    // A store waits up to its own lease time: 2 x 5 s + 1 s here.
    const t = await f.rates().rates(codes('GBP'), '2024-02-05', '2024-02-09');
    expect(t.convert(8400, 'GBP', 'EUR', '2024-02-07')).toBe(10000);
    expect(f.ecb.rateCalls() - before).toBe(1);
    expect((await lease())?.refreshLease.holder).not.toBe('a process that died');
  });

  it('reads what is stored, without asking, while another holds the lease longer than it waits', async () => {
    await f.connection.collection('fx_coverage').insertOne({
      _id: REFRESH_LEASE_ID as never,
      refreshLease: { holder: 'a slow process', until: new Date(Date.now() + 60_000) },
      backoffUntil: new Date(0),
    });
    const before = f.ecb.rateCalls();
    const t = await f.rates({ timeoutMs: 100 }).rates(codes('GBP'), '2024-02-05', '2024-02-09');
    expect(t.convert(8400, 'GBP', 'EUR', '2024-02-07')).toBeNull();
    expect(f.ecb.rateCalls() - before).toBe(0);
  });

  it("a 429 holds every process back for the ECB's Retry-After", async () => {
    f.ecb.setMode('rate_limit');
    const before = f.ecb.rateCalls();
    await f.rates().rates(codes('GBP'), '2024-10-07', '2024-10-11');
    expect(f.ecb.rateCalls() - before).toBe(1);
    f.ecb.setMode('ok');
    const second = f.rates({}, other);
    const held = await second.rates(codes('GBP'), '2024-10-07', '2024-10-11');
    expect(held.convert(8400, 'GBP', 'EUR', '2024-10-09')).toBeNull();
    expect(f.ecb.rateCalls() - before).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // the fake's Retry-After: 1 second
    const after = await second.rates(codes('GBP'), '2024-10-07', '2024-10-11');
    expect(after.convert(8400, 'GBP', 'EUR', '2024-10-09')).toBe(10000);
  });
});
