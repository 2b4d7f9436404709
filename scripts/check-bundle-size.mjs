// Fails when the JavaScript a visitor downloads for the home page grows past its budgets (before interaction, and at
// the first interaction, when the app starts), when the validation library is part of it or of the reviews wall's
// (response schemas load with the first answer that needs them, the review dialog when it is opened), or when any of
// the operations console's code is part of what the storefront loads.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// What `/` downloads before the visitor does anything: the page's first script and its imports (src/boot.ts). On a
// public page the app waits for the visitor's first touch, key or scroll, so this is all a reader's phone fetches.
export const BEFORE_INTERACTION_BUDGET_BYTES = 80 * 1024;
// What the first touch on `/` brings: the app and the home page's own code. React's client, react-router and Redux
// Toolkit are about 110 KB of it (see docs/benchmarks/bundle-size.md); the figure grows only for what every page
// shows: 145 KB until the header's search box (its suggestions load when it is focused) took it to 146, and 154 while
// each texts module carries its Hindi beside its English (decision 035), until each language is built apart.
export const FIRST_INTERACTION_BUDGET_BYTES = 154 * 1024;
/** A name only zod's core carries: none of it may be in the first load. */
const VALIDATION_LIBRARY_MARK = '$ZodType';
// The route module the router loads for /: the home page with the sections app/ composes into it.
const HOME_PAGE_MODULE = 'src/app/routes/home-route.tsx';
// The reviews wall: a public page whose review dialog (with the form library) loads only when a customer opens it.
const REVIEWS_PAGE_MODULE = 'src/features/reviews/reviews-page.tsx';
const CONSOLE_SOURCES = 'src/features/admin/';
/** A text only React's development build carries: a bundle built with it is twice the size and far slower to start. */
const REACT_DEVELOPMENT_MARK = 'Download the React DevTools';

const dist = path.resolve(process.env.WEB_DIST_DIR ?? 'apps/web/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/** The chunks `keys` load, with every chunk they import statically, leaving out those in `loaded` already. */
function closure(keys, loaded = new Set()) {
  const wanted = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || wanted.has(key) || loaded.has(key)) return;
    wanted.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return wanted;
}
if (!manifest[HOME_PAGE_MODULE]) throw new Error(`The home page chunk (${HOME_PAGE_MODULE}) is missing from the build manifest.`);
const beforeInteraction = closure(['index.html']);
// The boot script starts the app (its dynamic import, src/main.tsx) and fetches the page's route chunks beside it.
const firstInteraction = closure([...(manifest['index.html'].dynamicImports ?? []), HOME_PAGE_MODULE], beforeInteraction);
const wanted = new Set([...beforeInteraction, ...firstInteraction]);

// The console is its own chunk, loaded only at /admin: none of its modules may be bundled into the storefront's.
const consoleChunk = Object.entries(manifest).find(([key]) => key.startsWith(CONSOLE_SOURCES));
if (!consoleChunk) throw new Error(`The operations console (${CONSOLE_SOURCES}) is not a chunk of its own in the build manifest.`);
const leaked = [...wanted].filter((key) => key.startsWith(CONSOLE_SOURCES) || manifest[key].file === consoleChunk[1].file);
if (leaked.length > 0) {
  console.error(`The storefront's JavaScript includes console code: ${leaked.join(', ')}`);
  process.exit(1);
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const withValidation = [];
const withDevelopmentReact = [];
/** Prints the chunks of one stage with their gzipped sizes; returns the stage's gzip and brotli totals. */
function measure(title, keys) {
  let gzip = 0;
  let brotli = 0;
  console.info(title);
  for (const key of keys) {
    const file = manifest[key].file;
    const bytes = readFileSync(path.join(dist, file));
    if (bytes.includes(VALIDATION_LIBRARY_MARK)) withValidation.push(file);
    if (bytes.includes(REACT_DEVELOPMENT_MARK)) withDevelopmentReact.push(file);
    const size = gzipSync(bytes, { level: 9 }).length;
    gzip += size;
    brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    console.info(`  ${kb(size).padStart(7)} KB  ${file}`);
  }
  return { gzip, brotli };
}
const stages = [
  ['JavaScript / loads before interaction', measure('Before interaction:', beforeInteraction), BEFORE_INTERACTION_BUDGET_BYTES],
  ['JavaScript the first interaction on / loads', measure('At the first interaction:', firstInteraction), FIRST_INTERACTION_BUDGET_BYTES],
];
let over = false;
for (const [name, { gzip, brotli }, budget] of stages) {
  over ||= gzip > budget;
  console.info(`${name}: ${kb(gzip)} KB gzipped (${kb(brotli)} KB brotli), ${gzip <= budget ? 'within' : 'OVER'} the budget of ${budget / 1024} KB.`);
}
if (withValidation.length > 0) console.error(`The validation library is part of the first load: ${withValidation.join(', ')}`);
if (withDevelopmentReact.length > 0) console.error(`React's development build is part of the first load (build with NODE_ENV=production): ${withDevelopmentReact.join(', ')}`);

// The reviews wall: what its first interaction loads, for the record, and no validation library in it.
let reviewsTotal = 0;
const reviewsWithValidation = [];
if (!manifest[REVIEWS_PAGE_MODULE]) throw new Error(`The reviews page chunk (${REVIEWS_PAGE_MODULE}) is missing from the build manifest.`);
for (const key of closure([...(manifest['index.html'].dynamicImports ?? []), REVIEWS_PAGE_MODULE], beforeInteraction)) {
  const bytes = readFileSync(path.join(dist, manifest[key].file));
  if (bytes.includes(VALIDATION_LIBRARY_MARK)) reviewsWithValidation.push(manifest[key].file);
  reviewsTotal += gzipSync(bytes, { level: 9 }).length;
}
console.info(`JavaScript the first interaction on /review loads: ${kb(reviewsTotal)} KB gzipped.`);
if (reviewsWithValidation.length > 0) console.error(`The validation library is part of /review's first load: ${reviewsWithValidation.join(', ')}`);

if (over || withValidation.length > 0 || withDevelopmentReact.length > 0 || reviewsWithValidation.length > 0) process.exit(1);
