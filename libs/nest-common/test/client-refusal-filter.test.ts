import { describe, expect, it } from '@jest/globals';
import type { ArgumentsHost } from '@nestjs/common';
import { GraphQLError } from 'graphql';
import pino from 'pino';
import { Writable } from 'node:stream';
import { ClientRefusalFilter } from '../src/graphql/client-refusal.filter.js';
import { RATE_LIMIT_MESSAGE } from '../src/rate-limit.js';

/** A pino logger at info whose JSON lines land in `lines`. */
function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      done();
    },
  });
  return { lines, logger: pino({ level: 'info' }, sink) };
}

/** A GraphQL host for the field `fieldName`, as Nest gives a filter. */
const gqlHost = (fieldName: string) =>
  ({
    getType: () => 'graphql',
    getArgByIndex: (i: number) => (i === 3 ? { fieldName } : {}),
  }) as unknown as ArgumentsHost;

const settle = () => new Promise((r) => setImmediate(r));

describe('ClientRefusalFilter', () => {
  it('logs a rate-limit refusal as one warn line without a stack, and hands the error back unchanged', async () => {
    const { lines, logger } = capture();
    const refused = new GraphQLError(RATE_LIMIT_MESSAGE, {
      extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 55 },
    });
    expect(new ClientRefusalFilter(logger).catch(refused, gqlHost('createDishImageUpload'))).toBe(
      refused,
    );
    await settle();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 40,
      code: 'TOO_MANY_REQUESTS',
      field: 'createDishImageUpload',
    });
    expect(JSON.stringify(lines[0])).not.toContain('stack');
  });

  it('logs not-found, forbidden and bad input at info, one line each', async () => {
    const { lines, logger } = capture();
    const filter = new ClientRefusalFilter(logger);
    for (const code of ['NOT_FOUND', 'FORBIDDEN', 'BAD_USER_INPUT', 'UNAUTHENTICATED'])
      filter.catch(new GraphQLError('no', { extensions: { code } }), gqlHost('order'));
    await settle();
    expect(lines.map((l) => [l['level'], l['code']])).toEqual([
      [30, 'NOT_FOUND'],
      [30, 'FORBIDDEN'],
      [30, 'BAD_USER_INPUT'],
      [30, 'UNAUTHENTICATED'],
    ]);
    expect(lines.some((l) => JSON.stringify(l).includes('stack'))).toBe(false);
  });

  it('logs our own fault at error level with its stack', async () => {
    const { lines, logger } = capture();
    const fault = new TypeError("Cannot read properties of undefined (reading 'id')");
    new ClientRefusalFilter(logger).catch(fault, gqlHost('placeOrder'));
    await settle();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, field: 'placeOrder' });
    expect(String((lines[0]['err'] as { stack: string }).stack)).toContain('TypeError');
  });
});
