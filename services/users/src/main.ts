/** Runs the users subgraph as its own process (distributed mode). Config: see README. */
import 'reflect-metadata';
import { startTracing } from '@hearth/nest-common/tracing';

// Traces (OTEL_EXPORTER_OTLP_ENDPOINT; off when unset), before the libraries they instrument load.
await startTracing('users');
const { payoutRecipientProblems } = await import('./bank-details/wise-recipients.client.js');

// Live money pays chefs through Wise: refuse to start without it, in one line (as orders does).
const problems = payoutRecipientProblems();
if (problems.length > 0) {
  console.error(
    `users: refusing to start on live money without Wise: ${problems.join('; ')} (or set HEARTH_PAYMENTS_MODE=test for a staging; docs/rules/payments.md#live-or-test-money)`,
  );
  process.exit(1);
}

const { startSubgraph } = await import('@hearth/nest-common');
const { usersSubgraph } = await import('./subgraph.js');
await startSubgraph(usersSubgraph(), { standalone: true });
