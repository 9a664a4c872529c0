import { join } from 'node:path';
import { sourceResolve, typescriptRule } from './source-rules.mjs';

/**
 * A browser script meant to be inlined in a page's HTML (the prerendered pages' only script before
 * their first paint): one self-contained, minified file, with no chunk loading and no runtime to fetch.
 *
 * @param {object} app
 * @param {string} app.dir        the app's folder
 * @param {string} app.entry      e.g. `./src/page-start.ts`
 * @param {string} app.outputPath e.g. `dist/inline` (the file is `[name].js` there)
 * @param {string} app.name       the file's name
 */
export function inlineScriptConfig({ dir, entry, outputPath, name }) {
  return {
    mode: 'production',
    target: ['web', 'es2020'],
    context: dir,
    entry: { [name]: entry },
    output: { path: join(dir, outputPath), filename: '[name].js', iife: true, clean: true },
    resolve: sourceResolve(['browser']),
    module: { rules: [typescriptRule] },
    optimization: { splitChunks: false, runtimeChunk: false },
    devtool: false,
  };
}
