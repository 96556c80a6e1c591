// ESLint flat config: TypeScript, React hooks, accessibility, and the architecture's walls
// (docs/architecture.md), each of which `tests/architecture/boundaries.test.ts` shows failing on a
// forbidden import.

import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { layers } from './scripts/architecture.js';
import { noCycleRule } from './scripts/no-cycle-rule.js';

/** Packages that bring React (or need it) into a module. */
const REACT_PACKAGES = [
  'react',
  'react-dom',
  'react-intl',
  'react-router',
  '@headlessui/react',
  'react-hook-form',
  '@hookform/resolvers',
  'dexie-react-hooks',
];

/**
 * The intake's SQL: its queries, its client and store, its migrations, the coordination's tables,
 * the safe copies' queries and routes (their figures reach the desk through the records).
 */
const INTAKE_SQL = [
  'server/intake/{sql-*,store,store-types,pglite-store,postgres-store,erasure}.ts',
  'server/intake/migrations/**',
  'server/intake/safe-copies/**',
  'server/intake/coordination/!(index).ts',
  'server/intake/coordination/migrations/**',
];

/** One resolver for every import wall, so that each reads a specifier the same way. */
const resolver = createTypeScriptImportResolver({ project: 'tsconfig.app.json' });

const wizards = readdirSync('src/wizards', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'test-results',
      'playwright-report',
      'content-seed/uploads',
      'bench/results',
      '.cache',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // The walls between layers: who may import whom (docs/architecture.md), and no cycles.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'scripts/**/*.ts'],
    plugins: { 'import-x': importX, architecture: { rules: { 'no-cycle': noCycleRule(resolver) } } },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [resolver],
    },
    rules: {
      'architecture/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...layers.map((layer) => ({
              target: layer.folders,
              from: layer.mayNotImport,
              message: `${layer.name} may not import ${layer.mayNotImport.join(', ')} (docs/architecture.md).`,
            })),
            ...wizards.map((wizard) => ({
              target: `src/wizards/${wizard}`,
              from: 'src/wizards',
              except: [`./${wizard}`],
              message: 'A wizard never imports another wizard (docs/architecture.md).',
            })),
            {
              target: ['src/!(outbox|safe-copy)/**', 'src/*.{ts,tsx}'],
              from: ['src/outbox/**'],
              except: ['**/src/outbox/index.ts', '**/src/outbox/worker.ts', '**/src/outbox/nudge.ts'],
              message:
                'Use the outbox through src/outbox (an app page), src/outbox/nudge (a document page) or src/outbox/worker (the service worker).',
            },
            {
              // Safe copies run in the page and the worker alike: of the outbox they share only
              // where the API is.
              target: ['src/safe-copy/**'],
              from: ['src/outbox/**'],
              except: ['**/src/outbox/api-settings.ts', '**/src/outbox/probe.ts'],
              message: 'Safe copies use only the outbox’s API settings and its link probe.',
            },
            {
              target: ['src/!(safe-copy)/**', 'src/*.{ts,tsx}'],
              from: ['src/safe-copy/**'],
              except: ['**/src/safe-copy/index.ts', '**/src/safe-copy/worker.ts', '**/src/safe-copy/ui/**'],
              message:
                'Use safe copies through src/safe-copy (the page), src/safe-copy/worker (the service worker) or its UI, src/safe-copy/ui.',
            },
            {
              target: ['src/!(db|safe-copy)/**', 'src/*.{ts,tsx}', 'server/**', 'scripts/**'],
              from: ['src/db/**'],
              except: ['**/src/db/index.ts', '**/src/db/hooks.ts', '**/src/db/light.ts'],
              message: 'Use the storage facade through src/db (or src/db/hooks for React).',
            },
            {
              // The safe copies' tables have their own facade, so that a page that never turns
              // safe copies on does not load it with src/db (docs/safe-copy.md).
              target: ['src/safe-copy/**'],
              from: ['src/db/**'],
              except: ['**/src/db/index.ts', '**/src/db/safe-copies.ts'],
              message: 'Safe copies use storage through src/db and src/db/safe-copies.',
            },
            {
              // Each table has one owner (docs/architecture.md, "Who owns which tables"): nothing
              // outside server/intake sees the intake's SQL, its client or its store; the desk and
              // the scripts use its records through server/intake.
              target: ['server/!(intake)/**', 'server/*.ts', 'scripts/**'],
              from: INTAKE_SQL,
              message:
                'Only server/intake sees its SQL and its database: use its records through server/intake (docs/architecture.md).',
            },
            {
              target: 'server/intake/**',
              from: ['server/desk/**'],
              message: 'The intake knows nothing of the desk, its tables least of all (docs/architecture.md).',
            },
            {
              target: 'server',
              from: ['src/**'],
              except: [
                '**/src/shared/**',
                '**/src/routes/**',
                '**/src/config/**',
                '**/src/i18n/locales.ts',
                '**/src/i18n/head.ts',
                '**/src/content/**',
                '**/src/search/**',
                '**/src/wizards/*/schema*.ts',
                // The words of the families' e-mails (server/desk/mail), data like the contracts.
                '**/src/locales/mail/*.json',
                '**/src/locales/forms/status.*.json',
                // The enrolment contract's words (server/desk/enrolment/contract-text.ts).
                '**/src/locales/contract/*.json',
              ],
              message: 'The server imports only the shared contracts from src/ (docs/architecture.md).',
            },
          ],
        },
      ],
    },
  },
  {
    // React lives in the UI only: contracts, storage, the outbox, the worker and the server never
    // load it (the service worker and the intake server could not run it).
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: [
      'src/app/**',
      'src/pages/**',
      'src/forms/**',
      'src/device/ui/**',
      'src/safe-copy/ui/**',
      'src/desk/**',
      'src/db/hooks.ts',
      'src/wizards/*/steps/**',
      'src/wizards/*/summary/**',
      'src/wizards/**/*.tsx',
      'src/wizards/*/*meta.ts',
      'src/wizards/*/use-*.ts',
      'src/entry-*.tsx',
      'src/boot.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: REACT_PACKAGES.map((name) => ({ name, message: 'React belongs to the UI layers only.' })),
          patterns: [
            { group: REACT_PACKAGES.map((name) => `${name}/*`), message: 'React belongs to the UI layers only.' },
          ],
        },
      ],
    },
  },
  {
    // The desk reaches its API only through its API modules (src/desk/api*.ts): no other module of
    // the desk writes an API path, calls fetch, or reaches for the raw call (docs/architecture.md).
    files: ['src/desk/**/*.{ts,tsx}'],
    ignores: ['src/desk/api*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value=/^\\x2Fapi\\x2F/]', 'TemplateElement[value.raw=/^\\x2Fapi\\x2F/]'].map((selector) => ({
          selector,
          message: 'Call the desk API through src/desk/api.ts (api.cases.move(id, body)...), never by its path.',
        })),
        ...["CallExpression[callee.name='fetch']", "CallExpression[callee.property.name='fetch']"].map((selector) => ({
          selector,
          message: 'Only src/desk/api*.ts calls fetch: add the call to src/desk/api.ts.',
        })),
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ regex: 'api-client$', message: 'Call the desk API through src/desk/api.ts, not the raw call.' }],
        },
      ],
    },
  },
  {
    // Only the storage facade talks to IndexedDB. The typescript-eslint variant of
    // no-restricted-imports is a separate rule, so it adds to the React rule above; it also
    // catches `import type` from Dexie.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['src/db/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['dexie', 'dexie/*', 'dexie-react-hooks', 'dexie-react-hooks/*'],
              message: 'Only src/db may use Dexie: import the facade from src/db instead.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**', 'scripts/**', 'tests/**', 'bench/**', '*.config.{ts,js}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
