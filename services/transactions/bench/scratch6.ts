import { startHarness, testRequest } from '../src/testing/harness';
import { startFakeCategoriser } from '../src/testing/fakeCategoriser';
async function main() {
  const h = await startHarness();
  const fake = await startFakeCategoriser({ categorise: () => ({ category: 'Groceries', confidence: 0.9, stage: 'model' }) });
  fake.calls.push = () => 0;
  const app = h.app({ CATEGORISER_URL: fake.url });
  const user = await h.user();
  const lines = ['Date,Description,Amount'];
  const M = ['TESCO STORES', 'STARBUCKS', 'COSTA COFFEE', 'AMAZON MKTPLACE', 'UBER TRIP', 'SHELL'];
  const N = Number(process.env.N ?? 20000);
  for (let i = 0; i < N; i++) lines.push(`2024-04-${String((i % 28) + 1).padStart(2, '0')},"CARD PAYMENT TO ${M[i % 6]} ${M[i%6].split(' ')[0]}${i % 400} LONDON ON 2024-01-01 REF ${i}",-${(i % 90) + 1}.25`);
  const t = performance.now();
  const res = await testRequest(app).post('/api/transactions/upload-fast').set('Cookie', user.cookie).attach('file', Buffer.from(lines.join('\n')), { filename: 'a.csv', contentType: 'text/csv' });
  const ms = performance.now() - t;
  console.log(res.status, JSON.stringify(res.body), ms.toFixed(0), 'ms', Math.round(N / (ms / 1000)), 'rows/s');
  await fake.close();
  await h.stop();
}
main();
