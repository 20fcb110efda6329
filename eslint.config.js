import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist.*/**',
      '**/node_modules/**',
      'data/**',
      'apps/api/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'apps/web/build/**',
      'apps/web/.test-builds/**',
      'apps/web/.react-router/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // No code built from strings at run time (issue 53): hot paths use closures.
      'no-eval': 'error',
      'no-new-func': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // The page's own plain script (public/prerendered-page.js, which holds early taps and starts the app on a prerendered page).
    files: ['apps/web/public/prerendered-page.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Plain scripts the service worker imports (public/push-handler.js).
    files: ['apps/web/public/push-handler.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // Configuration is read in one place: config.ts parses and validates the environment.
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      'apps/api/src/config.ts',
      // Race and cross-instance tests pick PGlite or PostgreSQL from TEST_DATABASE_URL, as the
      // suite's global setup does; they are harness code, not the app.
      'apps/api/src/**/*.test.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration from apps/api/src/config.ts.' },
      ],
    },
  },
);
