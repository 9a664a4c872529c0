import { join } from 'node:path';
import { rspack } from '@rspack/core';
import { serverImageRules, sourceResolve, typescriptRule } from './source-rules.mjs';

/**
 * A Node build of an app's server-render entry, with the remotes' `./App` resolved to their sources
 * instead of being fetched at run time: one CommonJS file, every dependency inside, styles left out
 * (the browser loads them). The build step and the gateway render pages with it.
 *
 * @param {object} app
 * @param {string} app.dir        the app's folder
 * @param {string} app.entry      e.g. `./src/server/render-document.tsx`
 * @param {string} app.outputPath e.g. `dist/server`
 * @param {Record<string, string | false>} app.remotes  `mf_public/App` → its source file (false: never rendered on the server)
 * @param {Record<string, string>} [app.imagePublicPaths] a remote's source folder → where the browser loads its files (`/mf/public/`)
 */
export function serverRenderConfig({ dir, entry, outputPath, remotes, imagePublicPaths = {} }) {
  return {
    mode: 'production',
    target: 'node22',
    context: dir,
    entry: { render: entry },
    output: {
      path: join(dir, outputPath),
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { ...sourceResolve(['node']), alias: remotes },
    module: {
      rules: [
        typescriptRule,
        { test: /\.css$/, type: 'asset/source' },
        ...serverImageRules(imagePublicPaths),
      ],
    },
    plugins: [new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    optimization: { minimize: false },
    devtool: false,
  };
}
