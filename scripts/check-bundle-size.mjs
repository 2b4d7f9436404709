// Fails when the JavaScript a visitor downloads for the home page grows past the budget, when the validation library
// is part of it or of the reviews wall's (response schemas load with the first answer that needs them, the review
// dialog when it is opened), or when any of the operations console's code is part of what the storefront loads.
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
// The reviews wall: a public page whose review dialog (with the form library) loads only when a customer opens it.
const REVIEWS_PAGE_MODULE = 'src/features/reviews/reviews-page.tsx';
const CONSOLE_SOURCES = 'src/features/admin/';

const dist = path.resolve(process.env.WEB_DIST_DIR ?? 'apps/web/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/** The chunks a page needs before interaction: the entry, the app it starts, the page's lazy chunk and their imports. */
function firstLoadOf(pageModule) {
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
  if (!manifest[pageModule]) throw new Error(`The page chunk (${pageModule}) is missing from the build manifest.`);
  visit(pageModule);
  return wanted;
}
const wanted = firstLoadOf(HOME_PAGE_MODULE);

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

// The reviews wall: its size for the record, and no validation library.
let reviewsTotal = 0;
const reviewsWithValidation = [];
for (const key of firstLoadOf(REVIEWS_PAGE_MODULE)) {
  const bytes = readFileSync(path.join(dist, manifest[key].file));
  if (bytes.includes(VALIDATION_LIBRARY_MARK)) reviewsWithValidation.push(manifest[key].file);
  reviewsTotal += gzipSync(bytes, { level: 9 }).length;
}
console.info(`JavaScript loaded by /review: ${kb(reviewsTotal)} KB gzipped.`);
if (reviewsWithValidation.length > 0) console.error(`The validation library is part of /review's first load: ${reviewsWithValidation.join(', ')}`);

if (total > HOME_JS_BUDGET_BYTES || withValidation.length > 0 || reviewsWithValidation.length > 0) process.exit(1);
