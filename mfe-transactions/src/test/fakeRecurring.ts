/** GET /api/recurring and PUT /api/recurring/:id of the in-memory API: the series as seeded, their status kept. */
import type { FakeAnswer, FakeCall } from '@tracker/shell-sdk/testing';
import type { RecurringListResponse, RecurringStatus } from '@tracker/contracts';

export function recurringRoute(list: RecurringListResponse, call: FakeCall): FakeAnswer | undefined {
  if (call.method === 'GET' && call.path === '/api/recurring') return { status: 200, body: list };
  const one = /^\/api\/recurring\/([^/]+)$/.exec(call.path);
  if (call.method !== 'PUT' || !one) return undefined;
  const series = [...list.charges, ...list.income].find((s) => s.id === one[1]);
  if (!series) return { status: 404, body: { error: 'Series not found', message: 'Series not found' } };
  series.status = (call.body as { status: RecurringStatus }).status;
  return { status: 200, body: { id: series.id, status: series.status } };
}
