// Flat ESLint config for the whole monorepo (SPEC-independent code hygiene).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import { FRONTEND_APPS } from '@hearth/platform';

/** Each browser app's feature folders, read from disk so a new feature is covered at once. */
const APPS = FRONTEND_APPS;
const featuresOf = (app) => {
  try {
    return readdirSync(`frontends/${app}/src/features`, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

/**
 * Feature boundaries in the browser apps: a feature never imports another feature (the app's
 * App.tsx and src/app/ compose them), and the shared layers (components, hooks, lib, types,
 * utils, frontends/shared) never import a feature or the app: code flows app → features → shared.
 */
const featureZones = APPS.flatMap((app) => {
  const src = `./frontends/${app}/src`;
  return [
    ...featuresOf(app).map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message: 'features do not import each other: compose them in the app (App.tsx, src/app/)',
    })),
    {
      target: ['components', 'hooks', 'lib', 'types', 'utils', 'shared'].map(
        (layer) => `${src}/${layer}`,
      ),
      from: [`${src}/features`, `${src}/app`, `${src}/App.tsx`],
      message: 'shared code does not import features or the app',
    },
  ];
});

/**
 * A UUID pattern written out again: a character class of hex digits repeated 8 times and then a
 * dash (`[0-9a-f]{8}-…`), in a regex literal, a `RegExp('…')` string or a `RegExp(`…`)` template.
 * The one copy is `UUID_PATTERN` / `isUuid` in libs/contracts/src/ids.ts (STYLE.md: one concept,
 * one place); a check for a particular UUID version may disable the rule on its line, saying why.
 */
const UUID_REGEX_COPY = String.raw`/\[[^\]]*a-f[^\]]*\]\{8\}-/i`;
const UUID_MESSAGE =
  "A UUID pattern is written once: use isUuid / UUID_PATTERN from '@hearth/contracts' (libs/contracts/src/ids.ts).";
const noUuidRegexCopy = [
  { selector: `Literal[regex.pattern=${UUID_REGEX_COPY}]`, message: UUID_MESSAGE },
  {
    selector: `NewExpression[callee.name='RegExp'] > Literal[value=${UUID_REGEX_COPY}]`,
    message: UUID_MESSAGE,
  },
  {
    selector: `NewExpression[callee.name='RegExp'] > TemplateLiteral > TemplateElement[value.raw=${UUID_REGEX_COPY}]`,
    message: UUID_MESSAGE,
  },
  {
    selector: `CallExpression[callee.name='RegExp'] > Literal[value=${UUID_REGEX_COPY}]`,
    message: UUID_MESSAGE,
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.nx/**',
      '**/.data/**',
      '**/generated/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Nest injects constructor parameters by their runtime class: an `import type` breaks DI.
      '@typescript-eslint/consistent-type-imports': 'off',
      'no-restricted-syntax': ['error', ...noUuidRegexCopy],
    },
  },
  {
    // The canonical UUID pattern itself.
    files: ['libs/contracts/src/ids.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: [
      'frontends/**/*.{ts,tsx}',
      'libs/ui/**/*.{ts,tsx}',
      'libs/graphql-client/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['frontends/*/src/**/*.{ts,tsx}', 'frontends/shared/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: './frontends/shared',
              from: APPS.map((app) => `./frontends/${app}/src`),
              message: 'frontends/shared is the floor: it imports no app',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        Buffer: 'readonly',
        fetch: 'readonly',
        globalThis: 'readonly',
        AbortSignal: 'readonly',
      },
    },
  },
  {
    // Served to the browser as /env.js before the apps load.
    files: ['deploy/env.js'],
    languageOptions: { globals: { window: 'readonly' } },
  },
);
