import { Languages } from 'lucide-react';
import { languageOption, type Language } from '@silkway/i18n';

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
