// Fails when the JavaScript a visitor downloads for the home page, in either language, grows past its budgets (before
// interaction, and at the first interaction, when the app starts), when the validation library is part of it or of the
// reviews wall's (response schemas load with the first answer that needs them, the review dialog when it is opened),
// when any of the operations console's code is part of what the storefront loads, or when a language's first load
// carries the other language's words (each language's browser code is built apart: decision 040).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { parseAst } from 'vite';

// What `/` downloads before the visitor does anything: the page's first script and its imports (src/boot.ts). On a
// public page the app waits for the visitor's first touch, key or scroll, so this is all a reader's phone fetches.
export const BEFORE_INTERACTION_BUDGET_BYTES = 80 * 1024;
// What the first touch on `/` brings: the app and the home page's own code. React's client, react-router and Redux
// Toolkit are about 110 KB of it (see docs/benchmarks/bundle-size.md); the figure grows only for what every page
// shows: 145 KB until the header's search box (its suggestions load when it is focused) took it to 146, 154 while each
// texts module carried its Hindi beside its English, 150 once each language was built apart (decision 040: the
// Hindi is gone from it, the language's switch, banner and formats remain), and 151 for what every page now does for a
// signed-in customer and the law: every call asks in the page's language, the account's language is offered on a new
// device (decision 044), and the grievance officer staff set is named in the footer (decision 038).
export const FIRST_INTERACTION_BUDGET_BYTES = 151 * 1024;
// The same on `/hi/`: the same code with the Hindi words in place of the English ones, which weigh a little more
// (Devanagari takes three bytes a letter in UTF-8 where English takes one).
export const HINDI_FIRST_INTERACTION_BUDGET_BYTES = 153 * 1024;
/** A name only zod's core carries: none of it may be in the first load. */
const VALIDATION_LIBRARY_MARK = '$ZodType';
// The route module the router loads for /: the home page with the sections app/ composes into it.
const HOME_PAGE_MODULE = 'src/app/routes/home-route.tsx';
// The reviews wall: a public page whose review dialog (with the form library) loads only when a customer opens it.
const REVIEWS_PAGE_MODULE = 'src/features/reviews/reviews-page.tsx';
const CONSOLE_SOURCES = 'src/features/admin/';
/** A text only React's development build carries: a bundle built with it is twice the size and far slower to start. */
const REACT_DEVELOPMENT_MARK = 'Download the React DevTools';
/** The home page's words in each language (`defineTexts(english, hindi)`): neither build may carry the other's. */
const HOME_TEXTS_FILE = 'apps/web/src/features/home/texts.ts';
/** How the minifier may quote a string. */
const QUOTES = ['`', '"', "'"];
/** Words this short may be any language's (a brand, a unit): only longer ones tell the languages apart. */
const MARK_MIN_LENGTH = 12;

/** Each language's build (scripts/build-web.mjs): its manifest, the home page's address, its first-interaction budget. */
const LANGUAGES = [
  { locale: 'en', manifest: '.vite/manifest.json', home: '/', firstInteractionBudget: FIRST_INTERACTION_BUDGET_BYTES },
  { locale: 'hi', manifest: '.vite/manifest.hi.json', home: '/hi/', firstInteractionBudget: HINDI_FIRST_INTERACTION_BUDGET_BYTES },
];

const dist = path.resolve(process.env.WEB_DIST_DIR ?? 'apps/web/dist');
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** The plain strings of each argument of the `defineTexts` calls in a texts module, per language (in LANGUAGES' order). */
function wordsOf(file) {
  const words = LANGUAGES.map(() => new Set());
  const visit = (node) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && node.callee.name === 'defineTexts') {
      node.arguments.forEach((arg, i) => {
        const collect = (n) => {
          if (!n || typeof n !== 'object') return;
          if (Array.isArray(n)) return n.forEach(collect);
          if (n.type === 'Literal' && typeof n.value === 'string') words[i]?.add(n.value);
          for (const [key, value] of Object.entries(n)) if (key !== 'type') collect(value);
        };
        collect(arg);
      });
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'type') visit(value);
  };
  visit(parseAst(readFileSync(file, 'utf8'), { lang: 'ts' }));
  // What tells a language apart: its words that no other language uses too (a brand name is in both), long enough.
  return words.map((own, i) => [...own].filter((w) => w.length >= MARK_MIN_LENGTH && words.every((other, j) => j === i || !other.has(w))));
}
const homeWords = wordsOf(HOME_TEXTS_FILE);
if (homeWords.some((marks) => marks.length === 0)) throw new Error(`${HOME_TEXTS_FILE} has no words of its own in some language to look for.`);

let failed = false;
const fail = (message) => {
  console.error(message);
  failed = true;
};

for (const [index, { locale, manifest: manifestFile, home, firstInteractionBudget }] of LANGUAGES.entries()) {
  const manifest = JSON.parse(readFileSync(path.join(dist, manifestFile), 'utf8'));
  console.info(`\n${home} (${locale}, ${manifestFile})`);

  /** The chunks `keys` load, with every chunk they import statically, leaving out those in `loaded` already. */
  const closure = (keys, loaded = new Set()) => {
    const wanted = new Set();
    const visit = (key) => {
      const chunk = manifest[key];
      if (!chunk || wanted.has(key) || loaded.has(key)) return;
      wanted.add(key);
      for (const dep of chunk.imports ?? []) visit(dep);
    };
    keys.forEach(visit);
    return wanted;
  };
  if (!manifest[HOME_PAGE_MODULE]) throw new Error(`The home page chunk (${HOME_PAGE_MODULE}) is missing from ${manifestFile}.`);
  const beforeInteraction = closure(['index.html']);
  // The boot script starts the app (its dynamic import, src/main.tsx) and fetches the page's route chunks beside it.
  const firstInteraction = closure([...(manifest['index.html'].dynamicImports ?? []), HOME_PAGE_MODULE], beforeInteraction);
  const wanted = new Set([...beforeInteraction, ...firstInteraction]);

  // The console is its own chunk, loaded only at /admin: none of its modules may be bundled into the storefront's.
  const consoleChunk = Object.entries(manifest).find(([key]) => key.startsWith(CONSOLE_SOURCES));
  if (!consoleChunk) throw new Error(`The operations console (${CONSOLE_SOURCES}) is not a chunk of its own in ${manifestFile}.`);
  const leaked = [...wanted].filter((key) => key.startsWith(CONSOLE_SOURCES) || manifest[key].file === consoleChunk[1].file);
  if (leaked.length > 0) fail(`The storefront's JavaScript (${locale}) includes console code: ${leaked.join(', ')}`);

  const withValidation = [];
  const withDevelopmentReact = [];
  // The other languages' own words on the home page: none may be in this language's first load.
  const foreign = homeWords.filter((_, i) => i !== index).flat();
  const withForeignWords = [];
  /** Prints the chunks of one stage with their gzipped sizes; returns the stage's gzip and brotli totals. */
  const measure = (title, keys) => {
    let gzip = 0;
    let brotli = 0;
    console.info(title);
    for (const key of keys) {
      const file = manifest[key].file;
      const bytes = readFileSync(path.join(dist, file));
      if (bytes.includes(VALIDATION_LIBRARY_MARK)) withValidation.push(file);
      if (bytes.includes(REACT_DEVELOPMENT_MARK)) withDevelopmentReact.push(file);
      const text = bytes.toString('utf8');
      // Whole strings, as the minifier writes them (the same words inside a longer text elsewhere are not these).
      const found = foreign.find((word) => QUOTES.some((q) => text.includes(`${q}${word}${q}`)));
      if (found) withForeignWords.push(`${file} ("${found}")`);
      const size = gzipSync(bytes, { level: 9 }).length;
      gzip += size;
      brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
      console.info(`  ${kb(size).padStart(7)} KB  ${file}`);
    }
    return { gzip, brotli };
  };
  const stages = [
    [`JavaScript ${home} loads before interaction`, measure('Before interaction:', beforeInteraction), BEFORE_INTERACTION_BUDGET_BYTES],
    [`JavaScript the first interaction on ${home} loads`, measure('At the first interaction:', firstInteraction), firstInteractionBudget],
  ];
  for (const [name, { gzip, brotli }, budget] of stages) {
    if (gzip > budget) failed = true;
    console.info(`${name}: ${kb(gzip)} KB gzipped (${kb(brotli)} KB brotli), ${gzip <= budget ? 'within' : 'OVER'} the budget of ${budget / 1024} KB.`);
  }
  if (withValidation.length > 0) fail(`The validation library is part of ${home}'s first load: ${withValidation.join(', ')}`);
  if (withDevelopmentReact.length > 0) fail(`React's development build is part of ${home}'s first load (build with NODE_ENV=production): ${withDevelopmentReact.join(', ')}`);
  if (withForeignWords.length > 0) fail(`${home}'s first load carries another language's words (${HOME_TEXTS_FILE}): ${withForeignWords.join(', ')}`);

  // The reviews wall: what its first interaction loads, for the record, and no validation library in it.
  let reviewsTotal = 0;
  const reviewsWithValidation = [];
  if (!manifest[REVIEWS_PAGE_MODULE]) throw new Error(`The reviews page chunk (${REVIEWS_PAGE_MODULE}) is missing from ${manifestFile}.`);
  for (const key of closure([...(manifest['index.html'].dynamicImports ?? []), REVIEWS_PAGE_MODULE], beforeInteraction)) {
    const bytes = readFileSync(path.join(dist, manifest[key].file));
    if (bytes.includes(VALIDATION_LIBRARY_MARK)) reviewsWithValidation.push(manifest[key].file);
    reviewsTotal += gzipSync(bytes, { level: 9 }).length;
  }
  console.info(`JavaScript the first interaction on ${home}review loads: ${kb(reviewsTotal)} KB gzipped.`);
  if (reviewsWithValidation.length > 0) fail(`The validation library is part of ${home}review's first load: ${reviewsWithValidation.join(', ')}`);
}

if (failed) process.exit(1);
