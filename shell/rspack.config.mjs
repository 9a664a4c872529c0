import { fileURLToPath } from 'node:url';
import { federatedAppConfig } from '@silkway/rspack-config';

export default federatedAppConfig({
  dir: fileURLToPath(new URL('.', import.meta.url)),
  name: 'shell',
  role: 'host',
  devPort: 3000,
  /**
   * Where each remote's manifest is when nothing else says so: the gateway's paths in production,
   * the remotes' own dev servers in development. At run time `/remotes.json` overrides them
   * (see src/remotes/remote-locations.plugin.ts), so moving a remote needs no rebuild of the shell.
   */
  remoteManifests: (development) => ({
    mf_public: development
      ? 'http://localhost:3101/mf-manifest.json'
      : '/mf/public/mf-manifest.json',
    mf_portal: development
      ? 'http://localhost:3102/mf-manifest.json'
      : '/mf/portal/mf-manifest.json',
    mf_admin: development ? 'http://localhost:3103/mf-manifest.json' : '/mf/admin/mf-manifest.json',
  }),
  runtimePlugins: [
    fileURLToPath(new URL('./src/remotes/remote-locations.plugin.ts', import.meta.url)),
    fileURLToPath(new URL('./src/remotes/shared-in-tasks.plugin.ts', import.meta.url)),
  ],
});
