import { useTranslation } from 'react-i18next';
import { LANGUAGES, isLanguage, languageOption, setLanguage } from '@silkway/i18n';
import { Select, SelectContent, SelectItem, SelectTrigger } from '@silkway/ui';

/** In the header on every screen size (SPEC §2.1): flag and code when narrow, the name when wide. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = languageOption(isLanguage(i18n.language) ? i18n.language : 'ru');
  return (
    <Select value={current.code} onValueChange={(code) => isLanguage(code) && void setLanguage(code)}>
      <SelectTrigger aria-label={t('language.label')} className="h-9 w-auto gap-1.5 border-white/25 bg-white/10 px-2.5 text-sm text-white hover:bg-white/15 focus-visible:ring-white/40">
        <span aria-hidden>{current.flag}</span>
        <span className="uppercase sm:hidden">{current.code}</span>
        <span className="hidden sm:inline">{current.displayName}</span>
      </SelectTrigger>
      <SelectContent align="end" className="w-44">
        {LANGUAGES.map((language) => (
          <SelectItem key={language.code} value={language.code} lang={language.htmlLang}>
            <span aria-hidden className="mr-2">
              {language.flag}
            </span>
            {language.displayName}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
