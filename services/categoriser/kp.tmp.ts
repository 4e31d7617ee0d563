import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageDir } from './src/reference/cache';
import { categoryOfTags } from './src/reference/osmCategories';
import { nameWords, brandIndex } from './src/reference/brandIndex';
import { normaliseDescription, CHANNEL_MARKERS } from './src/normalise/merchant';
import { readRows, DEVELOPMENT_PATH, EVALUATION_PATH, HOLDOUT_PATH } from './src/seed/rows';
import { knownMerchantsFreshFormats } from './bench/knownMerchants';
const dir = join(packageDir('name-suggestion-index'), 'dist', 'json', 'filtered');
const keep = JSON.parse(readFileSync(join(dir, 'brands_keep.json'), 'utf8')).keep;
const bi = brandIndex() as any;
const votes = new Map<string, Map<string, number>>();
let inIndex = 0;
for (const [key, count] of Object.entries<number>(keep)) {
  const [tag, name] = key.split('|'); const [k, v] = tag.split('/');
  const cat = categoryOfTags({ [k]: v }) ?? '';
  const words = nameWords(name); if (!words) continue;
  if (bi.byName.has(words.join(''))) { inIndex++; continue; }
  const compact = words.join(' ');
  if (compact.replace(/ /g, '').length < 4) continue;
  let m = votes.get(compact); if (!m) votes.set(compact, m = new Map());
  m.set(cat, (m.get(cat) ?? 0) + count);
}
const names = new Map<string, string>();
for (const [n, m] of votes) { const s = [...m].sort((a, b) => b[1] - a[1]); if (s[0][0] !== '' && s[0][1] >= 2 * (s[1]?.[1] ?? 0)) names.set(n, s[0][0]); }
console.log('keep in index', inIndex, 'new names', names.size);
for (const [setName, rows] of [['dev', readRows(DEVELOPMENT_PATH)], ['eval', readRows(EVALUATION_PATH)], ['holdout', readRows(HOLDOUT_PATH)], ['seed', knownMerchantsFreshFormats()]] as const) {
  let hit = 0, ok = 0;
  for (const row of rows) {
    if (row.isIncome) continue;
    const words = normaliseDescription(row.description).text.split(' ').filter((w) => w && !CHANNEL_MARKERS.has(w));
    let found: string | undefined; let fn = '';
    for (let len = Math.min(6, words.length); len >= Number(process.env.MINW ?? 1); len--) { const n = words.slice(0, len).join(' '); if (names.has(n)) { found = names.get(n); fn = n; break; } }
    if (found === undefined) continue;
    hit++; if (found === row.category) ok++;
    if (setName !== 'seed' || found !== row.category) if (process.env.V) console.log(' ', setName, row.description, `[${fn}]`, row.category, '->', found);
  }
  console.log(setName, 'hits', hit, 'right', ok);
}
