import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { initI18n } from '@silkway/i18n';
import { Toaster } from '@silkway/ui';
import { createQueryClient } from '@silkway/web-client';

function TranslatedToaster() {
  const { t } = useTranslation();
  return <Toaster regionLabel={t('toast.region')} closeLabel={t('toast.close')} />;
}

/** Renders `app` into `#root` with i18n, the QueryClient, the router and the Toaster around it. */
export function mountApp(app: ReactNode): void {
  initI18n();
  const queryClient = createQueryClient();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>{app}</BrowserRouter>
        <TranslatedToaster />
      </QueryClientProvider>
    </StrictMode>,
  );
}
