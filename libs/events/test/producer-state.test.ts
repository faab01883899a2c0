import { describe, expect, it } from '@jest/globals';
import { KafkaJSConnectionError, KafkaJSNumberOfRetriesExceeded } from 'kafkajs';
import { createRequire } from 'node:module';
import { needsNewProducer, PublishTimeoutError } from '../src/kafka-bus.js';

// kafkajs's own table of broker error codes, as its protocol layer raises them.
const { createErrorFromCode } = createRequire(import.meta.url)('kafkajs/src/protocol/error') as {
  createErrorFromCode: (code: number) => Error;
};

/**
 * After a broker crash the broker may have lost the last batch an idempotent producer sent; every
 * later send is refused "out of order" for good (kafkajs does not retry it). The bus replaces its
 * producer on exactly those refusals, as kafkajs raises them, bare or wrapped.
 */
describe('needsNewProducer', () => {
  it('is true for the broker refusals only a new producer id gets past, bare or wrapped', () => {
    for (const code of [45 /* OUT_OF_ORDER_SEQUENCE_NUMBER */, 47, 59]) {
      const refusal = createErrorFromCode(code);
      expect(needsNewProducer(refusal)).toBe(true);
      expect(
        needsNewProducer(
          new KafkaJSNumberOfRetriesExceeded(refusal, { retryCount: 5, retryTime: 2000 }),
        ),
      ).toBe(true);
    }
  });

  it('is false for passing failures the same producer recovers from', () => {
    expect(needsNewProducer(createErrorFromCode(6 /* NOT_LEADER_FOR_PARTITION */))).toBe(false);
    expect(needsNewProducer(new KafkaJSConnectionError('Connection error: ECONNREFUSED'))).toBe(
      false,
    );
    expect(needsNewProducer(new PublishTimeoutError('hearth.orders', 15_000))).toBe(false);
    expect(needsNewProducer(undefined)).toBe(false);
  });
});
