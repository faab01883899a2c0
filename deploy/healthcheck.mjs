// Container HEALTHCHECK for the Node images: GET /health/live on the app's own port.
// No curl/wget in node:20-bookworm-slim, so this uses Node's fetch. Exit 0 = healthy.
import { GATEWAY_PORT, SERVICE_PORTS } from '@hearth/platform';

const defaults = { gateway: GATEWAY_PORT, ...SERVICE_PORTS };
const port = process.env.PORT || defaults[process.env.HEARTH_APP] || 4000;
try {
  const res = await fetch(`http://127.0.0.1:${port}/health/live`, {
    signal: AbortSignal.timeout(2500),
  });
  process.exit(res.ok ? 0 : 1);
} catch {
  process.exit(1);
}
