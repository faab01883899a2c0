/**
 * Load generator of the benchmarks, run in its OWN process (child_process.fork), so the load
 * never shares an event loop with the server it measures. Receives one message
 * `{ url, body, headers, connections, duration }`, runs autocannon (POST), answers
 * `{ rps, p99, bad }` (average requests/s, p99 latency in ms, non-2xx + errors) and exits.
 */
import autocannon from 'autocannon';

process.once('message', async ({ url, body, headers, connections, duration }) => {
  const result = await autocannon({ url, method: 'POST', body, headers, connections, duration });
  process.send(
    { rps: result.requests.average, p99: result.latency.p99, bad: result.non2xx + result.errors },
    () => process.exit(0),
  );
});
