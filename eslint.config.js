import js from '@eslint/js';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The three sides of docs/architecture.md: the app and the server meet only in the contract. Inside
 * the app the first match names a file's layer: the areas (pages and resources), the shell (the
 * frame), the data layer (the data provider) and the rest (auth provider, texts, and the top:
 * main.tsx, entry-server.tsx, App.tsx and the route table, the files of category app-top). Inside
 * the server the database layer (server/db) imports nothing above it.
 */
const sides = [
  { type: 'app-area', pattern: ['src/pages/**', 'src/resources/**'] },
  { type: 'app-shell', pattern: 'src/shell/**' },
  { type: 'app-data', pattern: 'src/dataProvider/**' },
  { type: 'app', pattern: 'src/**' },
  { type: 'server-db', pattern: 'server/db/**' },
  { type: 'server', pattern: 'server/**' },
  { type: 'contract', pattern: 'contract/**' },
];

export default tseslint.config(
  { ignores: ['dist', 'build', 'data', 'coverage', 'node_modules', 'server/db/migrations', '.test-data'] },
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
      'boundaries/files': [{ category: 'app-top', pattern: ['src/main.tsx', 'src/entry-server.tsx', 'src/App.tsx', 'src/routes/**'] }],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            // The layers of the app look down only: the top builds the routes from the areas, an area
            // sits in the frame, and the frame (src/shell) knows no page, so an area can be added or
            // removed without touching it (DESIGN.md, Style).
            { from: { element: { type: 'app' }, file: { categories: 'app-top' } }, allow: { to: { element: { type: 'app-area' } } } },
            { from: { element: { type: 'app-area' } }, allow: { to: { element: { types: { anyOf: ['app-area', 'app-shell', 'app-data', 'app', 'contract'] } } } } },
            { from: { element: { types: { anyOf: ['app-shell', 'app'] } } }, allow: { to: { element: { types: { anyOf: ['app-shell', 'app-data', 'app', 'contract'] } } } } },
            // The data layer sits below the frame: it reports failures through its own port
            // (src/dataProvider/failures.ts), which the frame plugs into, and never imports it.
            { from: { element: { type: 'app-data' } }, allow: { to: { element: { types: { anyOf: ['app-data', 'app', 'contract'] } } } } },
            { from: { element: { type: 'server' } }, allow: { to: { element: { types: { anyOf: ['server', 'server-db', 'contract'] } } } } },
            // The database layer (tables, migrations, the client) is below the services: the demo
            // data, which is filled through the services, lives above them in server/demo/.
            { from: { element: { type: 'server-db' } }, allow: { to: { element: { types: { anyOf: ['server-db', 'contract'] } } } } },
            { from: { element: { type: 'contract' } }, allow: { to: { element: { type: 'contract' } } } },
            // Packages from node_modules are each side's own business.
            { allow: { to: { module: { origin: 'external' } } } },
          ],
        },
      ],
    },
  },
  {
    // One data-provider style (docs/architecture.md): screens call the typed data provider
    // (useAppDataProvider), not the fetch functions of its modules; their types stay importable.
    files: ['src/pages/**/*.{ts,tsx}', 'src/shell/**/*.{ts,tsx}', 'src/resources/**/*.{ts,tsx}'],
    // The failure report is part of the request machinery itself: http.ts calls into it.
    // These files reach the data provider's caches (the lazily loaded registry, the reference
    // lists), not its calls.
    ignores: [
      'src/shell/errors/report.ts',
      'src/shell/menu/useNavigation.ts',
      'src/resources/generic/SchemaResourceRoutes.tsx',
      'src/resources/referentielijsten/useClearReferenceList.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/dataProvider/*', '!**/dataProvider/useAppDataProvider'],
              allowTypeImports: true,
              message: 'Call the data provider through useAppDataProvider(); import only types from its modules.',
            },
          ],
        },
      ],
    },
  },
);
