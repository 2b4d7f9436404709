import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/api/src/modules/payments/sandbox-checkout.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
    // A plain ES5-style browser script with the constructor shape Razorpay's Checkout has.
    rules: { '@typescript-eslint/no-this-alias': 'off' },
  },
  {
    files: ['scripts/**/*.mjs', 'apps/api/src/ops/**', 'apps/api/bench/**'],
    rules: { 'no-console': 'off' },
  },
);
