/** The paths the public remote answers (product.md §2.1), blog articles included; any other public path is the shell's 404. */
export const PUBLIC_PAGE_PATHS = [
  '/',
  '/home',
  '/services',
  '/programs',
  '/about',
  '/contact',
  '/blog',
] as const;

const BLOG_ARTICLE_PATH = /^\/blog\/[a-z0-9][a-z0-9-]*$/;

export function isPublicPagePath(pathname: string): boolean {
  const withoutTrailingSlash = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    (PUBLIC_PAGE_PATHS as readonly string[]).includes(withoutTrailingSlash || '/') ||
    BLOG_ARTICLE_PATH.test(withoutTrailingSlash)
  );
}
