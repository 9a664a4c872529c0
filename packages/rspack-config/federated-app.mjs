import { createRequire } from 'node:module';
import { join } from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

/** STYLE.md: the only shared modules, each a singleton at the version the app's package.json pins. */
const SHARED_SINGLETONS = [
  ['react', 'react'],
  ['react-dom', 'react-dom'],
  ['react/jsx-runtime', 'react'],
  ['react-router-dom', 'react-router-dom'],
  ['i18next', 'i18next'],
  ['react-i18next', 'react-i18next'],
  ['@tanstack/react-query', '@tanstack/react-query'],
];

/**
 * @param {object} app
 * @param {string} app.dir          the app's folder (`fileURLToPath(new URL('.', import.meta.url))`)
 * @param {string} app.name         Module Federation name (`shell`, `mf_public`, …)
 * @param {number} app.devPort      port of `npm run dev`
 * @param {'host' | 'remote'} app.role
 * @param {(development: boolean) => Record<string, string>} [app.remoteManifests] host only: name → manifest URL
 * @param {string[]} [app.runtimePlugins]          host only: absolute paths
 */
export function federatedAppConfig({ dir, name, devPort, role, remoteManifests, runtimePlugins = [] }) {
  const { dependencies } = createRequire(join(dir, 'package.json'))('./package.json');
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
            Object.entries(remoteManifests(development)).map(([remote, url]) => [remote, `${remote}@${url}`]),
          ),
          // With the default 'version-first' every page fetched every remote's manifest (FIELD-NOTES).
          shareStrategy: 'loaded-first',
          runtimePlugins,
          manifest: false,
        }
      : {
          name,
          filename: 'remoteEntry.js',
          exposes: { './App': './src/App.tsx' },
          manifest: true,
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
        clean: true,
      },
      resolve: {
        extensions: ['.ts', '.tsx', '.js', '.json'],
        // Workspace packages resolve to their TypeScript source.
        conditionNames: ['source', 'browser', 'import', 'module', 'default'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            loader: 'builtin:swc-loader',
            type: 'javascript/auto',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                // Always the production JSX runtime: a remote on its dev server must also run inside a
                // production shell, whose shared React has none of jsx-dev-runtime's internals.
                transform: { react: { runtime: 'automatic', development: false } },
              },
            },
          },
          { test: /\.css$/, use: ['postcss-loader'], type: 'css/auto' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({ ...federation, shared, dts: false }),
        new rspack.HtmlRspackPlugin({ template: './index.html' }),
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
