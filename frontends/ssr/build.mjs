#!/usr/bin/env node
// Bundles the public pages' server render (frontends/ssr/render.tsx) for Node with esbuild, into
// frontends/ssr/dist/render.cjs (about a second): the shell's and the guest's sources with the
// workspace libs inlined, npm packages left to node_modules (one React, one styled-components),
// the shell's federation loader swapped for frontends/ssr/remotes.ts and libs/ui's media-query
// hooks for frontends/ssr/media.ts, the shell's footer for frontends/ssr/footer.tsx (none). Run by
// scripts/build.mjs with the frontends; `node frontends/ssr/build.mjs` alone.
import { sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Workspace libs as the webpack builds alias them (webpack.common.mjs). */
const LIBS = {
  '@hearth/ui': 'libs/ui/src/index.ts',
  '@hearth/graphql-client': 'libs/graphql-client/src/index.ts',
  '@hearth/graphql-client/session': 'libs/graphql-client/src/session.ts',
  '@hearth/contracts': 'libs/contracts/src/index.ts',
  '@hearth/contracts/messages': 'libs/contracts/src/messages.ts',
  '@hearth/contracts/newsletter-markdown': 'libs/contracts/src/newsletter-markdown.ts',
  '@hearth/i18n': 'libs/i18n/src/index.ts',
};

/** esbuild plugin: the libs from source, the federation loader swapped, packages external. */
const resolvePlugin = {
  name: 'hearth-ssr',
  setup(build) {
    build.onResolve({ filter: /^@hearth\// }, (args) =>
      LIBS[args.path] ? { path: repoRoot + LIBS[args.path] } : undefined,
    );
    build.onResolve({ filter: /(^|\/)remotes(\.ts)?$/ }, (args) =>
      args.resolveDir.endsWith(`shell${sep}src${sep}federation`) ||
      /\/federation\/remotes/.test(args.path)
        ? { path: `${here}remotes.ts` }
        : undefined,
    );
    // No footer in the server's page (footer.tsx).
    build.onResolve({ filter: /\/footer\/components\/Footer$/ }, (args) =>
      args.resolveDir.endsWith(`shell${sep}src`) ? { path: `${here}footer.tsx` } : undefined,
    );
    // libs/ui's media-query hooks answered for the visitor's likely width (media.ts).
    build.onResolve({ filter: /^\.\/hooks$/ }, (args) =>
      args.resolveDir.endsWith(`libs${sep}ui${sep}src`) ? { path: `${here}media.ts` } : undefined,
    );
    // Its ES module build, bundled: the CommonJS one's `default` is the whole module under
    // Node's interop rules (`styled.div` would be undefined).
    build.onResolve({ filter: /^styled-components$/ }, () => ({
      path: `${repoRoot}node_modules/styled-components/dist/styled-components.esm.js`,
    }));
    // Every other bare import (react, styled-components, @apollo/client…) from node_modules.
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@hearth/') || args.path === 'styled-components'
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

/** Builds `frontends/ssr/dist/render.cjs`; resolves when written, rejects on a build error. */
export async function buildSsr() {
  const { build } = await import('esbuild');
  await build({
    entryPoints: [`${here}render.tsx`],
    outfile: `${here}dist/render.cjs`,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    // .js specifiers of TypeScript sources (`./locales.js`) resolve to the .ts/.tsx files.
    resolveExtensions: ['.tsx', '.ts', '.js', '.mjs'],
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [resolvePlugin],
    logLevel: 'warning',
    legalComments: 'none',
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await buildSsr();
