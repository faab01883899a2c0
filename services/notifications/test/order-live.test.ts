import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { EventTypes, InProcessEventBus, Topics, createEnvelope } from '@hearth/events';
import { createLogger, startSubgraph, type RunningSubgraph } from '@hearth/nest-common';
import { startGateway, type RunningGateway } from '../../../gateway/src/gateway.js';
import { notificationsSubgraph } from '../src/subgraph.js';
import {
  LIVE_CHANNEL,
  redisLiveTransport,
  type LiveMessage,
  type LiveTransport,
} from '../src/live/live-transport.js';
import { eventually, freshDatabase, gql } from '../../../test/support/db.js';
import { createTestIssuer, type TestIssuer } from '../../../test/support/tokens.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** An open server-sent-events stream read with fetch (as the browser does), parsed into events. */
async function openStream(url: string, token?: string) {
  const abort = new AbortController();
  const res = await fetch(url, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: abort.signal,
  });
  const events: Array<{ event: string; data: string }> = [];
  if (res.ok && res.body) {
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: '', done: true }));
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data !== undefined) events.push({ event, data });
        }
      }
    })();
  }
  return { res, events, close: () => abort.abort() };
}

describe('notifications live push (SSE fed by Redis pub/sub)', () => {
  it('ends every open stream with a shutdown event when the service stops, and stops promptly', async () => {
    const issuer = await createTestIssuer();
    const db = await freshDatabase(
      `hearth_test_notifications_live_stop_${process.env.JEST_WORKER_ID ?? '1'}`,
    );
    const stopping = await startSubgraph(
      { ...notificationsSubgraph(), tokenKeys: issuer.keys },
      { config: { databaseUrl: db, port: 0, logLevel: 'silent' }, bus: new InProcessEventBus() },
    );
    const guest = await issuer.token();
    const stream = await openStream(`${stopping.url}/live/stream`, guest.token);
    try {
      await eventually(async () => stream.events.some((e) => e.event === 'ready'));
      const started = Date.now();
      await stopping.close();
      expect(Date.now() - started).toBeLessThan(5_000);
      await eventually(async () => stream.events.some((e) => e.event === 'shutdown'));
    } finally {
      stream.close();
    }
  });

  it('fans one Redis message out to every replica (two subscribers)', async () => {
    const channel = `hearth:live:test:${randomUUID()}`;
    const a = redisLiveTransport(REDIS_URL, undefined, channel);
    const b = redisLiveTransport(REDIS_URL, undefined, channel);
    try {
      const gotA: Array<[string, LiveMessage]> = [];
      const gotB: Array<[string, LiveMessage]> = [];
      a.onMessage((u, m) => gotA.push([u, m]));
      b.onMessage((u, m) => gotB.push([u, m]));
      await Promise.all([a.ready(), b.ready()]);
      const userId = randomUUID();
      const message: LiveMessage = {
        kind: 'order',
        orderId: randomUUID(),
        status: 'ACCEPTED',
        notificationId: null,
      };
      await a.publish(userId, message);
      await eventually(async () => gotA.length === 1 && gotB.length === 1);
      expect(gotA).toEqual([[userId, message]]);
      expect(gotB).toEqual([[userId, message]]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  describe('GET /live/stream on the subgraph and through the gateway', () => {
    let svc: RunningSubgraph;
    let gateway: RunningGateway;
    let issuer: TestIssuer;
    let otherReplica: LiveTransport;
    const replicaSaw: Array<[string, LiveMessage]> = [];
    const bus = new InProcessEventBus({
      retry: { maxAttempts: 2, initialBackoffMs: 10, maxBackoffMs: 10 },
    });

    beforeAll(async () => {
      issuer = await createTestIssuer();
      const db = await freshDatabase(
        `hearth_test_notifications_live_${process.env.JEST_WORKER_ID ?? '1'}`,
      );
      svc = await startSubgraph(
        { ...notificationsSubgraph(), tokenKeys: issuer.keys },
        { config: { databaseUrl: db, port: 0, logLevel: 'silent', redisUrl: REDIS_URL }, bus },
      );
      gateway = await startGateway({
        supergraphSdl: await readFile(
          new URL('../../../gateway/supergraph.graphql', import.meta.url),
          'utf8',
        ),
        subgraphUrls: { notifications: `${svc.url}/graphql` },
        port: 0,
        host: '127.0.0.1',
        corsOrigins: [],
        isProduction: false,
        logger: createLogger('gateway', 'silent'),
      });
      otherReplica = redisLiveTransport(REDIS_URL, undefined, LIVE_CHANNEL);
      otherReplica.onMessage((u, m) => replicaSaw.push([u, m]));
      await otherReplica.ready();
    });
    afterAll(async () => {
      await otherReplica?.close();
      await gateway?.close();
      await svc?.close();
      await bus.stop();
    });

    it('answers 401 without a valid token', async () => {
      const direct = await openStream(`${svc.url}/live/stream`);
      expect(direct.res.status).toBe(401);
      expect(await direct.res.json()).toEqual({ message: 'Please log in to continue.' });
      const viaGateway = await openStream(
        gateway.url.replace('/graphql', '/live/stream'),
        'forged',
      );
      expect(viaGateway.res.status).toBe(401);
    });

    it('opens with a ticket from createLiveTicket (EventSource cannot send headers); refuses unknown tickets', async () => {
      const guest = await issuer.token();
      const res = await gql<{ createLiveTicket: { ticket: string; path: string } }>(
        `${svc.url}/graphql`,
        `mutation { createLiveTicket { ticket path expiresAt } }`,
        {},
        guest.token,
      );
      const { ticket, path } = res.data!.createLiveTicket;
      expect(path).toBe('/live/stream');
      const base = gateway.url.replace('/graphql', path);
      const stream = await openStream(`${base}?ticket=${ticket}`);
      try {
        expect(stream.res.status).toBe(200);
        await eventually(async () => stream.events.some((e) => e.event === 'ready'));
      } finally {
        stream.close();
      }
      const unknown = await openStream(`${base}?ticket=${randomUUID()}`);
      expect(unknown.res.status).toBe(401);
      const anonymous = await gql(`${svc.url}/graphql`, `mutation { createLiveTicket { ticket } }`);
      expect(anonymous.errors![0]!.extensions!['code']).toBe('UNAUTHENTICATED');
    });

    it('pushes the new notification and the status change to the guest, and the status to the chef', async () => {
      const guest = await issuer.token();
      const chef = await issuer.token({ role: 'CHEF' });
      const guestStream = await openStream(
        gateway.url.replace('/graphql', '/live/stream'),
        guest.token,
      );
      const chefStream = await openStream(`${svc.url}/live/stream`, chef.token);
      try {
        expect(guestStream.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
        await eventually(
          async () =>
            guestStream.events.some((e) => e.event === 'ready') &&
            chefStream.events.some((e) => e.event === 'ready'),
        );
        const orderId = randomUUID();
        await bus.publish(Topics.orders, [
          createEnvelope({
            type: EventTypes.OrderAccepted,
            version: 1,
            aggregateId: orderId,
            payload: {
              orderId,
              guestId: guest.id,
              chefId: chef.id,
              restaurantId: randomUUID(),
              occurrenceId: randomUUID(),
            },
          }),
        ]);
        await eventually(
          async () => guestStream.events.length >= 3 && chefStream.events.length >= 2,
          10_000,
        );
        const pushed = (s: typeof guestStream) =>
          s.events.filter((e) => e.event !== 'ready').map((e) => JSON.parse(e.data) as LiveMessage);
        expect(pushed(guestStream)).toEqual(
          expect.arrayContaining([
            {
              kind: 'notification',
              notificationId: expect.any(String),
              orderId,
              status: 'ACCEPTED',
            },
            { kind: 'order', notificationId: null, orderId, status: 'ACCEPTED' },
          ]),
        );
        expect(pushed(chefStream)).toEqual([
          { kind: 'order', notificationId: null, orderId, status: 'ACCEPTED' },
        ]);
        // Another replica listening on Redis got the same messages (its own connection may trail
        // the service's: wait for the chef's message too, not only the guest's first one).
        await eventually(
          async () =>
            replicaSaw.some(([u]) => u === guest.id) && replicaSaw.some(([u]) => u === chef.id),
          10_000,
        );
        expect(replicaSaw.filter(([u]) => u === chef.id)).toHaveLength(1);
      } finally {
        guestStream.close();
        chefStream.close();
      }
    });
  });
});
