// Container HEALTHCHECK for the Node images: GET /health/live on the app's own port.
// No curl/wget in node:20-bookworm-slim, so this uses Node's fetch. Exit 0 = healthy.
const defaults = {
  gateway: 4000,
  users: 4001,
  restaurants: 4002,
  sessions: 4003,
  orders: 4004,
  notifications: 4005,
  admin: 4006,
};
const port = process.env.PORT || defaults[process.env.HEARTH_APP] || 4000;
try {
  const res = await fetch(`http://127.0.0.1:${port}/health/live`, {
    signal: AbortSignal.timeout(2500),
  });
  process.exit(res.ok ? 0 : 1);
} catch {
  process.exit(1);
}
