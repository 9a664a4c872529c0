import { addressInRememberedLanguage } from './remembered-language.js';

// Pages run under a CSP without 'unsafe-eval': every copy of zod on the page (each remote bundles its
// own) reads this one global config, so none probes `Function('')` (docs/security.md).
((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= {}).jitless =
  true;

// A prerendered page's inlined start script (page-start.ts) has already sent the visitor to their
// language; the back office and a dev server's pages load this entry alone.
const remembered = addressInRememberedLanguage();
if (remembered) window.location.replace(remembered);
// An async boundary: shared singletons are negotiated before any React code runs. In a task of its own,
// after the one that evaluated the federation runtime.
else setTimeout(() => void import('./bootstrap.js'), 0);
