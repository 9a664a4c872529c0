import './styles.css';
import { AdminRoutes } from './admin-routes.js';
import { registerAdminTranslations } from './translations.js';

registerAdminTranslations();

/** The exposed entry `mf_admin/App`: the shell mounts it at /admin/* without the public chrome. */
export default function App() {
  return <AdminRoutes />;
}
