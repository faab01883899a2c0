// Recorded-contract test of the Wise payout adapter: a local HTTP stand-in replays the recorded
// Wise exchanges (test/fixtures/wise-payout.json) in order and fails the test on any request that
// differs from the recording, so what the adapter sends and how it reads the answers are pinned.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  PayoutProviderUnavailable,
  WisePayoutProvider,
  customerTransactionId,
} from '../src/payouts/wise-payout-provider.js';

interface Exchange {
  request: { method: string; path: string; body: unknown };
  response: { status: number; body: unknown };
}
const recording = JSON.parse(
  readFileSync(new URL('./fixtures/wise-payout.json', import.meta.url), 'utf8'),
) as { profileId: number; recipient: number; exchanges: Exchange[] };

/** Replays `exchanges` in order; records what came; answers 500 to anything unexpected. */
class WiseStandIn {
  received: Array<{ method: string; path: string; auth: string; body: unknown }> = [];
  private queue: Exchange[] = [];
  private readonly server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
      this.received.push({
        method: req.method ?? '',
        path: req.url ?? '',
        auth: String(req.headers.authorization ?? ''),
        body,
      });
      const next = this.queue.shift();
      const status = next?.response.status ?? 500;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(next?.response.body ?? { errors: [{ message: 'unexpected' }] }));
    });
  });
  url = '';

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
  replay(exchanges: Exchange[]) {
    this.received = [];
    this.queue = structuredClone(exchanges);
  }
}

const INPUT = {
  payoutId: '1a2b3c4d-0000-4000-8000-000000000001',
  chefId: '9f8e7d6c-0000-4000-8000-000000000002',
  amountCents: 7997,
  currency: 'cad' as const,
  reference: 'Hearth payout 1A2B3C4D',
};

describe('WisePayoutProvider against the recorded Wise contract', () => {
  const wise = new WiseStandIn();
  let provider: WisePayoutProvider;

  beforeAll(async () => {
    await wise.start();
    provider = new WisePayoutProvider({
      token: 'wise-test-token',
      profileId: recording.profileId,
      apiBase: wise.url,
      recipientOf: async (chefId) => (chefId === INPUT.chefId ? recording.recipient : null),
    });
  });
  afterAll(() => wise.stop());

  it('quotes, creates the transfer with a customerTransactionId from the key, funds it, and returns the transfer id', async () => {
    wise.replay(recording.exchanges);
    const key = `payout:${INPUT.payoutId}:transfer`;
    expect(await provider.transfer(INPUT, key)).toEqual({ transferId: '50500593' });
    const expected = recording.exchanges.map((e) =>
      JSON.parse(
        JSON.stringify(e.request).replaceAll(
          '<CUSTOMER_TRANSACTION_ID>',
          customerTransactionId(key),
        ),
      ),
    );
    expect(wise.received.map(({ method, path, body }) => ({ method, path, body }))).toEqual(
      expected,
    );
    expect(wise.received.every((r) => r.auth === 'Bearer wise-test-token')).toBe(true);
  });

  it('the same key gives the same customerTransactionId (a retry is never a second transfer), another key another one', () => {
    const a = customerTransactionId('payout:1:transfer');
    expect(customerTransactionId('payout:1:transfer')).toBe(a);
    expect(customerTransactionId('payout:2:transfer')).not.toBe(a);
    // A name-based (v5) UUID: its version and variant digits, which UUID_PATTERN does not check.
    // eslint-disable-next-line no-restricted-syntax
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('a 5xx or 429 is a passing failure; a refusal carries Wise’s message; no recipient is refused before any call', async () => {
    wise.replay([
      { ...recording.exchanges[0]!, response: { status: 503, body: { error: 'busy' } } },
    ]);
    const busy = await provider.transfer(INPUT, 'k1').catch((e: unknown) => e);
    expect(busy).toBeInstanceOf(PayoutProviderUnavailable);
    expect((busy as PayoutProviderUnavailable).transient).toBe(true);

    wise.replay([
      {
        ...recording.exchanges[0]!,
        response: { status: 422, body: { errors: [{ message: 'targetAmount must be positive' }] } },
      },
    ]);
    await expect(provider.transfer(INPUT, 'k2')).rejects.toThrow(/targetAmount must be positive/);

    wise.replay([]);
    await expect(provider.transfer({ ...INPUT, chefId: 'unknown' }, 'k3')).rejects.toThrow(
      /no Wise recipient/,
    );
    expect(wise.received).toEqual([]);
  });
});
