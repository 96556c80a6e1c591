// ESLint flat config: TypeScript, React hooks, accessibility, and the import direction of
// STYLE.md (shared modules -> wizards / content -> routes -> app; wizards never import each other).

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'content-seed/uploads'] },
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
    files: [
      'src/routes/**',
      'src/i18n/**',
      'src/config/**',
      'src/content/**',
      'src/db/**',
      'src/crypto/**',
      'src/device/**',
      'src/sw/**',
      'src/wizards/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/app/*', '**/app'], message: 'Shared modules must not import the app layer.' }] },
      ],
    },
  },
  {
    // Only the storage facade talks to IndexedDB (STYLE.md "Storage and offline"). The typescript-eslint
    // variant of no-restricted-imports is a separate rule, so it adds to the app-layer restriction
    // above instead of replacing it; it also catches `import type` from Dexie.
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
