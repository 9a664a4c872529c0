/** The two offices of product.md §1; names and addresses are texts, these are the reachable details. */
export const offices = [
  { key: 'dushanbe', phone: '+992 37 221 45 45', email: 'dushanbe@silkway.tj' },
  { key: 'guangzhou', phone: '+86 20 8356 7788', email: 'guangzhou@silkway.cn' },
] as const;

/** `tel:` link target: the number without spaces. */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/\s+/g, '')}`;
}
