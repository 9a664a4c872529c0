import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { initI18n, setLanguage, type Language } from '@silkway/i18n';
import { Toaster } from '@silkway/ui';
import { createQueryClient } from '@silkway/web-client';
import { registerPublicTranslations } from '../translations/register-public-translations.js';

initI18n('ru');
registerPublicTranslations();

/** Renders a piece of the public site with what the shell provides: i18n, a QueryClient and the Toaster. */
export async function renderPublicPage(ui: ReactElement, language: Language = 'ru') {
  await setLanguage(language);
  return render(
    <QueryClientProvider client={createQueryClient()}>
      {ui}
      <Toaster regionLabel="Notifications" closeLabel="Close" />
    </QueryClientProvider>,
  );
}
