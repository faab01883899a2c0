import type { AuthenticatedRequest } from '../auth/auth.guard.js';

/** The GraphQL context of every subgraph (`SubgraphCoreModule`): the incoming HTTP request. */
export interface GqlContext {
  req: AuthenticatedRequest;
}

/**
 * The W3C trace context (`traceparent` header) of the request behind `ctx`, or null when it has
 * none; a header sent more than once counts by its first value. Commands pass it on to the
 * events they publish. Takes any context whose request has headers (e.g. users' cookie request).
 */
export function traceparentOf(ctx: { req: Pick<AuthenticatedRequest, 'headers'> }): string | null {
  const value = ctx.req.headers['traceparent'];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}
