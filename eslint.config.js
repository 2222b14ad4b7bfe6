// Lint: typescript-eslint, React hooks and Relay for the web client, and the import boundaries of docs/architecture.md.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import relay from 'eslint-plugin-relay';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Shared folders: anything may import them; they import only shared folders (and @portal/rules).
 * Frame folders (web): the app frame every screen sits in; areas may import them, shared code may not.
 * App files: the composition roots that assemble the areas; nothing imports them but the entry point.
 * Every other folder under <package>/src/ is an area: it imports shared (and, on the web, frame) code, never another
 * area's files.
 */
const SHARED = {
  web: ['widgets', 'lib', 'relay', 'theme', 'alerts', 'saving', '__generated__'],
  gateway: ['lib', 'rest', 'relay', 'session', '__generated__'],
  sandbox: ['lib', 'http', 'db'],
};
const WEB_FRAME = ['shell', 'auth', 'routes'];
const APP_FILES = [
  'web/src/main.tsx',
  'gateway/src/index.ts',
  'gateway/src/main.ts',
  'gateway/src/schema.ts',
  'sandbox/src/index.ts',
  'sandbox/src/main.ts',
  'sandbox/src/app.ts',
  'sandbox/src/server.ts',
  'sandbox/src/areas.ts',
  'sandbox/src/db/open.ts',
];
// Files whose query data other modules read (loaders, data hooks, rows passed down): relay/unused-fields cannot see
// those reads. Each should move its fields into fragments colocated with the components that read them; the list
// only shrinks.
const RELAY_FIELDS_READ_ELSEWHERE = [
  'web/src/auth/session.ts',
  'web/src/domains/ChangeTypeDialog.tsx',
  'web/src/domains/DomainOrderForm.tsx',
  'web/src/domains/DomainTable.tsx',
  'web/src/domains/loaders.ts',
  'web/src/editor/loaders.ts',
  'web/src/editor/editorData.ts',
  'web/src/emails/EmailsPage.tsx',
  'web/src/emails/loaders.ts',
  'web/src/lib/agentSearch.ts',
  'web/src/shell/SiteNotifications.tsx',
  'web/src/stats/AccountOverview.tsx',
  'web/src/team/TeamPage.tsx',
];
// The paths table (issue #23 §3): every link is built from it, a shared widget's too (the glossary link).
const SHARED_FILES = ['gateway/src/context.ts', 'sandbox/src/area.ts', 'web/src/routes/paths.ts'];

// eslint-plugin-relay 1.8 still calls the context methods ESLint 10 removed; give them back from the new properties.
const relayRules = Object.fromEntries(
  Object.entries(relay.rules).map(([name, rule]) => {
    const create = typeof rule === 'function' ? rule : rule.create;
    const meta = typeof rule === 'function' ? { schema: rule.schema ?? [] } : rule.meta;
    const legacy = (context) =>
      Object.create(context, {
        getSourceCode: { value: () => context.sourceCode },
        getFilename: { value: () => context.filename },
      });
    return [name, { meta, create: (context) => create(legacy(context)) }];
  }),
);

const folders = (pkg, names) => names.map((name) => `${pkg}/src/${name}`);
const elements = [
  // The web's app layer (issue #23 §3, D-196): the route table, the router and the providers; it may import areas and
  // the kit, and nothing but the entry point imports it.
  { type: 'app', partialMatch: false, pattern: ['web/src/app', 'gateway/src/server'] },
  { type: 'shared', partialMatch: false, pattern: Object.entries(SHARED).flatMap(([pkg, names]) => folders(pkg, names)) },
  { type: 'frame', partialMatch: false, pattern: folders('web', WEB_FRAME) },
  ...['web', 'gateway', 'sandbox'].map((pkg) => ({ type: 'area', partialMatch: false, pattern: `${pkg}/src/*`, capture: ['area'] })),
];
const files = [
  { category: 'app', pattern: APP_FILES },
  { category: 'shared', pattern: SHARED_FILES },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      '**/__generated__/**',
      'test-results/**',
      'tests/playwright-report/**',
      'web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'tests/**/*.tsx'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { relay: { rules: relayRules } },
    rules: {
      'relay/graphql-syntax': 'error',
      'relay/graphql-naming': 'error',
      'relay/unused-fields': 'error',
      'relay/no-future-added-value': 'error',
      'relay/function-required-argument': 'error',
      'relay/hook-required-argument': 'error',
    },
  },
  { files: RELAY_FIELDS_READ_ELSEWHERE, rules: { 'relay/unused-fields': 'off' } },
  // Tests read loosely typed JSON answers and mocks.
  { files: ['tests/**'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  // Issue #28, decision D-141: specs run on their worker's own stack, and wait for what the page shows, never for time.
  {
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', message: "Import test and expect from './support/test' (it starts the worker's stack)." }] },
      ],
      'no-restricted-properties': [
        'error',
        { property: 'waitForTimeout', message: 'Wait for what the page shows (a locator, a request, a response), not for time.' },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'gateway/src/**/*.ts', 'sandbox/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': elements,
      'boundaries/files': files,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'shared' } }, allow: { to: { element: { type: 'shared' } } } },
            { from: { file: { categories: 'shared' } }, allow: { to: { element: { type: 'shared' } } } },
            { from: { element: { types: { anyOf: ['frame', 'area'] } } }, allow: { to: { element: { types: { anyOf: ['shared', 'frame'] } } } } },
            { allow: { to: { file: { categories: 'shared' } } } },
            // Composition roots assemble everything; an area's own files are one element, so they never meet a policy.
            { from: { element: { type: 'app' } }, allow: { to: { module: { origin: 'local' } } } },
            { from: { file: { categories: 'app' } }, allow: { to: { module: { origin: 'local' } } } },
          ],
        },
      ],
    },
  },
  // Issue #23 §3, decision D-195: no import cycles in the three runtimes (type-only imports cannot form one at run time).
  {
    files: ['web/src/**/*.{ts,tsx}', 'gateway/src/**/*.ts', 'sandbox/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
