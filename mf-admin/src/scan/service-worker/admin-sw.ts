/// <reference lib="webworker" />
import { api, API_PREFIX } from '@silkway/contracts';
import { clientsClaim } from 'workbox-core';
import { NavigationRoute, Route, Router } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope;

/**
 * The back office's service worker (issue 34 §1), scoped to /admin/: the pages and every file they
 * load are kept, so the installed app, the scan screen foremost, opens with no connection. Files
 * named by their content hash never change (cache first); pages, manifests and /remotes.json are
 * asked of the network first, the kept copy when there is none. Of the API only "who am I" is
 * kept (so the screen opens signed in offline); every other call goes to the network as it is.
 */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const KEPT_CALLS = new Set([api.auth.me.path]);
const isApiCall = (url: URL) => url.pathname.startsWith(`${API_PREFIX}/`);
const WAIT_FOR_NETWORK_SECONDS = 4;

self.skipWaiting();
clientsClaim();

const sameOrigin = (url: URL) => url.origin === self.location.origin;
// Pages and entry files share one cache: the page handed over by URL is found again when navigated to.
const networkFirst = new NetworkFirst({
  cacheName: 'silkway-admin-entries',
  networkTimeoutSeconds: WAIT_FOR_NETWORK_SECONDS,
});
const router = new Router();
router.registerRoute(new NavigationRoute(networkFirst, { allowlist: [/^\/admin(?:\/|$)/] }));
router.registerRoute(
  new Route(
    ({ url }) => sameOrigin(url) && !isApiCall(url) && HASHED.test(url.pathname),
    new CacheFirst({ cacheName: 'silkway-admin-files' }),
  ),
);
router.registerRoute(
  new Route(
    ({ url, request }) =>
      sameOrigin(url) &&
      request.destination !== 'document' &&
      (KEPT_CALLS.has(url.pathname) || !isApiCall(url)),
    networkFirst,
  ),
);
router.addFetchListener();
router.addCacheListener();
