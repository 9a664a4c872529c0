import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type RemoteManifests = Partial<Record<string, string>>;

const REMOTE_LOCATIONS_URL = '/remotes.json';
let remoteManifests: Promise<RemoteManifests> | undefined;

async function fetchRemoteManifests(): Promise<RemoteManifests> {
  try {
    const response = await fetch(REMOTE_LOCATIONS_URL, { headers: { Accept: 'application/json' } });
    const isJson = response.headers.get('content-type')?.includes('json') ?? false;
    return response.ok && isJson ? ((await response.json()) as RemoteManifests) : {};
  } catch {
    // No configuration served (a bare dev server): the build-time locations stay.
    return {};
  }
}

/**
 * A remote on the page's own origin keeps a root-relative address: the runtime derives the addresses of
 * the stylesheets it preloads from it, and must find the ones the prerendered page already links
 * (`/mf/public/….css`). With an absolute address it added each of them again, restyling the whole page.
 */
function entryAddress(manifest: string): string {
  const address = new URL(manifest, window.location.href);
  return address.origin === window.location.origin
    ? `${address.pathname}${address.search}`
    : address.href;
}

/**
 * Points each remote at the manifest named by the gateway's `/remotes.json`. The federation
 * runtime initialises before any app code, so the rewrite happens in `beforeRequest`, which
 * waits for the (once-fetched) configuration before the first remote module is resolved.
 */
export default function remoteLocationsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'silkway-remote-locations',
    async beforeRequest(args) {
      remoteManifests ??= fetchRemoteManifests();
      const manifests = await remoteManifests;
      for (const remote of args.options.remotes) {
        const manifest = manifests[remote.name];
        if (manifest && 'entry' in remote) remote.entry = entryAddress(manifest);
      }
      return args;
    },
  };
}
