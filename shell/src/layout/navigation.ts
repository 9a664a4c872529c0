/** Header navigation of product.md §2.1, in order; labels are `common:nav.<key>`. */
export const HEADER_LINKS = [
  { to: '/services', labelKey: 'nav.services' },
  { to: '/programs', labelKey: 'nav.programs' },
  { to: '/about', labelKey: 'nav.about' },
  { to: '/blog', labelKey: 'nav.blog' },
  { to: '/contact', labelKey: 'nav.contact' },
] as const;

export const CLIENT_PORTAL_PATH = '/portal';
