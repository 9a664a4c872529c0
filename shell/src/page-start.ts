import { holdClicksUntilTakenOver } from './held-clicks.js';
import { addressInRememberedLanguage } from './remembered-language.js';

/**
 * Calls `start` once the browser has shown the page it was sent: after its first contentful paint
 * is reported, which is after the frame is on screen. A hidden tab paints nothing: it starts at once,
 * and so does a page hidden before it painted.
 */
function afterFirstPaint(start: () => void): void {
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    setTimeout(start, 0);
  };
  if (document.visibilityState === 'hidden') return startOnce();
  document.addEventListener('visibilitychange', startOnce, { once: true });
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    // No paint timing (older browsers): the frame after the one drawn once the document is parsed.
    document.addEventListener('DOMContentLoaded', () => requestAnimationFrame(startOnce));
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    startOnce();
  }).observe({ type: 'paint', buffered: true });
}

/** Fetches the app's entry (`data-app`), with what it will ask for next (`data-preload`). */
function loadApp({ app, preload }: DOMStringMap): void {
  for (const href of preload?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.src = app!;
  document.head.append(script);
}

// The only script of a prerendered page, inlined in its head (shell/prerender.mjs): nothing is fetched
// for JavaScript before the page is on screen, so no script competes with the page's text and styles
// for the network, and the app's start never delays the first paint (docs/public-site.md).
const { dataset } = document.currentScript as HTMLScriptElement;
const remembered = addressInRememberedLanguage();
if (remembered) window.location.replace(remembered);
else {
  holdClicksUntilTakenOver();
  afterFirstPaint(() => loadApp(dataset));
}
