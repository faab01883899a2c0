/**
 * Shared set-up of the restaurants end-to-end tests through the BUILT stack
 * (`scripts/lib/stack.mjs`: every subgraph in its worker thread, the thread-bridged event bus, the
 * gateway with the composed supergraph; run `node scripts/build.mjs --backend` first). Calls go
 * through the gateway with `GatewayClient` (sign-ups, the wizard's saves, dishes, menus, sessions).
 */
import { freshDatabase } from '../../../../test/support/db.js';
import { startStack } from '../../../../scripts/lib/stack.mjs';
import { sharedStack } from '../../../../test/support/shared-platform.js';
import { GatewayClient } from '../../../../test/e2e/support/chef-setup.js';

/** A running stack (`stop()` ends every subgraph and the gateway, or leaves a shared one). */
export type Stack = Pick<
  Awaited<ReturnType<typeof startStack>>,
  'gatewayUrl' | 'serviceUrls' | 'stop'
>;

/** One test file's stack and a client of its gateway. */
export interface GatewayStack {
  stack: Stack;
  api: GatewayClient;
  /** Connection string of the stack's fresh database. */
  databaseUrl: string;
}

/**
 * The worker's shared platform on a fresh database (ADR 0020), or — when the run has none — the
 * built stack started on a fresh database `database` with silent logs: the gateway on `basePort`,
 * the subgraphs on the next six ports (each file keeps its own range).
 */
export async function startGatewayStack(database: string, basePort: number): Promise<GatewayStack> {
  const shared = await sharedStack();
  if (shared)
    return {
      stack: shared,
      api: new GatewayClient(shared.gatewayUrl),
      databaseUrl: shared.databaseUrl,
    };
  const databaseUrl = await freshDatabase(database);
  const stack = await startStack({ databaseUrl, basePort, logLevel: 'silent' });
  return { stack, api: new GatewayClient(stack.gatewayUrl), databaseUrl };
}
