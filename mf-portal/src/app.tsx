import './styles.css';
import { lazy, Suspense } from 'react';
import { Route, Routes } from '@silkway/app-frame/router';
import { TrackingPage } from './tracking/tracking-page.js';
import { registerPortalTranslations } from './translations.js';

registerPortalTranslations();

// The account's pages load when opened: the tracking page (prerendered, the portal's front door) stays light.
const SignInPage = lazy(() =>
  import('./account/sign-in-page.js').then((module) => ({ default: module.SignInPage })),
);
const AccountPage = lazy(() =>
  import('./account/account-page.js').then((module) => ({ default: module.AccountPage })),
);
const AccountOrderPage = lazy(() =>
  import('./account/account-order-page.js').then((module) => ({
    default: module.AccountOrderPage,
  })),
);

/**
 * The exposed entry `mf_portal/App`, mounted by the shell at /portal/* and /client-portal/*:
 * tracking by code, and the client's own account (docs/portal-accounts.md).
 */
export default function App() {
  return (
    <Suspense fallback={null}>
      <Routes>
        <Route index element={<TrackingPage />} />
        <Route path="sign-in" element={<SignInPage />} />
        <Route path="account" element={<AccountPage />} />
        <Route path="account/orders/:id" element={<AccountOrderPage />} />
        <Route path="*" element={<TrackingPage />} />
      </Routes>
    </Suspense>
  );
}
