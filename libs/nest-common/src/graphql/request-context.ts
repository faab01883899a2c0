import type { AuthenticatedRequest } from '../auth/auth.guard.js';

/** The GraphQL context of every subgraph (`SubgraphCoreModule`): the incoming HTTP request. */
export interface GqlContext {
  req: AuthenticatedRequest;
}

/**
 * The W3C trace context (`traceparent` header) of the request behind `ctx`, or null when it has
 * none (or sends it more than once). Commands pass it on to the events they publish.
 */
export function traceparentOf(ctx: GqlContext): string | null {
  const value = ctx.req.headers['traceparent'];
  return typeof value === 'string' ? value : null;
}
