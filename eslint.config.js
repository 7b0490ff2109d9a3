import js from '@eslint/js';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The three sides of docs/architecture.md: the app and the server meet only in the contract. */
const sides = [
  { type: 'app', pattern: 'src/**' },
  { type: 'server', pattern: 'server/**' },
  { type: 'contract', pattern: 'contract/**' },
];

export default tseslint.config(
  { ignores: ['dist', 'data', 'coverage', 'node_modules', 'server/db/migrations', '.test-data'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'contract/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': sides,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'app' } }, allow: { to: { element: { types: { anyOf: ['app', 'contract'] } } } } },
            { from: { element: { type: 'server' } }, allow: { to: { element: { types: { anyOf: ['server', 'contract'] } } } } },
            { from: { element: { type: 'contract' } }, allow: { to: { element: { type: 'contract' } } } },
            // Packages from node_modules are each side's own business.
            { allow: { to: { module: { origin: 'external' } } } },
          ],
        },
      ],
    },
  },
);
