import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { initI18n, setLanguage, type Language } from '@silkway/i18n';
import { createQueryClient } from '@silkway/web-client';
import { registerPortalTranslations } from '../translations.js';

initI18n('ru');
registerPortalTranslations();

/** Shows the router's current address, so a test can read what the page put in the URL. */
function CurrentAddress() {
  const { pathname, search } = useLocation();
  return <output data-testid="current-address">{`${pathname}${search}`}</output>;
}

/** Renders a piece of the portal with what the shell provides: i18n, a QueryClient and a router at `path`. */
export async function renderPortal(
  ui: ReactElement,
  { path = '/portal', language = 'ru' }: { path?: string; language?: Language } = {},
) {
  await setLanguage(language);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <CurrentAddress />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
