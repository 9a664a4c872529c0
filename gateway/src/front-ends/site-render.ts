import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** What the gateway answers for an address (the parts it reads); the shell's server bundle decides (shell/src/server/site-pages.ts). */
export type SiteAddress =
  | { kind: 'page'; file: string }
  | {
      kind: 'blog';
      file: string;
      notFoundFile: string;
      language: string;
      slug: string | null;
      url: string;
    }
  | { kind: 'app' }
  | { kind: 'not-found'; file: string };

interface DocumentRequest {
  url: string;
  kind: 'indexable' | 'not-found';
  queries?: { key: readonly unknown[]; data: unknown }[];
  type?: 'website' | 'article';
}

/**
 * The shell's server render bundle (dist/server/render.cjs, written by `npm run build -w shell`) and
 * what `shell/prerender.mjs` rendered the pages with (dist/server/site.json).
 */
export interface Site {
  resolveAddress: (pathname: string) => SiteAddress;
  sitemapXml: (origin: string, articleSlugs: readonly string[]) => string;
  renderDocument: (
    settings: { template: string; origin: string; extraHead: string },
    request: DocumentRequest,
  ) => Promise<string>;
  settings: {
    origin: string;
    /** The page template: the shell's index.html without its script tag. */
    template: string;
    /** `sha256-…` of each script inlined in the pages (the start script), which the Content-Security-Policy allows. */
    scriptHashes: string[];
    /** By language: the head tags the build chose for its pages (font preloads, stylesheets). */
    extraHead: Record<string, string>;
  };
}

/** Loads the shell's server bundle and its settings; null before a build, or after one without the server render. */
export function loadSite(frontendRoot: string): Site | null {
  const server = join(frontendRoot, 'shell', 'dist', 'server');
  const settingsPath = join(server, 'site.json');
  if (!existsSync(settingsPath)) return null;
  const bundle = createRequire(import.meta.url)(join(server, 'render.cjs')) as Omit<
    Site,
    'settings'
  >;
  return {
    ...bundle,
    settings: JSON.parse(readFileSync(settingsPath, 'utf8')) as Site['settings'],
  };
}
