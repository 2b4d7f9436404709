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
    files: ['apps/api/src/modules/payments/sandbox-checkout.js', 'apps/api/src/modules/payments/sandbox-upi-app.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
    // A plain ES5-style browser script with the constructor shape Razorpay's Checkout has.
    rules: { '@typescript-eslint/no-this-alias': 'off' },
  },
  {
    files: ['scripts/**/*.mjs', 'apps/api/src/ops/**', 'apps/api/bench/**'],
    rules: { 'no-console': 'off' },
  },
);
