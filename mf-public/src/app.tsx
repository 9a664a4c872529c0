import './styles.css';
import { PublicRoutes } from './routes.js';
import { registerPublicTranslations } from './translations/register-public-translations.js';

registerPublicTranslations();

/** The exposed entry `mf_public/App`: the shell mounts it for the public page paths. */
export default function App() {
  return <PublicRoutes />;
}
