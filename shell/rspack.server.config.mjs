import { fileURLToPath } from 'node:url';
import { serverRenderConfig } from '@silkway/rspack-config/server-render';

const source = (path) => fileURLToPath(new URL(path, import.meta.url));

/** dist/server/render.cjs: the shell with the public and portal remotes, rendered to HTML in Node. */
export default serverRenderConfig({
  dir: source('.'),
  entry: './src/server/index.ts',
  outputPath: 'dist/server',
  remotes: {
    'mf_public/App$': source('../mf-public/src/app.tsx'),
    'mf_portal/App$': source('../mf-portal/src/app.tsx'),
    // The back office is rendered in the browser only.
    'mf_admin/App$': false,
  },
  // Where the gateway serves each remote's build (gateway/src/front-ends/front-ends.routes.ts REMOTES).
  imagePublicPaths: {
    [source('../mf-public/src')]: '/mf/public/',
    [source('../mf-portal/src')]: '/mf/portal/',
  },
});
