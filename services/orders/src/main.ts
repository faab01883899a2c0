/** Runs the orders subgraph as its own process (distributed mode). Config: see README. */
import 'reflect-metadata';
import { paymentsRefusal, paymentsStartupProblems } from './payments/payments-mode.js';

// Live or test money (docs/rules/payments.md#live-or-test-money): checked before Nest loads or
// anything connects, so a production without live keys stops at once, one line naming them all.
const problems = paymentsStartupProblems();
if (problems.length > 0) {
  process.stderr.write(`${paymentsRefusal(problems, process.env)}\n`);
  process.exit(1);
}

// Traces (OTEL_EXPORTER_OTLP_ENDPOINT; off when unset), before the libraries they instrument load.
const { startTracing } = await import('@hearth/nest-common/tracing');
await startTracing('orders');
const { startSubgraph } = await import('@hearth/nest-common');
const { ordersSubgraph } = await import('./subgraph.js');
await startSubgraph(ordersSubgraph(), { standalone: true });
