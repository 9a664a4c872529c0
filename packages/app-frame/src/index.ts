export { mountApp, nextTask } from './mount-app.js';
export { useLanguageSwitch } from './language-router.js';
export { usePageHead, type PageHead } from './page-head.js';
export { StaticContent } from './static-content.js';
export { messengerAccounts, offices, phoneHref } from './company-contacts.js';
export { useHydrated } from './use-hydrated.js';
