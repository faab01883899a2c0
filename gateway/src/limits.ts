import { GraphQLError, type DocumentNode, type GraphQLSchema } from 'graphql';
import depthLimit from 'graphql-depth-limit';
import { getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';
import type { ApolloServerPlugin } from '@apollo/server';

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

/** Estimated cost of `document` with `variables`. */
export function estimateCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
): number {
  return getComplexity({
    schema,
    query: document,
    variables,
    estimators: [pagedEstimator, simpleEstimator({ defaultComplexity: 1 })],
  });
}

/**
 * Apollo plugin rejecting operations whose estimated cost exceeds `MAX_COST`, before any subgraph
 * is called. Error code `QUERY_TOO_COSTLY`, with the cost and the limit in the message.
 */
export function costLimitPlugin(maxCost = MAX_COST): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema }) {
          const cost = estimateCost(schema, document, request.variables ?? {});
          if (cost > maxCost) {
            throw new GraphQLError(
              `This query is too expensive (estimated cost ${cost}, maximum ${maxCost}). Ask for fewer fields or smaller pages.`,
              { extensions: { code: 'QUERY_TOO_COSTLY', cost, maxCost } },
            );
          }
        },
      };
    },
  };
}
