import { initI18n } from '@silkway/i18n';
import { Toaster } from '@silkway/ui';
import { createQueryClient } from '@silkway/web-client';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { SignedInAs } from '../../auth/testing/index.js';
import { registerAdminTranslations } from '../../translations.js';
import { TrucksTab } from '../trucks-tab.js';
import { registerTrucksTranslations } from '../trucks-translations.js';

export { fakeServer } from '../../warehouses/testing/index.js';

/** The Trucks tab in Russian (product.md's texts) with a fresh query cache and the toasts; `fetch` comes from `fakeServer`. */
export function renderTrucksTab() {
  initI18n('ru');
  registerAdminTranslations();
  registerTrucksTranslations();
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <SignedInAs role="owner">
        <TrucksTab />
      </SignedInAs>
      <Toaster regionLabel="Уведомления" closeLabel="Закрыть" />
    </QueryClientProvider>,
  );
}
