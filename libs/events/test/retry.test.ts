import { describe, expect, it } from '@jest/globals';
import { createEnvelope } from '../src/envelope.js';
import { deliverWithRetry, isTransientError } from '../src/retry.js';

const event = createEnvelope({ type: 'Numbered', version: 1, aggregateId: 'a', payload: {} });
const policy = { maxAttempts: 3, initialBackoffMs: 1, maxBackoffMs: 4 };

/** An error shaped like node-postgres's (SQLSTATE in `code`), wrapped as TypeORM wraps it. */
function queryFailed(code: string, message: string): Error {
  const driverError = Object.assign(new Error(message), { code });
  return Object.assign(new Error(message), { name: 'QueryFailedError', driverError });
}

describe('isTransientError', () => {
  it.each([
    [
      'connection refused',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    ['serialization failure', queryFailed('40001', 'could not serialize access')],
    ['deadlock', queryFailed('40P01', 'deadlock detected')],
    ['admin shutdown', queryFailed('57P01', 'terminating connection due to administrator command')],
    ['starting up', queryFailed('57P03', 'the database system is starting up')],
    ['connection exception class 08', queryFailed('08006', 'connection failure')],
    ['statement timeout', queryFailed('57014', 'canceling statement due to statement timeout')],
    ['pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['terminated', new Error('Connection terminated unexpectedly')],
    ['nested cause', new Error('handler failed', { cause: queryFailed('40001', 'x') })],
    [
      'aggregate',
      new AggregateError([new Error('x'), Object.assign(new Error('y'), { code: 'ECONNRESET' })]),
    ],
  ])('%s is transient', (_name, err) => {
    expect(isTransientError(err)).toBe(true);
  });

  it.each([
    ['a logic error', new Error('cannot handle this one')],
    ['a unique violation', queryFailed('23505', 'duplicate key value violates unique constraint')],
    ['a schema error', queryFailed('42P01', 'relation "x" does not exist')],
    ['a bad payload', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'oops'],
  ])('%s is not transient', (_name, err) => {
    expect(isTransientError(err)).toBe(false);
  });
});

describe('deliverWithRetry', () => {
  it('retries a passing failure beyond maxAttempts until the handler succeeds', async () => {
    let calls = 0;
    const seen: boolean[] = [];
    const outcome = await deliverWithRetry(
      async () => {
        if (++calls < 10) throw queryFailed('57P01', 'terminating connection');
      },
      event,
      policy,
      () => false,
      (_err, _attempt, transient) => seen.push(transient),
    );
    expect(outcome).toEqual({ ok: true, attempts: 10 });
    expect(seen).toEqual(Array(9).fill(true));
  });

  it('gives up on a poison event after maxAttempts failures that are not transient', async () => {
    let calls = 0;
    const outcome = await deliverWithRetry(
      async () => {
        calls++;
        // Transient failures in between do not count towards the limit.
        if (calls % 2 === 0) throw Object.assign(new Error('refused'), { code: 'ECONNREFUSED' });
        throw new Error('cannot handle this one');
      },
      event,
      policy,
    );
    expect(outcome).toMatchObject({ ok: false, aborted: false, attempts: 5 });
    expect(!outcome.ok && outcome.error.message).toBe('cannot handle this one');
  });

  it('stops waiting out an outage when the consumer stops (left for redelivery)', async () => {
    let stopping = false;
    let calls = 0;
    const outcome = await deliverWithRetry(
      async () => {
        if (++calls === 3) stopping = true;
        throw Object.assign(new Error('refused'), { code: 'ECONNREFUSED' });
      },
      event,
      policy,
      () => stopping,
    );
    expect(outcome).toMatchObject({ ok: false, aborted: true, attempts: 3 });
  });
});
