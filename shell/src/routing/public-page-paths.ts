/** The paths the public remote answers (SPEC §2.1); any other public path is the shell's 404. */
export const PUBLIC_PAGE_PATHS = ['/', '/home', '/services', '/programs', '/about', '/contact', '/blog'] as const;

export function isPublicPagePath(pathname: string): boolean {
  const withoutTrailingSlash = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (PUBLIC_PAGE_PATHS as readonly string[]).includes(withoutTrailingSlash || '/');
}
