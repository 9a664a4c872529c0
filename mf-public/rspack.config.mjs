import { fileURLToPath } from 'node:url';
import { federatedAppConfig } from '@silkway/rspack-config';

export default federatedAppConfig({
  dir: fileURLToPath(new URL('.', import.meta.url)),
  name: 'mf_public',
  role: 'remote',
  devPort: 3101,
});
