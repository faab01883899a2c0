// deploy/nginx.conf, exercised for real when an nginx binary is installed (Debian: apt-get install
// nginx-light): the config is copied with only the addresses and paths swapped (lib/nginx.ts:
// listen on a loopback port, upstreams gateway:4000 and orders:4004 -> stub HTTP servers, html
// root/pid/temp in a temp dir), then routing, SPA fallback, cache headers, the /graphql proxy and
// the payment webhooks' route to orders are checked over HTTP.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REMOTE_NAMES } from '@hearth/platform';
import { nginxBin, startNginx, type RunningNginx } from './lib/nginx.js';

const ROOT = resolve(import.meta.dirname, '../..');

(nginxBin ? describe : describe.skip)(
  `deploy/nginx.conf served by nginx${nginxBin ? '' : ' (skipped: no nginx binary)'}`,
  () => {
    let nginx: RunningNginx;
    let gateway: Server;
    let orders: Server;
    let base: string;
    let seen: { url?: string; xff?: string; body?: string } = {};
    let seenByOrders: { method?: string; url?: string; signature?: string; body?: string } = {};

    beforeAll(async () => {
      const files: Record<string, string | Buffer> = {
        'index.html': '<!doctype html><title>shell</title>',
        'main.js': 'console.log("shell")',
        '412.3f9a2b7c.js': 'console.log("chunk")',
        'env.js': readFileSync(join(ROOT, 'deploy/env.js')),
        'remotes/guest/77.0a1b2c3d4e.js': '1',
        // The build's ready gzip copy of a chunk (frontends/webpack.common.mjs, PrecompressPlugin).
        '5873.b86d79b8.js': 'console.log("react-dom")',
        '5873.b86d79b8.js.gz': gzipSync('console.log("react-dom, precompressed")'),
      };
      for (const r of REMOTE_NAMES) files[`remotes/${r}/remoteEntry.js`] = `var ${r}={}`;

      gateway = createServer((req, res) => {
        let body = '';
        req.on('data', (c) => (body += c));
        req.on('end', () => {
          seen = { url: req.url, xff: String(req.headers['x-forwarded-for']), body };
          if (req.url?.startsWith('/live/')) {
            // A server-sent-events stream: the first event now, the end only later.
            res.writeHead(200, {
              'content-type': 'text/event-stream',
              'cache-control': 'no-cache',
            });
            res.write('event: ready\ndata: {}\n\n');
            setTimeout(() => res.end(), 3_000);
            return;
          }
          res.setHeader('content-type', 'application/json');
          res.end('{"data":{"ok":true}}');
        });
      }).listen(0, '127.0.0.1');
      orders = createServer((req, res) => {
        let body = '';
        req.on('data', (c) => (body += c));
        req.on('end', () => {
          seenByOrders = {
            method: req.method,
            url: req.url,
            signature: String(req.headers['stripe-signature']),
            body,
          };
          res.setHeader('content-type', 'application/json');
          res.end('{"received":true,"duplicate":false}');
        });
      }).listen(0, '127.0.0.1');
      await Promise.all([gateway, orders].map((s) => new Promise((ok) => s.once('listening', ok))));
      nginx = await startNginx(
        {
          gateway: (gateway.address() as AddressInfo).port,
          orders: (orders.address() as AddressInfo).port,
        },
        files,
      );
      base = nginx.base;
    });

    afterAll(async () => {
      await nginx?.stop();
      await Promise.all([gateway, orders].map((s) => new Promise((ok) => s?.close(ok))));
    });

    const get = async (path: string) => {
      const r = await fetch(base + path);
      return { status: r.status, cache: r.headers.get('cache-control'), body: await r.text() };
    };

    test('probes answer 200', async () => {
      expect((await get('/health/live')).status).toBe(200);
      expect((await get('/health/ready')).status).toBe(200);
    });

    test('/ and client-side routes serve the shell index.html with no-cache', async () => {
      for (const p of ['/', '/explore', '/restaurants/42/menu', '/fr-CA/chef/dashboard']) {
        expect([p, await get(p)]).toEqual([
          p,
          { status: 200, cache: 'no-cache', body: '<!doctype html><title>shell</title>' },
        ]);
      }
    });

    test('main.js, remoteEntry.js and env.js are no-cache; hashed chunks are immutable', async () => {
      expect((await get('/main.js')).cache).toBe('no-cache');
      for (const r of REMOTE_NAMES)
        expect(await get(`/remotes/${r}/remoteEntry.js`)).toEqual({
          status: 200,
          cache: 'no-cache',
          body: `var ${r}={}`,
        });
      const env = await get('/env.js');
      expect(env.cache).toBe('no-cache');
      expect(env.body).toContain('window.__HEARTH_CONFIG__');
      expect((await get('/412.3f9a2b7c.js')).cache).toBe('public, max-age=31536000, immutable');
      expect((await get('/remotes/guest/77.0a1b2c3d4e.js')).cache).toBe(
        'public, max-age=31536000, immutable',
      );
    });

    test("a chunk is sent as the build's gzip copy, cached immutably (issue 25)", async () => {
      const gz = await fetch(`${base}/5873.b86d79b8.js`, {
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(gz.headers.get('content-encoding')).toBe('gzip');
      expect(gz.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await gz.text()).toBe('console.log("react-dom, precompressed")');
      const plain = await fetch(`${base}/5873.b86d79b8.js`, {
        headers: { 'accept-encoding': 'identity' },
      });
      expect(await plain.text()).toBe('console.log("react-dom")');
    });

    test('a missing file is a 404, not the SPA page', async () => {
      expect((await get('/remotes/guest/999.deadbeef.js')).status).toBe(404);
      expect((await get('/nope.css')).status).toBe(404);
    });

    test('/graphql is proxied to the gateway with X-Forwarded-For', async () => {
      const r = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":"{ok}"}',
      });
      expect(r.status).toBe(200);
      expect(await r.json()).toEqual({ data: { ok: true } });
      expect(seen).toEqual({ url: '/graphql', xff: '127.0.0.1', body: '{"query":"{ok}"}' });
    });

    test('/live/stream reaches the gateway with its ticket; the first event arrives at once', async () => {
      const r = await fetch(`${base}/live/stream?ticket=abc`);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toContain('text/event-stream');
      // The first event arrives while the upstream still holds the response open (it ends after
      // 3 s), so a browser sees 'ready' before the stream's first ping.
      const reader = r.body!.getReader();
      const first = await Promise.race([
        reader.read(),
        new Promise<'late'>((ok) => setTimeout(() => ok('late'), 2_000)),
      ]);
      expect(first).not.toBe('late');
      expect(new TextDecoder().decode((first as { value: Uint8Array }).value)).toContain(
        'event: ready',
      );
      await reader.cancel();
      expect(seen.url).toBe('/live/stream?ticket=abc');
      // nginx still passes small writes through with buffering on, so the config itself must say
      // it: a buffered stream would hold larger bursts until the buffer fills.
      const conf = readFileSync(join(ROOT, 'deploy/nginx.conf'), 'utf8');
      const live = /location \^~ \/live\/ \{([^}]*)\}/.exec(conf)?.[1] ?? '';
      expect(live).toContain('proxy_pass http://gateway;');
      expect(live).toContain('proxy_buffering off;');
      expect(live).toMatch(/proxy_read_timeout (\d+)h;/);
    });

    test('POST /webhooks/payments reaches orders with the body and Stripe-Signature as sent; other methods are refused', async () => {
      const body = '{"id":"evt_1","type":"charge.dispute.created"}';
      const r = await fetch(`${base}/webhooks/payments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
        body,
      });
      expect(r.status).toBe(200);
      expect(await r.json()).toEqual({ received: true, duplicate: false });
      expect(seenByOrders).toEqual({
        method: 'POST',
        url: '/webhooks/payments',
        signature: 't=1,v1=abc',
        body,
      });
      seenByOrders = {};
      expect((await fetch(`${base}/webhooks/payments`)).status).toBe(403);
      expect(seenByOrders).toEqual({});
      // nothing else under /webhooks/ goes to orders
      const other = await fetch(`${base}/webhooks/other`, { method: 'POST', body });
      expect(other.status).not.toBe(200);
      expect(seenByOrders).toEqual({});
    });
  },
);
