/** product.md §4: the last resort of the fallback chain is the key's last segment, and it is reported. */
export function lastKeySegment(key: string): string {
  const withoutNamespace = key.slice(key.lastIndexOf(':') + 1);
  return withoutNamespace.slice(withoutNamespace.lastIndexOf('.') + 1);
}

export function reportMissingKey(key: string): string {
  console.warn(`[i18n] missing translation for "${key}" in every language of the fallback chain`);
  return lastKeySegment(key);
}
