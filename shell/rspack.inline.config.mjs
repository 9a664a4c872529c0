import { fileURLToPath } from 'node:url';
import { inlineScriptConfig } from '@silkway/rspack-config/inline-script';

/** dist/inline/page-start.js: the start script prerender.mjs inlines in every page's head. */
export default inlineScriptConfig({
  dir: fileURLToPath(new URL('.', import.meta.url)),
  entry: './src/page-start.ts',
  outputPath: 'dist/inline',
  name: 'page-start',
});
