import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const require = createRequire(import.meta.url);
const { dependencies } = require('./package.json');

/** STYLE.md: these are the only shared modules, each a singleton at the version package.json pins. */
const shared = Object.fromEntries(
  [
    ['react', 'react'],
    ['react-dom', 'react-dom'],
    ['react/jsx-runtime', 'react'],
    ['react/jsx-dev-runtime', 'react'],
    ['react-router-dom', 'react-router-dom'],
    ['i18next', 'i18next'],
    ['react-i18next', 'react-i18next'],
    ['@tanstack/react-query', '@tanstack/react-query'],
  ].map(([module, pinnedBy]) => [module, { singleton: true, requiredVersion: dependencies[pinnedBy] }]),
);

/**
 * Where each remote's manifest is when nothing else says so: the gateway's paths in production,
 * the remotes' own dev servers in development. At run time `/remotes.json` overrides them
 * (see src/remotes/remote-locations.plugin.ts), so moving a remote needs no rebuild of the shell.
 */
const defaultRemoteManifests = (development) => ({
  mf_public: development ? 'http://localhost:3101/mf-manifest.json' : '/mf/public/mf-manifest.json',
  mf_portal: development ? 'http://localhost:3102/mf-manifest.json' : '/mf/portal/mf-manifest.json',
  mf_admin: development ? 'http://localhost:3103/mf-manifest.json' : '/mf/admin/mf-manifest.json',
});

export default (_env, argv) => {
  const development = argv.mode === 'development';
  const remotes = Object.fromEntries(Object.entries(defaultRemoteManifests(development)).map(([name, manifest]) => [name, `${name}@${manifest}`]));
  return {
    entry: './src/index.ts',
    output: {
      path: fileURLToPath(new URL('./dist', import.meta.url)),
      publicPath: '/',
      uniqueName: 'shell',
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
              transform: { react: { runtime: 'automatic', development } },
            },
          },
        },
        { test: /\.css$/, use: ['postcss-loader'], type: 'css/auto' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'shell',
        remotes,
        shared,
        // With the default 'version-first' every page fetched every remote's manifest (FIELD-NOTES).
        shareStrategy: 'loaded-first',
        runtimePlugins: [fileURLToPath(new URL('./src/remotes/remote-locations.plugin.ts', import.meta.url))],
        manifest: false,
        dts: false,
      }),
      new rspack.HtmlRspackPlugin({ template: './index.html' }),
    ],
    devServer: {
      port: 3000,
      historyApiFallback: true,
    },
    devtool: development ? 'eval-cheap-module-source-map' : false,
  };
};
