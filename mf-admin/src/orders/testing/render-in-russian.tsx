import { initI18n } from '@silkway/i18n';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SignedInAs } from '../../auth/testing/index.js';
import { registerOrdersTranslations } from '../orders-translations.js';

/** Renders, signed in as an owner, a part of the Orders tab with the real `admin-orders` dictionary, in Russian (product.md's texts). */
export function renderInRussian(element: ReactElement) {
  initI18n('ru');
  registerOrdersTranslations();
  return render(<SignedInAs role="owner">{element}</SignedInAs>);
}
