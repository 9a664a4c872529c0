import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { federatedAppConfig } from '@silkway/rspack-config';

const dir = fileURLToPath(new URL('.', import.meta.url));
const app = federatedAppConfig({ dir, name: 'mf_admin', role: 'remote', devPort: 3103 });

/**
 * The back office, plus what makes it an installable app (issue 34): the manifest and icons of
 * public/, the scan screen's barcode reader (ZXing's WebAssembly, a file of its own fetched only when
 * the browser reads no codes itself) and the service worker, built on its own for a worker's scope.
 */
export default (env, argv) => {
  const remote = app(env, argv);
  remote.name = 'mf_admin';
  remote.module.rules.push({ test: /\.wasm$/, type: 'asset/resource' });
  remote.plugins.push(new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] }));
  const serviceWorker = {
    name: 'admin-sw',
    // After the remote: its build empties dist/ first.
    dependencies: ['mf_admin'],
    context: dir,
    target: 'webworker',
    entry: { 'admin-sw': './src/scan/service-worker/admin-sw.ts' },
    output: { path: remote.output.path, filename: '[name].js', clean: false },
    resolve: { extensions: ['.ts', '.js'], extensionAlias: { '.js': ['.ts', '.js'] } },
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'builtin:swc-loader',
          options: { jsc: { parser: { syntax: 'typescript' } } },
        },
      ],
    },
    devtool: false,
  };
  return [remote, serviceWorker];
};
