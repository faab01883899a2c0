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

const { startSubgraph } = await import('@hearth/nest-common');
const { ordersSubgraph } = await import('./subgraph.js');
await startSubgraph(ordersSubgraph(), { standalone: true });
