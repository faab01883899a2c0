import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { isDeepStrictEqual } from 'node:util';

/** One recorded Wise request and its answer. */
export interface WiseExchange {
  request: { method: string; path: string; body: unknown };
  response: { status: number; body: unknown };
}

/** The recorded recipient contract (services/users/test/fixtures/wise-recipient.json). */
export const wiseRecipientRecording = JSON.parse(
  readFileSync(
    new URL('../../services/users/test/fixtures/wise-recipient.json', import.meta.url),
    'utf8',
  ),
) as { profileId: number; exchanges: WiseExchange[] };

/**
 * A local HTTP stand-in of Wise that answers only the recorded requests: a request equal (method,
 * path, JSON body) to a recorded one gets its recorded answer; any other gets a 500 and lands in
 * `unexpected`, which the tests require to stay empty. `failNext` answers the next n requests with
 * 503 (Wise down for a moment). Listens on a fixed port.
 */
export class WiseStandIn {
  received: Array<{ method: string; path: string; auth: string; body: unknown }> = [];
  unexpected: unknown[] = [];
  failNext = 0;
  private readonly server: Server;

  constructor(
    private readonly port: number,
    private readonly exchanges: WiseExchange[] = wiseRecipientRecording.exchanges,
  ) {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
        const got = { method: req.method ?? '', path: req.url ?? '', body };
        this.received.push({ ...got, auth: String(req.headers.authorization ?? '') });
        const match = this.exchanges.find((e) => isDeepStrictEqual(e.request, got));
        let status = match?.response.status ?? 500;
        let answer = match?.response.body ?? { errors: [{ message: 'unexpected request' }] };
        if (!match) this.unexpected.push(got);
        else if (this.failNext > 0) {
          this.failNext -= 1;
          status = 503;
          answer = { error: 'busy' };
        }
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer));
      });
    });
  }

  /** The base URL (`WISE_API_BASE`). */
  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  start(): Promise<void> {
    return new Promise((resolve) => this.server.listen(this.port, '127.0.0.1', resolve));
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
