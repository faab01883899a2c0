import { Catch, HttpException, Inject, type ArgumentsHost } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';
import { GqlExceptionFilter } from '@nestjs/graphql';
import { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import { LOGGER } from '../tokens.js';

/**
 * GraphQL error codes that answer the client's own request — a refusal the product expects, not
 * a fault of ours: bad input, not signed in, not allowed, not found, too many requests.
 */
export const CLIENT_REFUSAL_CODES: ReadonlySet<string> = new Set([
  'BAD_USER_INPUT',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'TOO_MANY_REQUESTS',
]);

/**
 * How an error thrown by a resolver or guard is logged: `refusal` (one line, no stack) for a
 * `GraphQLError` whose `extensions.code` is in `CLIENT_REFUSAL_CODES` or a 4xx `HttpException`;
 * `fault` (error level, with its stack) for everything else.
 */
export function classifyThrown(err: unknown): 'refusal' | 'fault' {
  if (err instanceof GraphQLError)
    return CLIENT_REFUSAL_CODES.has(String(err.extensions?.['code'] ?? '')) ? 'refusal' : 'fault';
  if (err instanceof HttpException) return err.getStatus() < 500 ? 'refusal' : 'fault';
  return 'fault';
}

/**
 * Global exception filter of every subgraph (registered by `SubgraphCoreModule`): an expected
 * client refusal is logged as what it is — one line (`TOO_MANY_REQUESTS` at warn, the others at
 * info) with its code and the operation's field — and our own faults at error with their stack
 * (Nest's default logs every error thrown in a resolver as an ERROR with a stack trace). The error
 * itself goes to the client unchanged; outside GraphQL (health, webhooks) Nest's own handling
 * answers.
 */
@Catch()
export class ClientRefusalFilter extends BaseExceptionFilter implements GqlExceptionFilter {
  constructor(@Inject(LOGGER) private readonly logger: Logger) {
    super();
  }

  /** Logs `exception` by its kind and hands it back to GraphQL (or to Nest's HTTP handler). */
  override catch(exception: unknown, host: ArgumentsHost): unknown {
    if (host.getType<string>() !== 'graphql') return super.catch(exception, host);
    const field = (host.getArgByIndex(3) as { fieldName?: string } | undefined)?.fieldName;
    if (classifyThrown(exception) === 'refusal') {
      const code =
        exception instanceof GraphQLError
          ? String(exception.extensions?.['code'])
          : `HTTP_${(exception as HttpException).getStatus()}`;
      const level = code === 'TOO_MANY_REQUESTS' ? 'warn' : 'info';
      this.logger[level]({ code, field }, `refused: ${(exception as Error).message}`.slice(0, 300));
    } else {
      this.logger.error({ err: exception, field }, 'resolver failed');
    }
    return exception;
  }
}
