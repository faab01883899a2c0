import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { GraphQLError } from 'graphql';
import pino from 'pino';
import { AuthMessages } from '@hearth/contracts';
import { mutationResult } from '../src/graphql/mutation-result.js';
import { ServerError, ValidationError } from '../src/graphql/result-types.js';

/** A pino logger whose lines land in `lines` (parsed JSON), to see what a failure logs. */
function captureLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  return { logger, lines };
}

describe('mutationResult: a command outcome as the mutation result union (errors as data)', () => {
  const dish = { id: 'd1', name: 'Jerk chicken' };

  it('answers the payload the caller picks out of an accepted outcome', async () => {
    const { logger, lines } = captureLogger();
    const result = await mutationResult(
      logger,
      'saving a dish failed',
      async () => ({ kind: 'ok' as const, dish }),
      (o) => o.dish,
    );
    expect(result).toBe(dish);
    expect(lines).toEqual([]);
  });

  it('turns refused input into ValidationError with every field message', async () => {
    const { logger } = captureLogger();
    const errors = [
      { field: 'name', message: 'Dish name is required' },
      { field: 'price', message: 'Price is required' },
    ];
    const result = await mutationResult(
      logger,
      'saving a dish failed',
      async (): Promise<{ dish: typeof dish } | { errors: typeof errors }> => ({ errors }),
      (o) => o.dish,
    );
    expect(result).toBeInstanceOf(ValidationError);
    expect((result as ValidationError).errors).toEqual(errors);
  });

  it('rethrows a GraphQLError so the client keeps its code (FORBIDDEN, UNAUTHENTICATED…)', async () => {
    const { logger, lines } = captureLogger();
    const forbidden = new GraphQLError('Forbidden', { extensions: { code: 'FORBIDDEN' } });
    await expect(
      mutationResult(
        logger,
        'saving a dish failed',
        async () => {
          throw forbidden;
        },
        () => dish,
      ),
    ).rejects.toBe(forbidden);
    expect(lines).toEqual([]);
  });

  it('logs anything else and answers ServerError: the generic text, or the screen’s own', async () => {
    const { logger, lines } = captureLogger();
    const boom = async (): Promise<{ dish: typeof dish }> => {
      throw new Error('connection reset');
    };
    const generic = await mutationResult(logger, 'saving a dish failed', boom, (o) => o.dish);
    expect(generic).toBeInstanceOf(ServerError);
    expect((generic as ServerError).message).toBe(AuthMessages.serverError);
    const own = await mutationResult(
      logger,
      'changing a cart failed',
      boom,
      (o) => o.dish,
      'Could not change the quantity',
    );
    expect((own as ServerError).message).toBe('Could not change the quantity');
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      [50, 'saving a dish failed'],
      [50, 'changing a cart failed'],
    ]);
    expect((lines[0]!.err as { message: string }).message).toBe('connection reset');
  });
});
