import { writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { openStatement } from '../src/routes/uploads/parse/statement';
import { isSkippable } from '../src/routes/uploads/parse/layout';
import { readRow } from '../src/routes/uploads/parse/rows';
import { descriptionWords, searchKeys } from '../src/routes/transactions/keys';
import { serialize } from 'bson';
async function main() {
  const lines = ['Date,Description,Amount'];
  for (let i = 0; i < 100000; i++) lines.push(`2024-04-${String((i % 28) + 1).padStart(2, '0')},"CARD PAYMENT TO STARBUCKS STARBUCKS${i % 400} LONDON ON 2024-01-01 REF ${i}",-${(i % 90) + 1}.25`);
  writeFileSync('/tmp/s100k.csv', lines.join('\n'));
  let t = performance.now();
  const st = await openStatement('/tmp/s100k.csv', 's.csv');
  console.log('pass1', (performance.now() - t).toFixed(0));
  t = performance.now();
  let n = 0; let idx = -1;
  const rows = [];
  for await (const rs of st.records()) for (const r of rs) { idx++; if (idx <= st.layout.headerIndex || isSkippable(r, st.layout)) continue; const res = readRow(r, st.layout); if (res.ok) rows.push(res.row); n++; }
  console.log('pass2 parse', (performance.now() - t).toFixed(0), n);
  t = performance.now();
  for (const row of rows) createHash('sha1').update(`acc\u0000${row.date}\u0000${row.cents}\u0000${row.description.toLowerCase()}`).digest('base64url').slice(0, 16);
  console.log('hash', (performance.now() - t).toFixed(0));
  t = performance.now();
  const docs = rows.map((row) => { const words = descriptionWords(row.description); return { userId: 'u', description: row.description, category: 'Dining Out', amountCents: Math.abs(row.cents), date: row.date, keys: searchKeys({ description: row.description, category: 'Dining Out', source: 'upload', transactionType: 'Expense', amountCents: Math.abs(row.cents), date: row.date, tags: [], pending: false }, words), isIncome: false, source: 'upload', tags: [], pending: false, deleted: false, aiCategorised: true, confidence: 0.9, dedupeKey: 'abcdefghijklmnop#1', importId: null, institution: null, transactionType: 'Expense', createdAt: new Date() }; });
  console.log('docs', (performance.now() - t).toFixed(0));
  t = performance.now();
  for (const d of docs) serialize(d);
  console.log('bson', (performance.now() - t).toFixed(0));
}
main();
