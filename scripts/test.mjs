// `npm test`: typecheck, lint, unit and API tests, bundle budget, end-to-end tests; then one summary.
import { execFile, spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'test-results');
rmSync(path.join(results, 'vitest.json'), { force: true });
rmSync(path.join(results, 'e2e.json'), { force: true });
mkdirSync(results, { recursive: true });

// A fresh clone has no node_modules yet: install exactly what the lock file says.
if (!existsSync(path.join(root, 'node_modules/.package-lock.json'))) {
  console.info('=== installing dependencies (npm ci) ===');
  const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const steps = [
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['unit and API tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(results, 'vitest.json')}`]],
  ['web build', 'node', ['scripts/build-web.mjs']],
  ['bundle budget', 'node', ['scripts/check-bundle-size.mjs']],
  ['end-to-end tests', 'node', ['scripts/test-e2e.mjs']],
];

const outcomes = [];
for (const [name, cmd, args] of steps) {
  console.info(`\n=== ${name} ===`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } });
  outcomes.push({ name, ok: r.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
}

function readJson(file) {
  const p = path.join(results, file);
  return existsSync(p) ? JSON.parse(readFileSync(p, 'utf8')) : null;
}
let passed = 0;
let failed = 0;
const vitest = readJson('vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
}
const e2e = readJson('e2e.json');
if (e2e) {
  passed += e2e.stats.expected;
  failed += e2e.stats.unexpected + e2e.stats.flaky;
}

// What failed, in a few lines each, so the end of a long log says why.
const failures = [];
for (const file of vitest?.testResults ?? []) {
  for (const t of file.assertionResults ?? []) {
    if (t.status === 'failed') failures.push({ title: `${path.relative(root, file.name)} › ${t.fullName}`, error: t.failureMessages?.[0] ?? '' });
  }
}
function collectE2e(suite, titles) {
  for (const child of suite.suites ?? []) collectE2e(child, [...titles, child.title]);
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
      const result = t.results?.find((r) => r.status !== 'passed') ?? t.results?.[0];
      // A timeout comes as two errors: the test's own, then the step it was waiting in (with its line in the spec).
      const errors = (result?.errors ?? []).map((e) => {
        const at = e.location ? ` (at ${path.basename(e.location.file)}:${e.location.line})` : '';
        return `${(e.message ?? '').split('\n').slice(0, 6).join('\n')}${at}`;
      });
      failures.push({ title: `[${t.projectName}] ${[...titles, spec.title].filter(Boolean).join(' › ')}`, error: errors.join('\n') || (result?.status ?? '') });
    }
  }
}
for (const suite of e2e?.suites ?? []) collectE2e(suite, [suite.title]);
if (failures.length > 0) {
  console.info('\n=== failures ===');
  for (const f of failures) {
    // eslint-disable-next-line no-control-regex
    const lines = String(f.error).replace(/\u001b\[[0-9;]*m/g, '').split('\n').filter((l) => l.trim()).slice(0, 16);
    console.info(`✘ ${f.title}\n${lines.map((l) => `    ${l}`).join('\n')}`);
  }
}

// Duplicate code against the goals of issue 28, where the `duplicates` command is installed. Printed, never failing
// the run: a count over its goal is a place to look, not a verdict.
const DUPLICATE_GOALS = [
  ['apps/web/src', 50],
  ['apps/api/src', 20],
  ['packages', 5],
];
function onPath(command) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    try {
      accessSync(path.join(dir, command), constants.X_OK);
      return true;
    } catch {
      // not in this folder
    }
  }
  return false;
}
function countDuplicates(repo) {
  return new Promise((resolve) => {
    execFile('duplicates', ['--repo', repo, '--seconds', '60', '--most', '1'], { cwd: root, timeout: 90_000 }, (error, stdout) => {
      const first = String(stdout ?? '').split('\n')[0] ?? '';
      const pairs = /^no duplicates/.test(first) ? 0 : Number(/^(\d+) pairs? /.exec(first)?.[1] ?? NaN);
      const incomplete = /^incomplete:/m.test(String(stdout ?? ''));
      resolve({ repo, pairs: error && Number.isNaN(pairs) ? NaN : pairs, incomplete });
    });
  });
}
const duplicateLines = [];
if (onPath('duplicates')) {
  const counts = await Promise.all(DUPLICATE_GOALS.map(([repo]) => countDuplicates(repo)));
  for (const [i, { repo, pairs, incomplete }] of counts.entries()) {
    const goal = DUPLICATE_GOALS[i][1];
    if (Number.isNaN(pairs)) duplicateLines.push(`duplicates: ${repo} not measured (the command gave no count)`);
    else duplicateLines.push(`duplicates: ${repo} ${pairs} (goal ≤ ${goal})${pairs > goal ? ' over' : ''}${incomplete ? ' (incomplete)' : ''}`);
  }
} else {
  duplicateLines.push('duplicates: not measured (the `duplicates` command is not installed here)');
}

console.info('\n=== summary ===');
for (const o of outcomes) console.info(`${o.ok ? 'ok  ' : 'FAIL'}  ${o.name} (${o.seconds}s)`);
for (const line of duplicateLines) console.info(line);
const stepsFailed = outcomes.filter((o) => !o.ok).length;
if (stepsFailed > 0 && failed === 0) failed = stepsFailed;
console.info(`tests: ${passed} passed, ${failed} failed`);
// A runner's exit status alone is not trusted: a failed test counted in its report fails the run too.
process.exit(outcomes.every((o) => o.ok) && failed === 0 ? 0 : 1);
