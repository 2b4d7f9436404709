// Builds the web app when its sources changed since the last build; a restart with nothing changed skips it.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
/** Where, inside the web build, the server renderer goes (apps/api/src/web/spa.ts loads it from there). */
export const SSR_DIR = '.ssr';
/** The languages the browser's code is built in, one build each (packages/contract/src/locale.ts LOCALES, English first). */
export const BROWSER_LOCALES = ['en', 'hi'];
const INPUTS = ['scripts/build-web.mjs', 'apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/contract/src', 'packages/pricing/src', 'package-lock.json'];

function* files(p) {
  if (!existsSync(p)) return;
  if (statSync(p).isDirectory()) {
    for (const name of readdirSync(p).sort()) yield* files(path.join(p, name));
  } else {
    yield p;
  }
}

/** A fingerprint of everything the bundle is made from. */
export function sourceFingerprint() {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(path.join(root, input))) {
      hash.update(path.relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

/** The raster copies of the shop's hero and product artwork, beside the SVGs in apps/api/media (kept when current). */
export function buildArtwork() {
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/ops/build-artwork.ts')], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('The raster copies of the shop\'s artwork could not be drawn.');
}

export function buildWeb({ outDir = path.join(root, 'apps/web/dist'), force = false } = {}) {
  buildArtwork();
  const stampFile = path.join(outDir, '.source-fingerprint');
  const fingerprint = sourceFingerprint();
  if (!force && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === fingerprint) {
    console.info('Web app is up to date; skipping the build.');
    return;
  }
  console.info('Building the web app...');
  // Always React's production build: `npm start` runs the server with NODE_ENV=development (its developer tools), and
  // Vite would otherwise take that to mean a development bundle, twice the size and several times slower to start.
  const env = { ...process.env, NODE_ENV: 'production' };
  const vite = (args, extraEnv = {}) =>
    spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', 'apps/web', '--logLevel', 'warn', ...args], { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  // The browser's code once per language (decision 040), English first (it empties the folder and copies public/), then
  // the others beside it: a chunk without words is the same file in both, and is shared.
  for (const locale of BROWSER_LOCALES) {
    const built = vite(['--outDir', outDir], { SHOP_BUILD_LOCALE: locale });
    if (built.status !== 0) throw new Error(`The web app (${locale}) failed to build.`);
  }
  // The server's renderer of the public pages, beside the browser's files but never served (a dot folder). It renders
  // every language, so it carries them all.
  const ssr = vite(['--ssr', path.join(root, 'apps/web/src/entry-server.tsx'), '--outDir', path.join(outDir, SSR_DIR), '--emptyOutDir'], { SHOP_BUILD_LOCALE: '' });
  if (ssr.status !== 0) throw new Error('The web app\'s server renderer failed to build.');
  writeFileSync(stampFile, fingerprint);
}

// WEB_DIST_DIR builds elsewhere than apps/web/dist, as the e2e and size scripts read it, so builds can run side by side.
if (import.meta.url === `file://${process.argv[1]}`) {
  buildWeb({ force: process.argv.includes('--force'), ...(process.env.WEB_DIST_DIR ? { outDir: path.resolve(process.env.WEB_DIST_DIR) } : {}) });
}
