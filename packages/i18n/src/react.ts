/**
 * The part of react-i18next the front ends use, shared by Module Federation as one singleton in its
 * place: a shared module is bundled whole, and react-i18next whole is three times this list
 * (like `@silkway/app-frame/router`). Apps import `useTranslation` from here (ESLint says so).
 */
export { initReactI18next, useTranslation } from 'react-i18next';
