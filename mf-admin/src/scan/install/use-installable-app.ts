import { api, API_PREFIX } from '@silkway/contracts';
import { useEffect } from 'react';
import { ADMIN_ROOT } from '../../admin-paths.js';

declare const __webpack_public_path__: string;

const SERVICE_WORKER = 'admin-sw.js';
const MANIFEST = 'manifest.webmanifest';

/**
 * Makes the back office installable from the scan screen (issue 34 §1): the manifest this remote
 * ships, and its service worker over /admin/, which keeps the shell and this screen for opening
 * with no connection. The worker caches what passes through it; what this page loaded before the
 * worker took over is handed to it (Workbox's CACHE_URLS message).
 */
export function useInstallableApp(): void {
  useEffect(() => {
    const base = new URL(__webpack_public_path__, location.href);
    if (!document.querySelector('link[rel="manifest"]')) {
      const link = document.createElement('link');
      link.rel = 'manifest';
      link.href = new URL(MANIFEST, base).pathname;
      document.head.append(link);
    }
    // A worker must come from the page's own origin; a remote served from elsewhere goes without.
    if (!('serviceWorker' in navigator) || base.origin !== location.origin) return;
    const handOverLoaded = () => {
      const urlsToCache = [
        location.href,
        // Who is signed in, so the screen opens signed in with no connection.
        new URL(api.auth.me.path, location.origin).href,
        ...performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter(
            (url) => new URL(url).origin === location.origin && !url.includes(`${API_PREFIX}/`),
          ),
      ];
      navigator.serviceWorker.controller?.postMessage({
        type: 'CACHE_URLS',
        payload: { urlsToCache },
      });
    };
    navigator.serviceWorker.addEventListener('controllerchange', handOverLoaded);
    void navigator.serviceWorker
      .register(new URL(SERVICE_WORKER, base).pathname, { scope: `${ADMIN_ROOT}/` })
      .then(() => {
        if (navigator.serviceWorker.controller) handOverLoaded();
      });
    return () => navigator.serviceWorker.removeEventListener('controllerchange', handOverLoaded);
  }, []);
}
