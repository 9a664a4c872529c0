import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** What the gateway answers for an address; the shell's server bundle decides (shell/src/server/site-pages.ts). */
export type SiteAddress =
  | { kind: 'page'; file: string; language: string; path: string }
  | {
      kind: 'blog';
      file: string;
      notFoundFile: string;
      language: string;
      slug: string | null;
      url: string;
    }
  | { kind: 'app' }
  | { kind: 'not-found'; file: string; language: string };

interface DocumentRequest {
  url: string;
  kind: 'indexable' | 'not-found';
  queries?: { key: readonly unknown[]; data: unknown }[];
  type?: 'website' | 'article';
}

/** The shell's server render bundle (dist/server/render.cjs), written by `npm run build -w shell`. */
export interface SiteRenderer {
  resolveAddress: (pathname: string) => SiteAddress;
  sitemapXml: (origin: string, articleSlugs: readonly string[]) => string;
  /** `language`: the page's, for the head tags the build chose for it (font preloads, stylesheets). */
  renderDocument: (request: DocumentRequest, language: string) => Promise<string>;
  origin: string;
}

interface ServerBundle {
  resolveAddress: SiteRenderer['resolveAddress'];
  sitemapXml: SiteRenderer['sitemapXml'];
  renderDocument: (
    settings: { template: string; origin: string; extraHead: string },
    request: DocumentRequest,
  ) => Promise<string>;
}

/** What `shell/prerender.mjs` rendered the pages with (dist/server/site.json). */
interface SiteSettings {
  origin: string;
  /** The page template: the shell's index.html without its script tag. */
  template: string;
  /** `sha256-…` of each script inlined in the pages (the start script). */
  scriptHashes: string[];
  /** By language. */
  extraHead: Record<string, string>;
}

/** The shell's build folder in the folder holding the front ends. */
export const shellDistIn = (frontendRoot: string): string => join(frontendRoot, 'shell', 'dist');

function readSiteSettings(shellDist: string): SiteSettings | null {
  const settingsPath = join(shellDist, 'server', 'site.json');
  if (!existsSync(settingsPath)) return null;
  return JSON.parse(readFileSync(settingsPath, 'utf8')) as SiteSettings;
}

/** The hashes of the scripts the built pages carry inline, which the Content-Security-Policy allows; none before a build. */
export function inlineScriptHashes(shellDist: string): string[] {
  return readSiteSettings(shellDist)?.scriptHashes ?? [];
}

/** Loads the shell's server bundle and the settings the build rendered the pages with; null before a build. */
export function loadSiteRenderer(shellDist: string): SiteRenderer | null {
  const bundlePath = join(shellDist, 'server', 'render.cjs');
  const settings = readSiteSettings(shellDist);
  if (!existsSync(bundlePath) || !settings) return null;
  const bundle = createRequire(import.meta.url)(bundlePath) as ServerBundle;
  const { template } = settings;
  return {
    resolveAddress: bundle.resolveAddress,
    sitemapXml: bundle.sitemapXml,
    origin: settings.origin,
    renderDocument: (request, language) =>
      bundle.renderDocument(
        { template, origin: settings.origin, extraHead: settings.extraHead[language] ?? '' },
        request,
      ),
  };
}
