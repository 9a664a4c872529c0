/** What a scanned text names: a label's address carries the order's code and the item's id. */
export interface ScannedCode {
  orderCode?: string;
  itemId?: number;
  /** The text itself, for codes that are no address of ours. */
  text: string;
}

/** Reads a label's address (`…/portal?code=<order code>&item=<item id>`); any other text is a code as it is. */
export function readScannedCode(raw: string): ScannedCode {
  const text = raw.trim();
  if (!/^https?:\/\//i.test(text)) return { text };
  let address: URL;
  try {
    address = new URL(text);
  } catch {
    return { text };
  }
  const orderCode = address.searchParams.get('code')?.trim();
  if (!orderCode || !address.pathname.endsWith('/portal')) return { text };
  const item = Number(address.searchParams.get('item'));
  return { text, orderCode, ...(Number.isSafeInteger(item) && item > 0 ? { itemId: item } : {}) };
}
