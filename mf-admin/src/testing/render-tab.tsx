import { initI18n } from '@silkway/i18n';
import { Toaster } from '@silkway/ui';
import { createQueryClient } from '@silkway/web-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SignedInAs } from '../auth/testing/index.js';

/** Where the router is, for assertions about addresses. */
export const testLocation = { pathname: '', search: '' };

function LocationProbe() {
  const location = useLocation();
  testLocation.pathname = location.pathname;
  testLocation.search = location.search;
  return null;
}

/** A back office tab on its own, in Russian, signed in as an owner, with a fresh query client and toasts, at `path`. */
export function renderTab(tab: ReactElement, path: string) {
  initI18n('ru');
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/*" element={<SignedInAs role="owner">{tab}</SignedInAs>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <Toaster regionLabel="Уведомления ({hotkey})" closeLabel="Закрыть" />
    </QueryClientProvider>,
  );
}
