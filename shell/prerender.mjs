/**
 * The build step that writes every public page in every language to HTML (dist/pages/{lang}/{page}.html,
 * precompressed), robots.txt, and dist/server/site.json, which the gateway reads to render blog
 * articles on request with the same settings. Runs after the shell's and the remotes' builds.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompressFolder } from '@silkway/rspack-config/precompress';

const shellDir = fileURLToPath(new URL('.', import.meta.url));
const dist = join(shellDir, 'dist');
const site = createRequire(import.meta.url)(join(dist, 'server', 'render.cjs'));

/** Absolute addresses in canonical and hreflang links: the site's public origin, known at build time. */
const origin = (process.env.PUBLIC_ORIGIN ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');

/** The stylesheets a remote's `./App` loads (linked in the head so the prerendered page paints styled) and its entry. */
function remoteAssets(folder, prefix) {
  const manifestPath = join(shellDir, '..', folder, 'dist', 'mf-manifest.json');
  if (!existsSync(manifestPath)) return { stylesheets: '', entry: null };
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const expose = manifest.exposes.find((entry) => entry.path === './App');
  const css = [...(expose?.assets.css.sync ?? [])];
  // `data-rspack` names the CSS chunk (`[name].[contenthash:8].css`, packages/rspack-config) as the remote's
  // chunk loading does: it finds the link here instead of adding the stylesheet again (which restyled the page).
  const chunkLink = (file) =>
    `<link rel="stylesheet" href="${prefix}${file}" data-rspack="${manifest.name}:chunk-${file.split('.')[0]}">`;
  return {
    stylesheets: css.map(chunkLink).join(''),
    entry: `${prefix}${manifest.metaData.remoteEntry.name}`,
  };
}

/** The Inter subsets a language's text needs (unicode ranges of @fontsource), preloaded so text paints once. */
const FONT_SUBSETS = {
  ru: ['latin', 'cyrillic'],
  tj: ['latin', 'cyrillic', 'cyrillic-ext'],
  en: ['latin'],
  zh: ['latin'],
};
const fontFiles = readdirSync(dist).filter((file) =>
  /^inter-.*-wght-normal\.[0-9a-f]{8}\.woff2$/.test(file),
);
function fontPreloads(language) {
  return FONT_SUBSETS[language]
    .map((subset) => fontFiles.find((file) => file.startsWith(`inter-${subset}-wght-normal.`)))
    .filter(Boolean)
    .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`)
    .join('');
}

// The shell's own stylesheet belongs to its bootstrap chunk, which loads after main.js: link it in the head
// instead, before the remote's (the same order as when the app loads them).
const shellStylesheets = readdirSync(dist)
  .filter((file) => file.endsWith('.css'))
  .map((file) => `<link rel="stylesheet" href="/${file}">`)
  .join('');
const remotes = {
  public: remoteAssets('mf-public', '/mf/public/'),
  portal: remoteAssets('mf-portal', '/mf/portal/'),
};

// A page's only script before its first paint is the start script (src/page-start.ts), inlined first in
// the head: the shell's entry, and the remote's entry that hydration waits for, are fetched once the page
// is on screen. The Content-Security-Policy allows it by its hash (the gateway reads it from site.json).
const appScript = /<script defer(?:="defer")? src="([^"]+)"><\/script>/;
const shellTemplate = readFileSync(join(dist, 'index.html'), 'utf8');
const appScriptSrc = appScript.exec(shellTemplate)?.[1];
if (!appScriptSrc) throw new Error(`no app script found in ${join(dist, 'index.html')}`);
const template = shellTemplate.replace(appScript, '');
const pageStart = readFileSync(join(dist, 'inline', 'page-start.js'), 'utf8').trim();
const pageStartHash = `sha256-${createHash('sha256').update(pageStart).digest('base64')}`;
const startScript = (remote) => {
  const preload = remote && remotes[remote].entry ? ` data-preload="${remotes[remote].entry}"` : '';
  return `<script data-app="${appScriptSrc}"${preload}>${pageStart}</script>`;
};

const settingsOf = (language, remote) => ({
  template,
  origin,
  extraHead:
    startScript(remote) +
    shellStylesheets +
    fontPreloads(language) +
    (remote ? remotes[remote].stylesheets : ''),
});

const pagesDir = join(dist, 'pages');
let written = 0;
for (const language of site.LANGUAGE_CODES) {
  const prefix = language === 'ru' ? '' : `/${language}`;
  for (const page of site.PRERENDERED_PAGES) {
    const remote = page.path === '/portal' ? 'portal' : 'public';
    const html = await site.renderDocument(settingsOf(language, remote), {
      url: `${prefix}${page.path === '/' ? '/' : page.path}`,
      kind: 'indexable',
    });
    const file = join(pagesDir, site.prerenderedFile(language, page.name));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    written += 1;
  }
  const notFound = await site.renderDocument(settingsOf(language, null), {
    url: `${prefix}/404`,
    kind: 'not-found',
  });
  writeFileSync(join(pagesDir, site.prerenderedFile(language, '404')), notFound);
  written += 1;
}

writeFileSync(join(dist, 'robots.txt'), site.robotsTxt(origin));
writeFileSync(
  join(dist, 'server', 'site.json'),
  JSON.stringify({
    origin,
    template,
    scriptHashes: [pageStartHash],
    extraHead: Object.fromEntries(
      site.LANGUAGE_CODES.map((language) => [language, settingsOf(language, 'public').extraHead]),
    ),
  }),
);
precompressFolder(pagesDir);
console.log(`prerendered ${written} pages into ${pagesDir} for ${origin}`);
