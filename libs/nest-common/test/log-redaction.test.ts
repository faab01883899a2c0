import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { createHttpLogger, createLogger } from '../src/logging.js';

/**
 * Nothing secret in logs: a signed-in request's log lines (nest-common's HTTP logger on a real HTTP server) carry
 * no bearer token, cookie, set-cookie or live-stream ticket, and logged objects have their
 * passwords and tokens redacted.
 */
describe('log redaction', () => {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const logger = createLogger('test', 'info', sink);
  const http = createHttpLogger(logger);
  let server: Server;
  let base = '';

  beforeAll(async () => {
    server = createServer((req, res) => {
      http(req, res);
      res.setHeader('set-cookie', 'hearth_refresh=refresh-secret-123; HttpOnly');
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('a signed-in request logs no token, cookie or ticket, but still its method, path and status', async () => {
    await fetch(`${base}/live/stream?ticket=ticket-secret-456&lang=en-CA`, {
      headers: {
        authorization: 'Bearer eyJhbGciOiJFUzI1NiJ9.access-secret-789',
        cookie: 'hearth_refresh=cookie-secret-000',
      },
    });
    await new Promise((r) => setTimeout(r, 50));
    const out = lines.join('\n');
    expect(out).toContain('"statusCode":200');
    expect(out).toContain('/live/stream?ticket=[redacted]&lang=en-CA');
    for (const secret of [
      'ticket-secret-456',
      'access-secret-789',
      'cookie-secret-000',
      'refresh-secret-123',
    ])
      expect(out).not.toContain(secret);
  });

  it('logged objects have passwords and tokens redacted, one level down too', async () => {
    logger.info(
      {
        input: { email: 'rosa@example.com', password: 'Str0ng!Pass', newPassword: 'N3w!Pass' },
        accessToken: 'tok-1',
      },
      'sign-up failed',
    );
    await new Promise((r) => setTimeout(r, 20));
    const last = lines.at(-1)!;
    expect(last).toContain('rosa@example.com');
    for (const secret of ['Str0ng!Pass', 'N3w!Pass', 'tok-1']) expect(last).not.toContain(secret);
  });
});
