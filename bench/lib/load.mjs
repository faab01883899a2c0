/**
 * Load generator of the benchmarks, run in its OWN process (child_process.fork), so the load
 * never shares an event loop with the server it measures. Receives one message
 * `{ url, body, headers, connections, duration, uniqueRequestIds }`, runs autocannon (POST),
 * answers `{ rps, p99, bad, requests, cpuMs }` (average requests/s, p99 latency in ms, non-2xx +
 * errors, requests completed, this process's CPU time in ms) and exits.
 * With `uniqueRequestIds` every request carries its own `x-request-id` (as distinct browsers'
 * requests differ): the gateway forwards it, so an engine cannot answer many identical in-flight
 * requests with one subgraph call (Hive's HTTP executor deduplicates identical queries in flight).
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

process.once('message', async ({ url, body, headers, connections, duration, uniqueRequestIds }) => {
  const cpuBefore = process.cpuUsage();
  const result = await autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        body,
        setupRequest: (req) => ({
          ...req,
          headers: uniqueRequestIds ? { ...headers, 'x-request-id': randomUUID() } : headers,
        }),
      },
    ],
  });
  process.send(
    {
      rps: result.requests.average,
      p99: result.latency.p99,
      bad: result.non2xx + result.errors,
      requests: result.requests.total,
      cpuMs: cpuMs(process.cpuUsage(cpuBefore)),
    },
    () => process.exit(0),
  );
});

/** User + system CPU of a `process.cpuUsage()` difference, in ms. */
function cpuMs({ user, system }) {
  return (user + system) / 1000;
}
