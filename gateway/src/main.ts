import { buildGateway } from './app.js';
import { loadGatewayConfig } from './config/gateway-config.js';

const config = loadGatewayConfig();
const gateway = await buildGateway(config);
await gateway.app.listen({ host: config.GATEWAY_HOST, port: config.GATEWAY_PORT });

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    gateway.app.log.info({ signal }, 'gateway stopping');
    gateway.close().then(
      () => process.exit(0),
      (error: unknown) => {
        gateway.app.log.error({ err: error }, 'gateway did not stop cleanly');
        process.exit(1);
      },
    );
  });
}
