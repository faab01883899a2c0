// deploy/nginx.conf, exercised for real when an nginx binary is installed (Debian: apt-get install
// nginx-light): the config is copied with only the addresses and paths swapped (listen on a
// loopback port, upstream gateway:4000 -> a stub HTTP server, html root/pid/temp in a temp dir),
// then routing, SPA fallback, cache headers and the /graphql proxy are checked over HTTP.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { REMOTE_NAMES } from '@hearth/platform';

const ROOT = resolve(import.meta.dirname, '../..');
const nginxBin = ['nginx', '/usr/sbin/nginx'].find((b) => spawnSync(b, ['-v']).status === 0);

const freePort = () =>
  new Promise<number>((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => ok(port));
    });
  });

(nginxBin ? describe : describe.skip)(
  `deploy/nginx.conf served by nginx${nginxBin ? '' : ' (skipped: no nginx binary)'}`,
  () => {
    let dir: string;
    let nginx: ChildProcess;
    let gateway: Server;
    let base: string;
    let seen: { url?: string; xff?: string; body?: string } = {};

    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), 'hearth-nginx-'));
      chmodSync(dir, 0o755); // nginx workers run as an unprivileged user
      const html = join(dir, 'html');
      for (const d of REMOTE_NAMES.map((r) => `remotes/${r}`))
        mkdirSync(join(html, d), { recursive: true });
      mkdirSync(join(dir, 'tmp'));
      writeFileSync(join(html, 'index.html'), '<!doctype html><title>shell</title>');
      writeFileSync(join(html, 'main.js'), 'console.log("shell")');
      writeFileSync(join(html, '412.3f9a2b7c.js'), 'console.log("chunk")');
      writeFileSync(join(html, 'env.js'), readFileSync(join(ROOT, 'deploy/env.js')));
      for (const r of REMOTE_NAMES)
        writeFileSync(join(html, `remotes/${r}/remoteEntry.js`), `var ${r}={}`);
      writeFileSync(join(html, 'remotes/guest/77.0a1b2c3d4e.js'), '1');

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
      await new Promise((ok) => gateway.once('listening', ok));
      const gwPort = (gateway.address() as AddressInfo).port;
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;

      const conf = readFileSync(join(ROOT, 'deploy/nginx.conf'), 'utf8');
      const swapped = conf
        .replaceAll('/tmp/', `${dir}/tmp/`) // pid and temp paths (first: dir itself is under /tmp)
        .replace('server gateway:4000;', `server 127.0.0.1:${gwPort};`)
        .replace('listen 8080;', `listen 127.0.0.1:${port};`)
        .replace('root /usr/share/nginx/html;', `root ${html};`)
        .replace('worker_processes auto;', 'worker_processes 1;');
      expect(swapped).not.toContain('gateway:4000');
      writeFileSync(join(dir, 'nginx.conf'), swapped);
      const t = spawnSync(nginxBin!, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')], {
        encoding: 'utf8',
      });
      expect(t.stderr).toContain('syntax is ok');
      nginx = spawn(nginxBin!, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
        stdio: 'ignore',
      });
      for (let i = 0; i < 100; i++) {
        try {
          if ((await fetch(`${base}/health/live`)).ok) return;
        } catch {
          /* not up yet */
        }
        await new Promise((ok) => setTimeout(ok, 50));
      }
      throw new Error('nginx did not start');
    });

    afterAll(async () => {
      nginx?.kill('SIGTERM');
      await new Promise((ok) => gateway?.close(ok));
      if (dir) rmSync(dir, { recursive: true, force: true });
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
  },
);
