import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const WEB_FEATURES = path.join(import.meta.dirname, 'apps/web/src/features');

/** The feature a file or import target belongs to (its first folder below apps/web/src/features), or null outside them. */
function featureOf(target) {
  const relative = path.relative(WEB_FEATURES, target);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0];
}

/** Whether an import target is a feature's public face: a file at its root named public.ts or public-<part>.ts. */
function isFeatureFace(target) {
  const parts = path.relative(WEB_FEATURES, target).split(path.sep);
  return parts.length === 2 && /^public(-[a-z]+)*$/.test(parts[1]);
}

/**
 * Web features never reach into each other: what two features share lives in components/, store/ or lib/, and app/
 * composes features. A feature that owns state others build on (the cart's lines, their price and stock) offers it
 * through public faces at its root (public.ts, public-<part>.ts, split by what each costs to load), and only those
 * may be imported from another feature. Specifiers are resolved from the importing file, so '../cart/x' and
 * '../../cart/x' both count.
 */
const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      crossFeature:
        "The {{from}} feature imports '{{source}}' from the {{to}} feature. Import one of its public faces (public.ts, public-<part>.ts), move what both need to components/, store/ or lib/, or compose the two in app/.",
    },
  },
  create(context) {
    const from = featureOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), source);
      const to = featureOf(target);
      if (to && to !== from && !isFeatureFace(target)) context.report({ node: node.source, messageId: 'crossFeature', data: { from, to, source } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

const API_SRC = path.join(import.meta.dirname, 'apps/api/src');

/**
 * The API's floors, read from the top: what a file may import sits on its own floor or lower. routes/ (HTTP) and
 * web/ (pages) call workflows/, which combine modules/; every module writes the audit log and runs on jobs/,
 * adapters/ (the outside world), db/ and lib/; config.ts is the ground. The files at the top of src/ (app.ts, api.ts,
 * services.ts, server.ts) and ops/ put the floors together and may import any of them.
 */
const API_FLOORS = { routes: 6, web: 6, workflows: 5, modules: 4, audit: 3, jobs: 3, adapters: 2, db: 1, lib: 0, config: -1 };

/** The top: the files that assemble the floors (app.ts, api.ts, services.ts, server.ts, ops/). */
const API_TOP = 9;

/** The floor of a file of apps/api/src (by its first folder), or null outside it. */
function apiFloorOf(target) {
  const relative = path.relative(API_SRC, target);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return API_FLOORS[relative.split(path.sep)[0].replace(/\.[cm]?[jt]s$/, '')] ?? API_TOP;
}

/** The module a file of apps/api/src/modules belongs to (its first folder there), or null outside them. */
function apiModuleOf(target) {
  return folderBelow(path.join(API_SRC, 'modules'), target);
}

/** The first folder below `root` that `target` lies in, or null outside `root`. */
function folderBelow(root, target) {
  const relative = path.relative(root, target);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const parts = relative.split(path.sep);
  return parts.length > 1 ? parts[0] : null;
}

/** Whether an import names types only (`import type { X }`, or every specifier marked `type`). */
function typesOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type');
}

/** A rule that calls `check(targetPath, node)` for every relative import or re-export of the file. */
function relativeImportRule(messages, setup) {
  return {
    meta: { type: 'problem', schema: [], messages },
    create(context) {
      const check = setup(context.filename);
      if (!check) return {};
      const visit = (node) => {
        const source = node.source?.value;
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        check(path.resolve(path.dirname(context.filename), source), node, (messageId, data) => context.report({ node: node.source, messageId, data: { source, ...data } }));
      };
      return { ImportDeclaration: visit, ExportNamedDeclaration: visit, ExportAllDeclaration: visit, ImportExpression: visit };
    },
  };
}

/**
 * API modules never import each other: what two of them need together is a workflow, or is handed in by services.ts.
 * The one thing a module may name of another is the interface of the service it is handed (`import type` from a
 * `*.service.ts` file), so that it says what it uses without reaching into the other's code.
 */
const noCrossModuleImports = relativeImportRule(
  {
    crossModule:
      "The {{from}} module imports '{{source}}' from the {{to}} module. Combine the two in a workflow, hand the service in from services.ts (naming only its interface, with import type), or move what both need below modules/.",
  },
  (filename) => {
    const from = apiModuleOf(filename);
    if (!from) return null;
    return (target, node, report) => {
      const to = apiModuleOf(target);
      if (!to || to === from) return;
      if (typesOnly(node) && /\.service(\.ts)?$/.test(target)) return;
      report('crossModule', { from, to });
    };
  },
);

/** No import runs from a lower floor of the API to a higher one (see API_FLOORS). */
const apiFloors = relativeImportRule(
  {
    upward: "'{{source}}' is on a higher floor ({{to}}) than this file ({{from}}): routes/ and web/ > workflows/ > modules/ > audit/, jobs/ > adapters/ > db/ > lib/ > config.ts.",
  },
  (filename) => {
    const from = apiFloorOf(filename);
    if (from === null || from === API_TOP) return null;
    const name = (floor) => (floor === API_TOP ? 'the top' : Object.keys(API_FLOORS).filter((k) => API_FLOORS[k] === floor).join(' or '));
    return (target, _node, report) => {
      const to = apiFloorOf(target);
      if (to !== null && to > from) report('upward', { from: name(from), to: name(to) });
    };
  },
);

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-*/**', '**/node_modules/**', 'data/**', 'data-*/**', '**/test-results/**', '**/playwright-report/**', 'apps/api/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, shop: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } } },
    rules: { ...reactHooks.configs.recommended.rules, 'shop/no-cross-feature-imports': 'error' },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/**/*.test.ts'],
    plugins: { api: { rules: { 'no-cross-module-imports': noCrossModuleImports, floors: apiFloors } } },
    rules: { 'api/no-cross-module-imports': 'error', 'api/floors': 'error' },
  },
  {
    files: ['apps/api/src/routes/sandbox-checkout.js', 'apps/api/src/routes/sandbox-upi-app.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
    // A plain ES5-style browser script with the constructor shape Razorpay's Checkout has.
    rules: { '@typescript-eslint/no-this-alias': 'off' },
  },
  {
    files: ['scripts/**/*.mjs', 'apps/api/src/ops/**', 'apps/api/bench/**'],
    rules: { 'no-console': 'off' },
  },
);
