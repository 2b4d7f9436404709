// Fails when the JavaScript a visitor downloads for the home page grows past the budget, when the validation library
// is part of it (response schemas load with the first answer that needs them), or when any of the operations
// console's code is part of what the storefront loads.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// The home page before interaction, gzipped: React's client, react-router and Redux Toolkit are about 110 KB of it
// (the goal of 80 KB would need a smaller runtime than the one the app is built on; see docs/decisions/013).
export const HOME_JS_BUDGET_BYTES = 145 * 1024;
/** A name only zod's core carries: none of it may be in the first load. */
const VALIDATION_LIBRARY_MARK = '$ZodType';
// The route module the router loads for /: the home page with the sections app/ composes into it.
const HOME_PAGE_MODULE = 'src/app/routes/home-route.tsx';
const CONSOLE_SOURCES = 'src/features/admin/';

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
// The first script starts the app once the page has painted (src/boot.ts): the app and its imports load with every page.
for (const app of manifest['index.html'].dynamicImports ?? []) visit(app);
if (!manifest[HOME_PAGE_MODULE]) throw new Error(`The home page chunk (${HOME_PAGE_MODULE}) is missing from the build manifest.`);
visit(HOME_PAGE_MODULE);

// The console is its own chunk, loaded only at /admin: none of its modules may be bundled into the storefront's.
const consoleChunk = Object.entries(manifest).find(([key]) => key.startsWith(CONSOLE_SOURCES));
if (!consoleChunk) throw new Error(`The operations console (${CONSOLE_SOURCES}) is not a chunk of its own in the build manifest.`);
const leaked = [...wanted].filter((key) => key.startsWith(CONSOLE_SOURCES) || manifest[key].file === consoleChunk[1].file);
if (leaked.length > 0) {
  console.error(`The storefront's JavaScript includes console code: ${leaked.join(', ')}`);
  process.exit(1);
}

let total = 0;
let totalBrotli = 0;
const withValidation = [];
const rows = [...wanted].map((key) => {
  const file = manifest[key].file;
  const bytes = readFileSync(path.join(dist, file));
  if (bytes.includes(VALIDATION_LIBRARY_MARK)) withValidation.push(file);
  const size = gzipSync(bytes, { level: 9 }).length;
  total += size;
  totalBrotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return { file, kb: (size / 1024).toFixed(1) };
});
for (const row of rows) console.info(`  ${row.kb.padStart(7)} KB  ${row.file}`);
const kb = (bytes) => (bytes / 1024).toFixed(1);
const verdict = total <= HOME_JS_BUDGET_BYTES ? 'within' : 'OVER';
console.info(`JavaScript loaded by /: ${kb(total)} KB gzipped (${kb(totalBrotli)} KB brotli), ${verdict} the budget of ${HOME_JS_BUDGET_BYTES / 1024} KB.`);
if (withValidation.length > 0) console.error(`The validation library is part of the first load: ${withValidation.join(', ')}`);
if (total > HOME_JS_BUDGET_BYTES || withValidation.length > 0) process.exit(1);
