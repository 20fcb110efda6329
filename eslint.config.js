import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const WEB = 'apps/web/src';

// Read at lint time so a new feature folder is fenced without touching this file.
const features = fs
  .readdirSync(`${WEB}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// A feature imports only components/, lib/, @sideline/shared (outside WEB) and itself.
const featureZones = features.map((name) => ({
  target: `${WEB}/features/${name}`,
  from: WEB,
  except: ['./components', './lib', `./features/${name}`],
  message: `features/${name} may import only components/, lib/, @sideline/shared and its own folder; move shared code down to components/ or lib/, or compose features in pages/.`,
}));

// The shared layers never reach up into features, pages or the app shell.
const layerZone = {
  target: [`${WEB}/components`, `${WEB}/lib`],
  from: [`${WEB}/features`, `${WEB}/pages`, `${WEB}/app`, `${WEB}/main.tsx`],
  message: 'components/ and lib/ must not import feature, page or app code.',
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'apps/api/drizzle/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Import graph rules. The TypeScript resolver reads each package's tsconfig, so it understands
    // the web app's `@/` alias, the API's `.js`-suffixed imports of .ts files and @sideline/shared.
    files: [`${WEB}/**/*.{ts,tsx}`, 'apps/api/src/**/*.ts', 'packages/shared/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // The dependency graph is parsed as TypeScript (without this, no-cycle cannot read .ts files).
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': undefined,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'apps/api/tsconfig.json', 'packages/shared/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-unresolved': 'error',
    },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...featureZones, layerZone] }] },
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
