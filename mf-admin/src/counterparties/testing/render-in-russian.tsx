import { initI18n } from '@silkway/i18n';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SignedInAs } from '../../auth/testing/index.js';
import { registerCounterpartiesTranslations } from '../counterparties-translations.js';

/** Renders, signed in as an owner, a part of the counterparties screens with the real `admin-counterparties` dictionary, in Russian (product.md's texts). */
export function renderInRussian(element: ReactElement) {
  initI18n('ru');
  registerCounterpartiesTranslations();
  return render(<SignedInAs role="owner">{element}</SignedInAs>);
}
