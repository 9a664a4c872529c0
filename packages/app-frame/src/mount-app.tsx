import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { initI18n, readStoredLanguage, splitLanguagePath } from '@silkway/i18n';
import { createQueryClient } from '@silkway/web-client';
import { AppProviders } from './app-providers.js';
import { LanguageRouter } from './language-router.js';
import { INITIAL_DATA_ELEMENT_ID } from './page-head.js';

/** Query answers the server rendered the page with, so the first render in the browser matches it. */
function readInitialData(): unknown {
  const element = document.getElementById(INITIAL_DATA_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent);
  } catch {
    return undefined;
  }
}

/**
 * Lets the browser run what waits (input, paint, other tasks) and goes on in a new task: a long start cut
 * in pieces blocks a slow phone's main thread for less at a time (Lighthouse's Total Blocking Time).
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  return scheduler?.yield?.() ?? new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Renders `app` into `#root` with i18n, the QueryClient, the router and the Toaster around it.
 * A page that arrives prerendered is hydrated (taken over in place); an empty `#root` is rendered.
 * Its language is the address's (`/en/…`), Russian when unprefixed, and the stored choice for
 * pages that are never prerendered (the back office, a remote alone on its dev server).
 */
export async function mountApp(app: ReactNode): Promise<void> {
  // Three tasks instead of one: evaluating the app's modules (which ran just before this call), starting
  // i18next and the QueryClient, then the takeover.
  await nextTask();
  const root = document.getElementById('root')!;
  const prerendered = root.firstElementChild !== null;
  const address = splitLanguagePath(window.location.pathname);
  const language = address.prefixed || prerendered ? address.language : readStoredLanguage();
  initI18n(language);
  const queryClient = createQueryClient();
  const initialData = readInitialData();
  if (initialData) hydrate(queryClient, initialData);
  await nextTask();
  const tree = (
    <AppProviders queryClient={queryClient}>
      {/* The router's basename is the address's prefix, whatever language the texts are in: the back
          office in a stored English has no `/en` in its address, and under that basename nothing matched. */}
      <LanguageRouter addressLanguage={address.language}>{app}</LanguageRouter>
    </AppProviders>
  );
  // As a transition, hydration works in slices and lets the browser answer in between, instead of one
  // long task that holds the main thread of a slow phone (Lighthouse's Total Blocking Time).
  if (prerendered) startTransition(() => void hydrateRoot(root, tree));
  else createRoot(root).render(tree);
}
