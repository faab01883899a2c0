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
    },
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
      },
    },
  },
);
