/**
 * One-file bundles of each subgraph for the embedded stack (`scripts/lib/stack.mjs`, used by
 * `npm start`, the browser tests, the gateway tests and the benches).
 *
 * Why: a subgraph's thread spends most of its start-up finding, reading and compiling a few
 * thousand modules (Nest, TypeORM, Apollo, graphql, the AWS SDK …). Bundled with esbuild into
 * one ES module per service, a stack starts on about 10 CPU-seconds instead of about 16.5
 * (docs/adr/0018-embedded-bundles.md has the figures), and every test file that starts one pays
 * that once. The bundle is a build artefact next to the service's `dist/` (git-ignored), made by
 * `npm run build` from the compiled JavaScript; the service images still run `dist/`.
 *
 * A bundle is used only while it is fresh: `isBundleFresh` compares it with every repository file
 * it was made from (`embedded.inputs.json`), so a `tsc -b` of one service after the last build
 * makes that service start from `dist/` again instead of from stale code.
 */
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Where `service`'s (or the gateway's) bundle and its list of inputs live (absolute paths). */
export function bundlePaths(service) {
  const dir = service === 'gateway' ? `${root}gateway/dist/` : `${root}services/${service}/dist/`;
  return { bundle: `${dir}embedded.mjs`, inputs: `${dir}embedded.inputs.json` };
}

/**
 * Packages the services never load, or load only when installed (Nest's and TypeORM's optional
 * integrations, other databases' drivers), and native addons, which must stay files of their own.
 */
const EXTERNAL = [
  '@nestjs/microservices',
  '@nestjs/microservices/*',
  '@nestjs/websockets',
  '@nestjs/websockets/*',
  '@nestjs/platform-socket.io',
  '@nestjs/sequelize',
  '@nestjs/mongoose',
  'class-transformer',
  'class-transformer/*',
  'class-validator',
  '@fastify/*',
  'fastify',
  '@as-integrations/fastify',
  'ts-morph',
  '@apollo/gateway',
  'mysql',
  'mysql2',
  'sqlite3',
  'better-sqlite3',
  'sql.js',
  'oracledb',
  'mssql',
  'mongodb',
  'redis',
  'hdb-pool',
  '@sap/hana-client',
  '@sap/hana-client/*',
  'typeorm-aurora-data-api-driver',
  'pg-native',
  'pg-query-stream',
  '@google-cloud/spanner',
  'react-native-sqlite-storage',
  'nativescript-sqlite',
  'argon2',
  'sharp',
  'bufferutil',
  'utf-8-validate',
  'kerberos',
  'snappy',
  'encoding',
  'supports-color',
  'pino-pretty',
  'dotenv',
  'graphql-ws',
  'subscriptions-transport-ws',
];

/**
 * Keeps each module's own location: `import.meta.url`, `__dirname` and `__filename` of a bundled
 * file would otherwise be the bundle's (the media store and the mail folder are found relative to
 * the compiled file, e.g. `libs/nest-common/dist/mail.js`).
 */
const ownLocation = {
  name: 'own-location',
  setup(build) {
    build.onLoad({ filter: /\.(c|m)?js$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (!/import\.meta\.url|__dirname|__filename/.test(text)) return undefined;
      const url = JSON.stringify(pathToFileURL(args.path).href);
      const dir = JSON.stringify(args.path.slice(0, args.path.lastIndexOf('/')));
      return {
        contents: text
          .replace(/\bimport\.meta\.url\b/g, url)
          .replace(/(?<![.\w$])__dirname\b/g, dir)
          .replace(/(?<![.\w$])__filename\b/g, JSON.stringify(args.path)),
        loader: 'js',
      };
    });
  },
};

/** What a bundle exports: what `service-worker.mjs` (or, for the gateway, `stack.mjs`) imports. */
const entry = (service) =>
  (service === 'gateway'
    ? [
        "export { startGateway } from '@hearth/gateway';",
        "export { createLogger } from '@hearth/nest-common';",
      ]
    : [
        "export { startSubgraph } from '@hearth/nest-common';",
        "export { ThreadBridgeEventBus } from '@hearth/events';",
        `export { default } from '@hearth/${service}-service';`,
      ]
  ).join('\n');

/**
 * Bundles each of `services` into `services/<name>/dist/embedded.mjs`: the service's default
 * export (its Nest module factory), `startSubgraph` from nest-common and the thread-bridged event
 * bus, as `scripts/lib/service-worker.mjs` imports them. Needs the compiled `dist/` of the libs
 * and services (the TypeScript step of the build). Resolves when all are written.
 */
export async function bundleServices(services) {
  const { build } = await import('esbuild');
  await Promise.all(
    services.map(async (service) => {
      const { bundle, inputs } = bundlePaths(service);
      const result = await build({
        stdin: {
          contents: entry(service),
          resolveDir: root,
          sourcefile: `${service}-embedded.mjs`,
        },
        outfile: bundle,
        absWorkingDir: root,
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        // Nest and TypeORM use class and function names (providers, entities, metadata).
        keepNames: true,
        minifyWhitespace: true,
        minifySyntax: true,
        legalComments: 'none',
        logLevel: 'error',
        metafile: true,
        // The subgraphs never load Apollo's gateway (Nest's GraphQL module may ask for it).
        external:
          service === 'gateway' ? EXTERNAL.filter((p) => p !== '@apollo/gateway') : EXTERNAL,
        plugins: [ownLocation],
        banner: {
          js: "import { createRequire as __hearthRequire } from 'node:module'; const require = __hearthRequire(import.meta.url);",
        },
      });
      // Paths relative to the repository root (absWorkingDir); `<service>-embedded.mjs` is the entry above.
      const own = Object.keys(result.metafile.inputs)
        .filter((p) => !p.endsWith('-embedded.mjs') && !p.split('/').includes('node_modules'))
        .map((p) => `${root}${p}`);
      writeFileSync(inputs, JSON.stringify(own));
    }),
  );
}

/**
 * True when `service`'s bundle exists and no repository file it was made from changed since
 * (a file is newer than the bundle, or is gone). False otherwise, or when
 * `HEARTH_EMBEDDED_BUNDLES=0`.
 */
export function isBundleFresh(service) {
  if (process.env.HEARTH_EMBEDDED_BUNDLES === '0') return false;
  const { bundle, inputs } = bundlePaths(service);
  try {
    const built = statSync(bundle).mtimeMs;
    const files = JSON.parse(readFileSync(inputs, 'utf8'));
    return files.every((file) => statSync(file).mtimeMs <= built);
  } catch {
    return false;
  }
}
