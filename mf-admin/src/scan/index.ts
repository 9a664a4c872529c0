import { lazy } from 'react';

/** The scan screen, in a file of its own: the rest of the back office does not load it. */
export const ScanPage = lazy(() => import(/* webpackChunkName: "scan-screen" */ './scan-page.js'));
