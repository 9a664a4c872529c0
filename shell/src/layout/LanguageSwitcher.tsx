import { useTranslation } from 'react-i18next';
import { Languages } from 'lucide-react';
import { LANGUAGES, isLanguage, languageOption, setLanguage } from '@silkway/i18n';
import { Select, SelectContent, SelectItem, SelectTrigger } from '@silkway/ui';

/**
 * In the header on every screen size (SPEC §2.1): the code when narrow, the name when wide.
 * Flag emoji are left out on purpose: Windows and headless Chromium draw them as letters or boxes.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = languageOption(isLanguage(i18n.language) ? i18n.language : 'ru');
  return (
    <Select value={current.code} onValueChange={(code) => isLanguage(code) && void setLanguage(code)}>
      <SelectTrigger aria-label={t('language.label')} className="h-9 w-auto gap-1.5 border-white/25 bg-white/10 px-2.5 text-sm text-white hover:bg-white/15 focus-visible:ring-white/40">
        <Languages className="size-4" strokeWidth={2} aria-hidden />
        <span className="uppercase sm:hidden!">{current.code}</span>
        <span className="hidden! sm:inline!">{current.displayName}</span>
      </SelectTrigger>
      <SelectContent align="end" className="w-44">
        {LANGUAGES.map((language) => (
          <SelectItem key={language.code} value={language.code} lang={language.htmlLang}>
            {language.displayName}
            <span aria-hidden className="ml-2 text-xs uppercase text-neutral-500">
              {language.code}
            </span>
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
