import { GraphQLError, parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import depthLimit from 'graphql-depth-limit';
import { getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';
import type { RequestHandler } from 'express';
import { sendGraphQLError } from './edge-errors.js';

/** Deepest selection nesting accepted (fragments included). */
export const MAX_DEPTH = 10;
/** Highest estimated cost accepted (1 per field, list fields × their `limit`). */
export const MAX_COST = 2_000;

/** Validation rule rejecting operations nested deeper than `MAX_DEPTH`. */
export const depthLimitRule = depthLimit(MAX_DEPTH);

/** Paged list fields cost their children × `limit` (or 20, the default page size). */
const pagedEstimator: ComplexityEstimator = ({ args, childComplexity }) => {
  if (typeof args['limit'] !== 'number') return undefined;
  return 1 + childComplexity * Math.max(1, args['limit']);
};

/** Estimated cost of `document` with `variables` (of `operationName` when the document has several). */
export function estimateCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
  operationName?: string,
): number {
  return getComplexity({
    schema,
    query: document,
    variables,
    operationName,
    estimators: [pagedEstimator, simpleEstimator({ defaultComplexity: 1 })],
  });
}

/** A parsed operation and its depth verdict, cached by query text. */
type Parsed = { document: DocumentNode; depthError: string | null } | null;

/** Documents seen most often stay parsed; the cache is dropped whole when it fills. */
const CACHE_SIZE = 1_000;

/** The GraphQL request a client sent, by POST body or GET query string. */
function operationOf(req: {
  method: string;
  body?: unknown;
  query?: unknown;
}): { query: string; variables: Record<string, unknown>; operationName?: string } | null {
  const source = (req.method === 'GET' ? req.query : req.body) as
    { query?: unknown; variables?: unknown; operationName?: unknown } | undefined;
  if (typeof source?.query !== 'string') return null;
  let variables = source.variables;
  if (typeof variables === 'string') {
    try {
      variables = JSON.parse(variables) as unknown;
    } catch {
      return null; // the engine answers the bad request
    }
  }
  return {
    query: source.query,
    variables:
      variables && typeof variables === 'object' ? (variables as Record<string, unknown>) : {},
    operationName: typeof source.operationName === 'string' ? source.operationName : undefined,
  };
}

/**
 * Express middleware enforcing the depth and cost limits before either engine sees the
 * operation (the same rules and answers for both): an operation nested deeper than `MAX_DEPTH`
 * → HTTP 400 `QUERY_TOO_DEEP`; one whose estimated cost (`estimateCost` against the supergraph's
 * `schema`) exceeds `maxCost` → HTTP 400 `QUERY_TOO_COSTLY` with `cost` and `maxCost`, no
 * subgraph called. Documents that do not parse or validate are passed on: the engine answers
 * them with its own GraphQL error.
 */
export function operationLimits(schema: GraphQLSchema, maxCost = MAX_COST): RequestHandler {
  const cache = new Map<string, Parsed>();
  const costs = new Map<string, number>();
  const parsedOf = (query: string): Parsed => {
    let parsed = cache.get(query);
    if (parsed !== undefined) return parsed;
    try {
      const document = parse(query);
      const [tooDeep] = validate(schema, document, [depthLimitRule]);
      parsed = { document, depthError: tooDeep?.message ?? null };
    } catch {
      parsed = null;
    }
    if (cache.size >= CACHE_SIZE) cache.clear();
    cache.set(query, parsed);
    return parsed;
  };
  return (req, res, next) => {
    const operation = operationOf(req);
    const parsed = operation && parsedOf(operation.query);
    if (!operation || !parsed) {
      next();
      return;
    }
    if (parsed.depthError) {
      sendGraphQLError(res, 400, parsed.depthError, 'QUERY_TOO_DEEP', { maxDepth: MAX_DEPTH });
      return;
    }
    let cost: number;
    try {
      // Estimating walks the document against the whole supergraph (~0.5 ms): the answer for a
      // query with the same small variables is remembered.
      const vars = JSON.stringify(operation.variables);
      const key =
        vars.length <= 512 ? `${operation.operationName ?? ''}\0${vars}\0${operation.query}` : null;
      const known = key === null ? undefined : costs.get(key);
      cost =
        known ??
        estimateCost(schema, parsed.document, operation.variables, operation.operationName);
      if (key !== null && known === undefined) {
        if (costs.size >= CACHE_SIZE) costs.clear();
        costs.set(key, cost);
      }
    } catch (err) {
      // Unknown operation name or variables of the wrong type: the engine's validation says so.
      if (err instanceof GraphQLError) {
        next();
        return;
      }
      throw err;
    }
    if (cost > maxCost) {
      sendGraphQLError(
        res,
        400,
        `This query is too expensive (estimated cost ${cost}, maximum ${maxCost}). Ask for fewer fields or smaller pages.`,
        'QUERY_TOO_COSTLY',
        { cost, maxCost },
      );
      return;
    }
    next();
  };
}
