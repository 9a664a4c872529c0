import {
  LANGUAGE_STORAGE_KEY,
  isLanguage,
  localizedPath,
  splitLanguagePath,
} from '@silkway/i18n/address';
import { holdClicksUntilTakenOver } from './held-clicks.js';

/**
 * A visitor who chose another language and comes back to an unprefixed address (the Russian page)
 * goes to that page in their language. The back office keeps its unprefixed address.
 */
function addressInRememberedLanguage(): string | null {
  const { prefixed, path } = splitLanguagePath(window.location.pathname);
  if (prefixed || path.startsWith('/admin')) return null;
  let stored: string | null;
  try {
    stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
  if (!isLanguage(stored) || stored === 'ru') return null;
  return `${localizedPath(stored, path)}${window.location.search}${window.location.hash}`;
}

// Pages run under a CSP without 'unsafe-eval': every copy of zod on the page (each remote bundles its
// own) reads this one global config, so none probes `Function('')` (docs/security.md).
((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= {}).jitless =
  true;

/**
 * Calls `start` once the browser has painted the page it was sent (the frame after the next), so a
 * prerendered page shows before any of the app's scripts are fetched and run. A hidden tab paints no
 * frames: it starts at once.
 */
function afterFirstPaint(start: () => void): void {
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
}

const remembered = addressInRememberedLanguage();
if (remembered) window.location.replace(remembered);
else {
  holdClicksUntilTakenOver();
  // An async boundary: shared singletons are negotiated before any React code runs.
  afterFirstPaint(() => void import('./bootstrap.js'));
}
