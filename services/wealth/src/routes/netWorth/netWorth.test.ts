import { netWorthHistorySchema } from '@tracker/contracts';
import { startHarness, type Harness } from '../../testing/harness';
import { netWorthSnapshotModel } from './model';
import { NetWorthService } from './service';

jest.setTimeout(60_000);

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.stop();
});

const today = new Date('2026-11-27T10:00:00Z');

async function historyOf(snapshots: Array<[string, string]>) {
  const user = await h.user();
  const model = netWorthSnapshotModel(h.connection);
  for (const [date, netWorth] of snapshots) {
    await model.create({ userId: user.userId, date, netWorth, totalAssets: netWorth, totalLiabilities: '0' });
  }
  return netWorthHistorySchema.parse(await new NetWorthService(h.connection, () => today).history(user.userId));
}

describe('net-worth history: the change over the quarter', () => {
  it('is null for one day of history', async () => {
    expect((await historyOf([['2026-11-27', '5000']])).change).toBeNull();
  });

  it('covers what the history covers when it began this quarter', async () => {
    const history = await historyOf([['2026-11-03', '10000'], ['2026-11-27', '10210']]);
    expect(history.change).toEqual({ percent: '2.1', from: '2026-11-03', wholeQuarter: false });
  });

  it('starts from the last snapshot before the quarter, even one older than the history window', async () => {
    const history = await historyOf([['2025-06-01', '8000'], ['2026-09-30', '10000'], ['2026-10-15', '12000'], ['2026-11-20', '11000']]);
    expect(history.points.map((p) => p.date)).toEqual(['2026-09-30', '2026-10-15', '2026-11-20']);
    expect(history.change).toEqual({ percent: '10.0', from: '2026-10-01', wholeQuarter: true });
    const old = await historyOf([['2025-06-01', '8000'], ['2026-11-20', '6000']]);
    expect(old.points).toHaveLength(1);
    expect(old.change).toEqual({ percent: '-25.0', from: '2026-10-01', wholeQuarter: true });
  });

  it("is another user's own", async () => {
    await historyOf([['2026-09-30', '10000'], ['2026-11-20', '11000']]);
    expect(await historyOf([])).toEqual({ points: [], change: null });
  });
});
