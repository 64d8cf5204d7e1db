// One lint setup for the whole workspace; `npm run lint` allows zero warnings.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import local from './eslint/layers.js';

/**
 * The server's folders, top layer first (docs/architecture.md): a file imports its own folder or
 * a lower layer; folders of one layer import each other not at all. Tests and test helpers may import anything.
 */
const serverLayers = [
  ['main', 'worker'],
  ['app', 'ops'],
  ['compose'],
  ['admin'],
  ['trading'],
  ['market'],
  ['chat'],
  ['accounts'],
  ['media'],
  ['news'],
  ['avatars'],
  ['payments'],
  ['mail'],
  ['sessions'],
  ['http'],
  ['jobs'],
  ['audit'],
  ['db'],
  ['observability'],
  ['config', 'version', 'lifecycle', 'money', 'errors'],
  ['paths'],
];

/** Imports a pure domain package must never use: no I/O, no app code. */
const domainForbidden = {
  paths: [
    'fs',
    'http',
    'https',
    'net',
    'child_process',
    'pg',
    '@electric-sql/pglite',
    'fastify',
    'react',
  ].map((name) => ({
    name,
    message: 'Domain packages do no I/O and import no app code (docs/architecture.md).',
  })),
  patterns: [
    { group: ['node:*'], message: 'Domain packages do no I/O (docs/architecture.md).' },
    {
      group: ['@avatara/server', '@avatara/web', '../../apps/*'],
      message: 'Dependencies point one way: apps → packages.',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['warn', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'warn',
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../../../*'], message: 'Import across packages by name (@avatara/...).' }] },
      ],
    },
  },
  {
    // Type-aware rules: a promise is awaited, returned or marked `void`; no promise where a
    // callback must return nothing; a switch over a union names every member (or has a default).
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.{ts,mjs}'],
    plugins: { local },
    rules: { 'local/layers': ['error', { root: 'apps/server/src', layers: serverLayers }] },
  },
  {
    // Scripts outside every tsconfig (bench drivers, CLI build helpers): linted without types.
    files: ['packages/companion/bench/**', 'packages/trading/scripts/**'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['packages/*/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'packages/*/src/cli/**', 'packages/*/src/testing/**'],
    rules: {
      'no-restricted-imports': ['error', domainForbidden],
      'no-restricted-globals': ['error', 'fetch', 'setTimeout', 'setInterval'],
    },
  },
  {
    files: ['packages/contracts/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@avatara/*', 'node:*'],
              message: 'contracts depends on zod (and zxcvbn-ts for the password policy) only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@avatara/contracts',
              message:
                "Import a subpath ('@avatara/contracts/chat'): a page ships only its own schemas (issue 12).",
            },
          ],
          patterns: [
            {
              group: ['@avatara/server', '@avatara/trading', '@avatara/companion', 'node:*'],
              message: 'The web app depends on @avatara/contracts only.',
            },
          ],
        },
      ],
    },
  },
);
