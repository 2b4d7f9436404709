// Fails when the JavaScript a visitor downloads for the home page grows past the budget.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const HOME_JS_BUDGET_BYTES = 170 * 1024;
const HOME_PAGE_MODULE = 'src/features/home/home-page.tsx';

const dist = path.resolve(process.env.WEB_DIST_DIR ?? 'apps/web/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

// The entry, the home page's lazy chunk, and every chunk they import statically.
const wanted = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || wanted.has(key)) return;
  wanted.add(key);
  for (const dep of chunk.imports ?? []) visit(dep);
};
visit('index.html');
if (!manifest[HOME_PAGE_MODULE]) throw new Error(`The home page chunk (${HOME_PAGE_MODULE}) is missing from the build manifest.`);
visit(HOME_PAGE_MODULE);

let total = 0;
const rows = [...wanted].map((key) => {
  const file = manifest[key].file;
  const size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  total += size;
  return { file, kb: (size / 1024).toFixed(1) };
});
for (const row of rows) console.info(`  ${row.kb.padStart(7)} KB  ${row.file}`);
const verdict = total <= HOME_JS_BUDGET_BYTES ? 'within' : 'OVER';
console.info(`JavaScript loaded by /: ${(total / 1024).toFixed(1)} KB gzipped, ${verdict} the budget of ${HOME_JS_BUDGET_BYTES / 1024} KB.`);
if (total > HOME_JS_BUDGET_BYTES) process.exit(1);
