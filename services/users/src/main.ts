/** Runs the users subgraph as its own process (distributed mode). Config: see README. */
import 'reflect-metadata';
import { startSubgraph } from '@hearth/nest-common';
import { payoutRecipientProblems } from './bank-details/wise-recipients.client.js';
import { usersSubgraph } from './subgraph.js';

// Live money pays chefs through Wise: refuse to start without it, in one line (as orders does).
const problems = payoutRecipientProblems();
if (problems.length > 0) {
  console.error(
    `users: refusing to start on live money without Wise: ${problems.join('; ')} (or set HEARTH_PAYMENTS_MODE=test for a staging; docs/rules/payments.md#live-or-test-money)`,
  );
  process.exit(1);
}

await startSubgraph(usersSubgraph(), { standalone: true });
