// The server render bundle (dist/server/render.cjs): the build step and the gateway use only these.
export { renderDocument, type DocumentRequest, type DocumentSettings } from './render-document.js';
export {
  PRERENDERED_PAGES,
  prerenderedFile,
  resolveAddress,
  robotsTxt,
  sitemapXml,
  type SiteAddress,
} from './site-pages.js';
export { LANGUAGE_CODES } from '@silkway/i18n';
