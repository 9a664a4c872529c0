import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

const require = createRequire(import.meta.url);
const { dependencies } = require('./package.json');

const FEDERATION_NAME = 'mf_admin';
const DEV_PORT = 3103;

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

export default (_env, argv) => {
  const development = argv.mode === 'development';
  return {
    entry: './src/index.ts',
    output: {
      path: fileURLToPath(new URL('./dist', import.meta.url)),
      publicPath: 'auto',
      uniqueName: FEDERATION_NAME,
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
        name: FEDERATION_NAME,
        filename: 'remoteEntry.js',
        exposes: { './App': './src/App.tsx' },
        shared,
        manifest: true,
        dts: false,
      }),
      new rspack.HtmlRspackPlugin({ template: './index.html' }),
    ],
    devServer: {
      port: DEV_PORT,
      historyApiFallback: true,
      // The shell on another port fetches this remote's manifest.
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
    devtool: development ? 'eval-cheap-module-source-map' : false,
  };
};
