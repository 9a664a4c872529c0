import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { isLanguage } from '@silkway/i18n';
import { SelectChevron, cn, selectTriggerClassName } from '@silkway/ui';
import { LanguageLabel, languageTriggerClassName } from './language-label.js';

const loadLanguageMenu = () => import('./language-menu.js');
const LanguageMenu = lazy(loadLanguageMenu);

/**
 * In the header on every screen size (product.md §2.1). Choosing a language moves to the page's address in
 * it (`/en/…`) and remembers the choice. Until a visitor opens it, the switcher is a button that looks
 * the same: the list's code (a Radix Select) is not part of the first paint.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const [opened, setOpened] = useState(false);
  const current = isLanguage(i18n.language) ? i18n.language : 'ru';
  const standIn = (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-label={t('language.label')}
      className={cn(selectTriggerClassName, languageTriggerClassName)}
      onPointerEnter={() => void loadLanguageMenu()}
      onFocus={() => void loadLanguageMenu()}
      onClick={() => setOpened(true)}
    >
      <LanguageLabel code={current} />
      <SelectChevron />
    </button>
  );
  if (!opened) return standIn;
  return (
    <Suspense fallback={standIn}>
      <LanguageMenu current={current} />
    </Suspense>
  );
}
