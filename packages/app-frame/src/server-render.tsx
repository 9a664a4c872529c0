import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { initI18n, languageBasename, setLanguage, type Language } from '@silkway/i18n';
import { AppProviders } from './app-providers.js';
import { PageHeadCollector, type PageHead } from './page-head.js';

export interface RenderedPage {
  /** The markup of `#root`. */
  markup: string;
  head: PageHead;
  /** The query answers the markup was rendered with (`<script type="application/json">`), or null. */
  initialData: string | null;
}

/**
 * Renders `app` at `url` in `language` to HTML, waiting for every lazy part (remotes, routes) so
 * the markup is whole. The same providers as in the browser, so `hydrateRoot` takes it over as is.
 */
export async function renderApp(
  app: ReactNode,
  { url, language, queryClient }: { url: string; language: Language; queryClient: QueryClient },
): Promise<RenderedPage> {
  initI18n(language);
  await setLanguage(language);
  let head: PageHead = { title: '' };
  const collect = (next: PageHead) => {
    head = next;
  };
  const tree = (
    <PageHeadCollector value={collect}>
      <AppProviders queryClient={queryClient}>
        <StaticRouter basename={languageBasename(language) || '/'} location={url}>
          {app}
        </StaticRouter>
      </AppProviders>
    </PageHeadCollector>
  );
  // The first pass waits for every lazy part (remote, page chunk, dictionary). The second renders with all
  // of them at hand, so the HTML is whole and in order: a boundary that suspended would otherwise be sent
  // out of place with an inline script that moves it (which the Content-Security-Policy forbids).
  await prerender(tree);
  const markup = renderToString(tree);
  const state = dehydrate(queryClient);
  const initialData =
    state.queries.length > 0 ? JSON.stringify(state).replace(/</g, '\\u003c') : null;
  return { markup, head, initialData };
}
