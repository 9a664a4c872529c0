import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '@silkway/i18n/react';
import { Languages } from 'lucide-react';
import { isLanguage, languageOption, type Language } from '@silkway/i18n';
import { SelectChevron, cn, selectTriggerClassName } from '@silkway/ui';

const loadLanguageMenu = () => import('./language-menu.js');
const LanguageMenu = lazy(loadLanguageMenu);

export const languageTriggerClassName =
  'h-9 w-auto gap-1.5 border-white/25 bg-white/10 px-2.5 text-sm text-white hover:bg-white/15 focus-visible:ring-white/40';

/** The code when narrow, the name when wide. Flag emoji are left out on purpose: Windows and headless Chromium draw them as letters or boxes. */
export function LanguageLabel({ code }: { code: Language }) {
  return (
    <>
      <Languages className="size-4" strokeWidth={2} aria-hidden />
      <span className="uppercase sm:hidden!">{code}</span>
      <span className="hidden! sm:inline!">{languageOption(code).displayName}</span>
    </>
  );
}

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
