import { describe, expect, it } from '@jest/globals';
import { loadServiceConfig } from '../src/config.js';

describe('a subgraph reads its Kafka consumer session timeout from KAFKA_SESSION_TIMEOUT_MS', () => {
  it('takes the milliseconds given, and leaves the bus default (30 s) when unset', () => {
    expect(
      loadServiceConfig('sessions', {}, { KAFKA_SESSION_TIMEOUT_MS: '6000' }).kafkaSessionTimeoutMs,
    ).toBe(6000);
    expect(loadServiceConfig('sessions', {}, {}).kafkaSessionTimeoutMs).toBeUndefined();
  });

  it('refuses a value outside the broker default bounds (6 s to 30 min), naming the variable', () => {
    for (const bad of ['5999', '1800001', 'soon'])
      expect(() => loadServiceConfig('sessions', {}, { KAFKA_SESSION_TIMEOUT_MS: bad })).toThrow(
        /KAFKA_SESSION_TIMEOUT_MS/,
      );
  });
});
