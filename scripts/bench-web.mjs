// `npm run bench:web`: Lighthouse (mobile, default simulated throttling) against a freshly started shop serving the
// production build of the web app, on the pages a visitor from a search result or a social link lands on.
// Next to them, a baseline measured in the same run: a page of plain text served by a bare Node server, the floor
// this machine and Lighthouse's simulation give any page. Each page is measured three times (BENCH_WEB_RUNS) and the
// median shown. The goals are those of the performance work.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildWeb } from './build-web.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { firstTapCases, measureFirstTaps, printFirstTaps, signedInCustomer } from './first-tap.mjs';

const root = path.resolve(import.meta.dirname, '..');
const GOAL = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100, fcpMs: 1200, lcpMs: 1800, tbtMs: 100, cls: 0.02, homeJsKb: 80 };
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

function freePort() {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child, limitMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (child.exitCode !== null) throw new Error('The shop stopped while starting.');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('The shop did not become healthy in time.');
}

/** A page of plain text with nothing to load: what Lighthouse scores on this machine when the page costs nothing. */
function startBaseline(port) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Baseline</title><meta name="description" content="A page of plain text."></head>
<body><main><h1>Premium bentonite cat litter</h1><p>Clumps fast, locks odour, low dust. Unscented, rose and lavender.</p></main></body></html>`;
  // The first-tap table's floor: a button that opens a dialog, with nothing else to load or start.
  const tap = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Baseline tap</title></head><body><main><h1>Premium bentonite cat litter</h1>
<button type="button" onclick="document.querySelector('dialog').showModal()">Open</button><dialog><p>Clumps fast.</p></dialog></main></body></html>`;
  const server = createServer((req, res) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(req.url === '/tap' ? tap : html));
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'];

/** Why Lighthouse could not measure this run (its trace failed, say on a machine under load), or null when it could. */
function failure(lhr) {
  if (lhr.runtimeError) return lhr.runtimeError.message;
  const missing = METRICS.find((id) => lhr.audits[id]?.numericValue === undefined);
  return missing ? `${missing}: ${lhr.audits[missing]?.errorMessage ?? 'not measured'}` : null;
}

/** The files a public page names to be fetched ahead once it has loaded (apps/web/src/boot.ts), by path. */
async function namedAhead(url) {
  const html = await (await fetch(url)).text();
  const paths = new Set();
  for (const name of ['app-scripts', 'route-scripts', 'sign-in-files']) {
    const content = new RegExp(`<meta name="${name}" content="([^"]*)"`).exec(html)?.[1] ?? '';
    for (const p of content.split(' ').filter(Boolean)) paths.add(p);
  }
  return paths;
}

function summarise(lhr, aheadPaths) {
  const audit = (id) => lhr.audits[id];
  // The page's own scripts, apart from the code a public page fetches ahead at low priority once it has loaded (the
  // app's, the page's own and the sign-in dialog's): that is in the cache for the first tap, and never run before it.
  const requests = (audit('network-requests').details?.items ?? []).filter((r) => r.resourceType === 'Script');
  const ahead = (r) => aheadPaths.has(new URL(r.url).pathname);
  const kb = (list) => list.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024;
  return {
    performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
    'best-practices': Math.round((lhr.categories['best-practices'].score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo.score ?? 0) * 100),
    fcpMs: audit('first-contentful-paint').numericValue,
    lcpMs: audit('largest-contentful-paint').numericValue,
    tbtMs: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    jsKb: kb(requests.filter((r) => !ahead(r))),
    aheadKb: kb(requests.filter(ahead)),
  };
}

/** A run Lighthouse could not measure is run again, up to this many times, and never enters the figures. */
const ATTEMPTS = 3;

async function measure(url) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
    const why = failure(lhr);
    if (!why) return lhr;
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse could not measure ${url} in ${ATTEMPTS} attempts: ${why}`);
    console.warn(`${url}: not measured (${why}); measuring again`);
  }
}

/**
 * The pages to measure, by their names in the table (`BENCH_WEB_PAGES=/,/hi/`; the baseline always): every page when
 * unset. A limited run leaves out the first taps, which need the product page.
 */
const ONLY_PAGES = process.env.BENCH_WEB_PAGES ? new Set(process.env.BENCH_WEB_PAGES.split(',').map((p) => p.trim())) : null;

/** How many times each page is measured (`BENCH_WEB_RUNS`); the table shows the median of each figure. */
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));

const median = (values) => {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** One row from several runs: the median of each measure, and the lowest of the scores that must be 100 every time. */
function combine(results) {
  const of = (key) => results.map((r) => r[key]);
  return {
    performance: median(of('performance')),
    accessibility: Math.min(...of('accessibility')),
    'best-practices': Math.min(...of('best-practices')),
    seo: Math.min(...of('seo')),
    fcpMs: median(of('fcpMs')),
    lcpMs: median(of('lcpMs')),
    tbtMs: median(of('tbtMs')),
    tbtRangeMs: [Math.min(...of('tbtMs')), Math.max(...of('tbtMs'))],
    cls: median(of('cls')),
    jsKb: median(of('jsKb')),
    aheadKb: median(of('aheadKb')),
  };
}

const measured = (format) => (value) => (typeof value === 'number' && Number.isFinite(value) ? format(value) : 'n/a');
const fmt = {
  s: measured((ms) => `${(ms / 1000).toFixed(2)} s`),
  ms: measured((ms) => `${Math.round(ms)} ms`),
  kb: measured((kb) => `${Math.round(kb)} KB`),
  cls: measured((cls) => cls.toFixed(3)),
  ratio: measured((ratio) => `${ratio.toFixed(2)}×`),
};

ensureChromium();
buildWeb();
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-web-'));
const [port, pgPort, basePort] = [await freePort(), await freePort(), await freePort()];
const shop = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'pipe'],
  env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', EMBEDDED_PG_PORT: String(pgPort), LOG_LEVEL: 'warn', NODE_ENV: 'development', GA_MEASUREMENT_ID: '', PUBLIC_BASE_URL: '' },
});
let shopErrors = '';
shop.stderr.on('data', (d) => (shopErrors += d));
const stopped = new Promise((resolve) => shop.on('exit', resolve));
const baseline = await startBaseline(basePort);
let chrome;
try {
  const origin = `http://127.0.0.1:${port}`;
  await waitForHealth(`${origin}/api/v1/health`, shop);
  const products = await (await fetch(`${origin}/api/v1/products/all-products`)).json();
  const first = products.products[0];
  const allPages = [
    ['baseline (plain text)', `http://127.0.0.1:${basePort}/`],
    ['/', `${origin}/`],
    ['/explore', `${origin}/explore`],
    ['/product-details/:id', `${origin}/product-details/${first._id}`],
    ['/review', `${origin}/review`],
    // The same pages in Hindi (decision 035): their own words, the Devanagari face preloaded.
    ['/hi/', `${origin}/hi`],
    ['/hi/explore', `${origin}/hi/explore`],
  ];
  const pages = allPages.filter(([name], i) => i === 0 || !ONLY_PAGES || ONLY_PAGES.has(name));
  if (pages.length === 1) throw new Error(`BENCH_WEB_PAGES names none of the pages: ${allPages.slice(1).map(([name]) => name).join(', ')}`);
  chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  // Lighthouse's figures swing from run to run on a shared machine: each page is measured RUNS times, in rounds, so a
  // busy moment touches every page alike. A first visit per page warms the server (and its caches) as real traffic would.
  for (const [, url] of pages) await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const runs = pages.map(() => []);
  const aheadOf = await Promise.all(pages.map(([, url]) => namedAhead(url)));
  for (let round = 1; round <= RUNS; round++) {
    for (const [i, [, url]] of pages.entries()) {
      runs[i].push(summarise(await measure(url), aheadOf[i]));
    }
    console.info(`measured round ${round} of ${RUNS}`);
  }
  const rows = pages.map(([name], i) => [name, combine(runs[i])]);
  const base = rows[0][1];
  const header = ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'FCP', 'LCP', 'LCP ÷ baseline', 'TBT', 'CLS', 'JS with the page', 'JS fetched ahead'];
  const lines = rows.map(([name, r]) => [
    name,
    String(Math.round(r.performance)),
    String(r.accessibility),
    String(r['best-practices']),
    String(r.seo),
    fmt.s(r.fcpMs),
    fmt.s(r.lcpMs),
    fmt.ratio(r.lcpMs / base.lcpMs),
    RUNS > 1 ? `${fmt.ms(r.tbtMs)} (${r.tbtRangeMs.map((v) => Math.round(v)).join('–')})` : fmt.ms(r.tbtMs),
    fmt.cls(r.cls),
    fmt.kb(r.jsKb),
    fmt.kb(r.aheadKb),
  ]);
  lines.push(['goal', `≥ ${GOAL.performance}`, '100', '100', '100', `≤ ${fmt.s(GOAL.fcpMs)}`, `≤ ${fmt.s(GOAL.lcpMs)}`, '', `≤ ${GOAL.tbtMs} ms`, `≤ ${GOAL.cls}`, `≤ ${GOAL.homeJsKb} KB on /`, 'after load, low priority']);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const print = (cells) => console.info(`| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`);
  console.info(`\nMedian of ${RUNS} run${RUNS > 1 ? 's' : ''} per page${RUNS > 1 ? ' (TBT: median, then lowest–highest); a11y, best practices and SEO: the lowest' : ''}.`);
  print(header);
  console.info(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const l of lines) print(l);
  // The first tap, beside Lighthouse's figures: Lighthouse never taps, so it never pays for what the first tap costs.
  if (!ONLY_PAGES) {
    const litter = products.products.find((p) => p.category === 'litter' && p.availability && p.inStock) ?? first;
    const customer = await signedInCustomer(origin, litter);
    printFirstTaps(await measureFirstTaps(firstTapCases(origin, `http://127.0.0.1:${basePort}/tap`, litter, customer)));
  }
} catch (err) {
  console.error(shopErrors);
  throw err;
} finally {
  await chrome?.kill();
  baseline.close();
  shop.kill('SIGTERM');
  await stopped;
  rmSync(dataDir, { recursive: true, force: true });
}
