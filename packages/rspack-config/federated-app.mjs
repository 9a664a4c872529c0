import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { PrecompressPlugin } from './precompress.mjs';
import { imageRule, sourceResolve, typescriptRule } from './source-rules.mjs';

/**
 * docs/architecture.md: the only shared modules, each a singleton at the version the app's package.json
 * pins. Routing and react-i18next are shared through lists of what the apps use (app-frame's `router`,
 * i18n's `react`), not whole.
 */
const SHARED_SINGLETONS = [
  ['react', 'react'],
  ['react-dom', 'react-dom'],
  ['react/jsx-runtime', 'react'],
  ['@silkway/app-frame/router', '@silkway/app-frame'],
  ['i18next', 'i18next'],
  ['@silkway/i18n/react', '@silkway/i18n'],
  ['@tanstack/react-query', '@tanstack/react-query'],
  // @silkway/ui's class merging, which every component of every app runs: one copy on the page, not four.
  ['tailwind-merge', 'tailwind-merge'],
];

/**
 * react-router's package exports only its development build (warnings, checks) to bundlers; a production
 * bundle takes the production build it ships next to it, a fifth smaller.
 */
function productionBuildsOf(dir, development) {
  if (development) return {};
  const routerDir = dirname(
    createRequire(join(dir, 'package.json')).resolve('react-router/package.json'),
  );
  return {
    'react-router$': join(routerDir, 'dist/production/index.mjs'),
    'react-router/dom$': join(routerDir, 'dist/production/dom-export.mjs'),
  };
}

/**
 * @param {object} app
 * @param {string} app.dir          the app's folder (`fileURLToPath(new URL('.', import.meta.url))`)
 * @param {string} app.name         Module Federation name (`shell`, `mf_public`, …)
 * @param {number} app.devPort      port of `npm run dev`
 * @param {'host' | 'remote'} app.role
 * @param {(development: boolean) => Record<string, string>} [app.remoteManifests] host only: name → manifest URL
 * @param {string[]} [app.runtimePlugins]          host only: absolute paths
 */
export function federatedAppConfig({
  dir,
  name,
  devPort,
  role,
  remoteManifests,
  runtimePlugins = [],
}) {
  const requireFromApp = createRequire(join(dir, 'package.json'));
  // What an app does not depend on itself it has through @silkway/ui, at the version ui pins.
  const dependencies = {
    ...requireFromApp('@silkway/ui/package.json').dependencies,
    ...requireFromApp('./package.json').dependencies,
  };
  const shared = Object.fromEntries(
    SHARED_SINGLETONS.map(([module, pinnedBy]) => [
      module,
      { singleton: true, requiredVersion: dependencies[pinnedBy] },
    ]),
  );
  const host = role === 'host';

  return (_env, argv) => {
    const development = argv.mode === 'development';
    const federation = host
      ? {
          name,
          remotes: Object.fromEntries(
            Object.entries(remoteManifests(development)).map(([remote, url]) => [
              remote,
              `${remote}@${url}`,
            ]),
          ),
          // With the default 'version-first' every page fetched every remote's manifest (docs/architecture.md, "Known limits of the local tools").
          shareStrategy: 'loaded-first',
          runtimePlugins,
          manifest: false,
          // The federation runtime ships once, with the shell; the remotes use it (externalRuntime below).
          experiments: { provideExternalRuntime: true },
        }
      : {
          name,
          filename: 'remoteEntry.js',
          exposes: { './App': './src/app.tsx' },
          manifest: true,
          // Inside the shell a remote uses the shell's federation runtime instead of bringing its own copy.
          experiments: { externalRuntime: !development },
        };

    return {
      context: dir,
      entry: './src/index.ts',
      output: {
        path: join(dir, 'dist'),
        // A remote is served from wherever its manifest says; the host owns the site root.
        publicPath: host ? '/' : 'auto',
        uniqueName: name,
        filename: development ? '[name].js' : '[name].[contenthash:8].js',
        cssFilename: development ? '[name].css' : '[name].[contenthash:8].css',
        // Named fonts (`inter-latin-wght-normal.1a2b3c4d.woff2`), so a page can preload the subset of its language.
        assetModuleFilename: development ? '[name][ext]' : '[name].[contenthash:8][ext]',
        clean: true,
      },
      resolve: { ...sourceResolve(['browser']), alias: productionBuildsOf(dir, development) },
      module: {
        rules: [
          typescriptRule,
          { test: /\.css$/, use: ['postcss-loader'], type: 'css/auto' },
          // Images a page imports (the blog's covers): a file under its content-hashed name, cached for a year.
          imageRule,
        ],
      },
      plugins: [
        new ModuleFederationPlugin({ ...federation, shared, dts: false }),
        new rspack.HtmlRspackPlugin({ template: './index.html' }),
        ...(development
          ? []
          : [
              // V8's explicit compile hint: every function of these scripts is compiled while the script
              // streams in, off the main thread, instead of lazily on the main thread at first call (the
              // module factories run at start; compiling them was a third of the app's start).
              new rspack.BannerPlugin({
                banner: '//# allFunctionsCalledOnLoad',
                raw: true,
                test: /\.js$/,
                stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
              }),
              new PrecompressPlugin(),
            ]),
      ],
      devServer: {
        port: devPort,
        historyApiFallback: true,
        // The shell on another port fetches a remote's manifest.
        headers: host ? {} : { 'Access-Control-Allow-Origin': '*' },
      },
      devtool: development ? 'eval-cheap-module-source-map' : false,
    };
  };
}
