import '@silkway/ui/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { initI18n } from '@silkway/i18n';
import { Toaster } from '@silkway/ui';
import { createQueryClient } from '@silkway/web-client';
import i18next from 'i18next';
import App from './App.js';

// Only when this remote runs alone on its dev server: inside the shell, the shell provides all of this.
initI18n();
const queryClient = createQueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
      <Toaster regionLabel={i18next.t('toast.region')} closeLabel={i18next.t('toast.close')} />
    </QueryClientProvider>
  </StrictMode>,
);
