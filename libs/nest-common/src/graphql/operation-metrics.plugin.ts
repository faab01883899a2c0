import type { ApolloServerPlugin } from '@apollo/server';
import type { ServiceMetrics } from '../metrics.js';

/**
 * Apollo Server plugin recording each GraphQL operation a subgraph runs into
 * `hearth_graphql_operation_duration_seconds{operation,type,outcome}` (ServiceMetrics): the
 * operation name the gateway's plan gave it, its type (`unknown` when it did not parse) and
 * `error` when the response carries errors. The RED per operation of the dashboards
 * (deploy/observability/).
 */
export function operationMetricsPlugin(metrics: ServiceMetrics): ApolloServerPlugin {
  return {
    async requestDidStart(request) {
      const started = performance.now();
      return {
        async willSendResponse({ response, operation, operationName }) {
          const body = response.body;
          const errors =
            body.kind === 'single'
              ? (body.singleResult.errors?.length ?? 0) > 0
              : (body.initialResult.errors?.length ?? 0) > 0;
          metrics.observeOperation(
            operationName ?? request.request.operationName,
            operation?.operation ?? 'unknown',
            (performance.now() - started) / 1000,
            errors ? 'error' : 'ok',
          );
        },
      };
    },
  };
}
