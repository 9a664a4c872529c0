// Building an Intl.NumberFormat loads locale data: far dearer than formatting. A page shows a dozen
// figures and re-renders them, so each language's formats are built once.
const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: string, kind: 'count' | 'percent'): Intl.NumberFormat {
  const key = `${language}:${kind}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(
      language === 'tj' ? 'ru' : language,
      kind === 'percent' ? { maximumFractionDigits: 1 } : undefined,
    );
    formats.set(key, format);
  }
  return format;
}

/** "2 000+" for counts, "99.2%" for rates, in the conventions of the current language. */
export function formatCount(value: number, language: string): string {
  return `${numberFormat(language, 'count').format(value)}+`;
}

export function formatPercent(value: number, language: string): string {
  return `${numberFormat(language, 'percent').format(value)}%`;
}
