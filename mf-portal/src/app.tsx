import './styles.css';
import { TrackingPage } from './tracking/tracking-page.js';
import { registerPortalTranslations } from './translations.js';

registerPortalTranslations();

/** The exposed entry `mf_portal/App`: the shell mounts it at /portal and /client-portal. */
export default function App() {
  return <TrackingPage />;
}
