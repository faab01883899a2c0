// One webpack 5 + Module Federation (enhanced) configuration for the four frontends, so the host
// and the remotes agree on shared singletons and build the same way.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { renderEnvJs } from './serve.mjs';

const require = createRequire(import.meta.url);
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// webpack's own minimizer plugin, driven by the SWC minifier (~4 s per app instead of ~10 s).
const MinimizerPlugin = createRequire(require.resolve('webpack'))('minimizer-webpack-plugin');

/** Dev-server ports; production ports come from serveFrontends(). */
export const DEV_PORTS = { shell: 3000, guest: 3001, chef: 3002, admin: 3003 };

const singleton = (version) => ({ singleton: true, requiredVersion: version ?? false });
/**
 * Shared singletons: one React, router, styled-components, Apollo and one copy of the workspace
 * libs per page, whoever loads first (`loaded-first`). `@hearth/graphql-client` being a singleton
 * is what lets a remote read the shell's session (`useAuth()`).
 */
export const shared = {
  react: singleton('19.3.1'),
  'react/jsx-runtime': singleton(),
  'react-dom': singleton('19.3.1'),
  'react-dom/client': singleton(),
  'react-router': singleton('7.18.5'),
  'styled-components': singleton('6.6.0'),
  '@apollo/client': singleton('4.3.8'),
  '@apollo/client/react': singleton(),
  '@apollo/client/errors': singleton(),
  '@apollo/client/link/context': singleton(),
  '@apollo/client/link/error': singleton(),
  '@hearth/ui': { singleton: true, requiredVersion: false, version: '0.1.0' },
  '@hearth/graphql-client': { singleton: true, requiredVersion: false, version: '0.1.0' },
  // Apollo-free part (token store, useAuth, lazy Apollo): what the shell's first paint loads.
  '@hearth/graphql-client/session': { singleton: true, requiredVersion: false, version: '0.1.0' },
  '@hearth/i18n': { singleton: true, requiredVersion: false, version: '0.1.0' },
  i18next: singleton('23.16.8'),
  'react-i18next': singleton('15.1.4'),
};

const alias = {
  '@hearth/ui': repoRoot + 'libs/ui/src/index.ts',
  '@hearth/graphql-client$': repoRoot + 'libs/graphql-client/src/index.ts',
  '@hearth/graphql-client/session$': repoRoot + 'libs/graphql-client/src/session.ts',
  '@hearth/contracts$': repoRoot + 'libs/contracts/src/index.ts',
  '@hearth/contracts/messages$': repoRoot + 'libs/contracts/src/messages.ts',
  '@hearth/contracts/newsletter-markdown$': repoRoot + 'libs/contracts/src/newsletter-markdown.ts',
  '@hearth/i18n': repoRoot + 'libs/i18n/src/index.ts',
};

/**
 * Host only: `<link rel="preload" as="script">` in index.html for every chunk the first render
 * needs (the `./bootstrap` chunk and the shell's own copies of the shared modules it consumes,
 * transitively), so they download in parallel with main.js instead of after it has run.
 * Lazily loaded code (routes, modals, Apollo, remotes) is left out.
 */
class PreloadStartupChunksPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartupChunks', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(
        'PreloadStartupChunks',
        (data) => {
          const files = startupChunkFiles(compilation).filter((f) => f !== 'main.js');
          data.headTags.push(
            ...files.map((file) =>
              HtmlWebpackPlugin.createHtmlTagObject('link', {
                rel: 'preload',
                as: 'script',
                href: `/${file}`,
              }),
            ),
          );
          return data;
        },
      );
    });
  }
}

/** JS files of the entry, its `./bootstrap` import and the shared modules those consume. */
function startupChunkFiles(compilation) {
  const { chunkGraph } = compilation;
  const provides = new Map(); // shareKey → chunk group holding the shell's copy
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    for (const block of module.blocks) {
      const group = chunkGraph.getBlockChunkGroup(block);
      if (group) provides.set(module._name, group);
    }
  }
  const entry = compilation.entrypoints.get('main');
  const groups = [entry];
  for (const child of entry.childrenIterable) {
    if (child.origins.some((o) => o.request === './bootstrap')) groups.push(child);
  }
  const chunks = new Set();
  const seen = new Set();
  while (groups.length > 0) {
    const group = groups.pop();
    if (seen.has(group)) continue;
    seen.add(group);
    for (const chunk of group.chunks) {
      chunks.add(chunk);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type !== 'consume-shared-module') continue;
        const provided = provides.get(module.options?.shareKey);
        if (provided) groups.push(provided);
      }
    }
  }
  return [...chunks].flatMap((chunk) => [...chunk.files].filter((f) => f.endsWith('.js')));
}

/**
 * Writes `js-chunks.json`, the JavaScript each way into the app downloads, for the JS budgets
 * (test/deploy/js-budgets.test.ts, issue 25): the host's `startup` (main.js and the chunks of its
 * first render, as preloaded), a remote's `remoteEntry.js` and, per exposed module (`./App`,
 * `./RestaurantPage`), the chunks of that module. Shared libraries a remote consumes are the
 * host's copies, counted in its startup (React, router, styled-components) or loaded later (Apollo).
 */
class JsChunksPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('JsChunks', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'JsChunks', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const { chunkGraph } = compilation;
          const files = (group) =>
            [...new Set(group.chunks.flatMap((chunk) => [...chunk.files]))]
              .filter((f) => f.endsWith('.js'))
              .sort();
          const report = {};
          if (compilation.entrypoints.has('main')) {
            report.startup = [...new Set(['main.js', ...startupChunkFiles(compilation)])].sort();
          }
          for (const module of compilation.modules) {
            if (module.constructor.name !== 'ContainerEntryModule') continue;
            report.remoteEntry = 'remoteEntry.js';
            report.exposes = {};
            for (const block of module.blocks) {
              const group = chunkGraph.getBlockChunkGroup(block);
              if (group) report.exposes[block.loc.name] = files(group);
            }
          }
          if (report.exposes) delete report.startup; // a remote's standalone page: not in budgets
          compilation.emitAsset(
            'js-chunks.json',
            new sources.RawSource(`${JSON.stringify(report, null, 2)}\n`),
          );
        },
      );
    });
  }
}

/** Text assets worth compressing ahead of time (source maps are fetched only by dev tools). */
const PRECOMPRESS = /\.(?:js|mjs|html|css|json|svg|txt)$/;

/**
 * Production only: writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy next to
 * every text asset of 1 KiB or more, so the servers send compressed files without compressing
 * per request (frontends/serve.mjs prefers them; nginx's `gzip_static on`) — issue 25, static
 * files compressed. Smaller copies only: a copy not smaller than the file is left out.
 */
class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('Precompress', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'Precompress', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        (assets) => {
          for (const [name, asset] of Object.entries(assets)) {
            if (!PRECOMPRESS.test(name)) continue;
            const buffer = asset.buffer();
            if (buffer.length < 1024) continue;
            const copies = {
              br: brotliCompressSync(buffer, {
                params: {
                  [zlib.BROTLI_PARAM_QUALITY]: 11,
                  [zlib.BROTLI_PARAM_SIZE_HINT]: buffer.length,
                },
              }),
              gz: gzipSync(buffer, { level: 9 }),
            };
            for (const [ext, body] of Object.entries(copies)) {
              if (body.length < buffer.length) {
                compilation.emitAsset(`${name}.${ext}`, new sources.RawSource(body), {
                  compressed: true,
                  immutable: compilation.getAsset(name)?.info.immutable,
                });
              }
            }
          }
        },
      );
    });
  }
}

/**
 * @param {object} app
 * @param {'shell'|'guest'|'chef'|'admin'} app.name   federation name (a JS identifier)
 * @param {Record<string,string>} [app.exposes]        remotes: what the shell may load
 * @param {string[]} [app.runtimePlugins]              host: federation runtime plugins
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
export function createConfig({ name, exposes, runtimePlugins = [] }) {
  const isHost = !exposes;
  const appDir = `${repoRoot}frontends/${name}`;
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      name,
      mode: production ? 'production' : 'development',
      context: appDir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: `${appDir}/dist`,
        // No [contenthash] in filename (breaks enhanced + webpack 5.111): main.js and
        // remoteEntry.js are served with Cache-Control: no-cache; chunks are content-hashed.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        // Remotes resolve their chunks against the URL their remoteEntry.js came from.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: `hearth_${name}`,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        alias,
      },
      module: {
        rules: [
          {
            // Contracts are declarations (schemas, messages, rules) with no side effects: a page
            // that imports `halfStars` from the barrel gets that module, not every zod schema of
            // the platform built at start-up (issue 25, less main-thread work before content).
            test: /libs[\\/]contracts[\\/]src[\\/]/,
            sideEffects: false,
          },
          {
            // The generated GraphQL documents as JSON.parse(…) (faster to parse than literals).
            test: /libs[\\/]graphql-client[\\/]src[\\/]generated[\\/]graphql\.ts$/,
            enforce: 'pre',
            use: `${repoRoot}frontends/graphql-documents-loader.mjs`,
          },
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
        ],
      },
      optimization: {
        minimizer: [
          new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, extractComments: false }),
        ],
      },
      performance: { hints: false },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
          shared,
          shareStrategy: 'loaded-first',
          runtimePlugins,
          dts: false,
          manifest: false,
        }),
        new HtmlWebpackPlugin({
          template: `${repoRoot}frontends/index.html`,
          chunks: ['main'],
          title:
            name === 'shell'
              ? 'Hearth — home-cooked meals from local chefs'
              : `Hearth ${name} (standalone)`,
          publicPath: '/',
        }),
        ...(isHost ? [new PreloadStartupChunksPlugin()] : []),
        ...(production ? [new JsChunksPlugin(), new PrecompressPlugin()] : []),
      ],
      devServer: {
        port: DEV_PORTS[name],
        host: '127.0.0.1',
        historyApiFallback: true,
        hot: false,
        headers: isHost ? {} : { 'Access-Control-Allow-Origin': '*' },
        setupMiddlewares: (middlewares) => {
          middlewares.unshift({
            name: 'env-js',
            path: '/env.js',
            middleware: (_req, res) => {
              res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
              res.setHeader('Cache-Control', 'no-cache');
              res.end(
                renderEnvJs({
                  gatewayUrl: process.env.HEARTH_GATEWAY_URL ?? 'http://localhost:4000/graphql',
                  remotes: {
                    guest: `http://localhost:${DEV_PORTS.guest}/remoteEntry.js`,
                    chef: `http://localhost:${DEV_PORTS.chef}/remoteEntry.js`,
                    admin: `http://localhost:${DEV_PORTS.admin}/remoteEntry.js`,
                  },
                }),
              );
            },
          });
          return middlewares;
        },
      },
    };
  };
}
