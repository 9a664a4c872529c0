import { groupThousands } from '@silkway/contracts';

/**
 * Separators of the site's languages, as Intl.NumberFormat writes them (Tajik pages follow Russian).
 * Formatted by hand: the first Intl.NumberFormat of a page loads the locale's data, 15 ms of CPU on a
 * desktop (60 ms on a slow phone) in the middle of the home page's hydration.
 */
const SEPARATORS: Record<string, { group: string; decimal: string }> = {
  ru: { group: '\u00a0', decimal: ',' },
  tj: { group: '\u00a0', decimal: ',' },
  en: { group: ',', decimal: '.' },
  zh: { group: ',', decimal: '.' },
};

function formatNumber(value: number, language: string, maximumFractionDigits: number): string {
  const { group, decimal } = SEPARATORS[language] ?? SEPARATORS.en!;
  const [whole = '', fraction = ''] = Math.abs(value).toFixed(maximumFractionDigits).split('.');
  const digits = fraction.replace(/0+$/, '');
  const sign = value < 0 && /[1-9]/.test(whole + digits) ? '-' : '';
  return `${sign}${groupThousands(whole, group)}${digits ? `${decimal}${digits}` : ''}`;
}

/** "2 000+" for counts, "99.2%" for rates, in the conventions of the current language. */
export function formatCount(value: number, language: string): string {
  return `${formatNumber(value, language, 0)}+`;
}

export function formatPercent(value: number, language: string): string {
  return `${formatNumber(value, language, 1)}%`;
}
