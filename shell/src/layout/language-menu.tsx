import { useTranslation } from '@silkway/i18n/react';
import { useLanguageSwitch } from '@silkway/app-frame';
import { LANGUAGES, isLanguage, type Language } from '@silkway/i18n';
import { Select, SelectContent, SelectItem, SelectTrigger } from '@silkway/ui';
import { LanguageLabel, languageTriggerClassName } from './language-label.js';

/** The switcher's list (Radix Select): loaded the first time a visitor opens it, and open at once. */
export default function LanguageMenu({ current }: { current: Language }) {
  const { t } = useTranslation();
  const { switchLanguage } = useLanguageSwitch();
  return (
    <Select
      defaultOpen
      value={current}
      onValueChange={(code) => isLanguage(code) && switchLanguage(code)}
    >
      <SelectTrigger aria-label={t('language.label')} className={languageTriggerClassName}>
        <LanguageLabel code={current} />
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
