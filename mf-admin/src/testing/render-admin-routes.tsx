import { initI18n } from '@silkway/i18n';
import { createQueryClient } from '@silkway/web-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AdminRoutes } from '../admin-routes.js';
import { registerAdminTranslations } from '../translations.js';

/** Where the router is, for assertions about addresses. */
export const currentLocation = { pathname: '', search: '' };

function LocationProbe() {
  const location = useLocation();
  currentLocation.pathname = location.pathname;
  currentLocation.search = location.search;
  return null;
}

/** The back office mounted the way the shell mounts it (`/admin/*`), in Russian, at `path`. */
export function renderAdminRoutes(path = '/admin') {
  initI18n('ru');
  registerAdminTranslations();
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/*" element={<AdminRoutes />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
