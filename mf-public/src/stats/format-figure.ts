/** "2 000+" for counts, "99.2%" for rates, in the conventions of the current language. */
export function formatCount(value: number, language: string): string {
  return `${new Intl.NumberFormat(language === 'tj' ? 'ru' : language).format(value)}+`;
}

export function formatPercent(value: number, language: string): string {
  return `${new Intl.NumberFormat(language === 'tj' ? 'ru' : language, { maximumFractionDigits: 1 }).format(value)}%`;
}
