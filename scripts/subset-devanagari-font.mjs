// `node scripts/subset-devanagari-font.mjs`: writes the Hindi pages' face (apps/web/src/styles/fonts/) from the pinned
// variable Noto Sans Devanagari, keeping only the letters named by its `unicode-range` in apps/web/src/styles/fonts.css
// and the weights the shop uses (decision 035). Run it again after changing either; `fonts.test.ts` checks they agree.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');
const require = createRequire(path.join(web, 'package.json'));
const subsetFont = require('subset-font');
const SOURCE = require.resolve('@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2');
const CSS = path.join(web, 'src/styles/fonts.css');
const OUT = path.join(web, 'src/styles/fonts/noto-sans-devanagari-hindi.woff2');
/** The weights Hindi pages use: 400 for text, 700 for headings and buttons, and the 500 and 600 between. */
const WEIGHTS = { min: 400, max: 700 };

/** The code points of the face's `unicode-range` (one face in fonts.css). */
export function codePointsOfRange(css) {
  const range = /unicode-range:\s*([^;]+);/.exec(css)?.[1];
  if (!range) throw new Error('fonts.css names no unicode-range');
  return range.split(',').flatMap((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    const [a, b] = [Number.parseInt(from, 16), Number.parseInt(to, 16)];
    return Array.from({ length: b - a + 1 }, (_, i) => a + i);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = String.fromCodePoint(...codePointsOfRange(readFileSync(CSS, 'utf8')));
  const source = readFileSync(SOURCE);
  const subset = await subsetFont(source, text, { targetFormat: 'woff2', variationAxes: { wght: WEIGHTS } });
  writeFileSync(OUT, subset);
  console.info(`${path.relative(root, OUT)}: ${subset.length} bytes (from ${source.length}), ${[...text].length} code points, weights ${WEIGHTS.min}–${WEIGHTS.max}`);
}
