/** The GraphQL context as these resolvers read it (the HTTP request's headers). */
export type GqlContext = { req: { headers: Record<string, string | string[] | undefined> } };

/** The W3C `traceparent` header of the request, carried into the events it causes. */
export function traceparentOf(ctx: GqlContext): string | null {
  const value = ctx.req.headers['traceparent'];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}
