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
    files: ['server/**', 'scripts/**', 'tests/**', 'bench/**', '*.config.{ts,js}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
