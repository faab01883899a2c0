import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request to Stripe as it went over the wire. */
export interface StripeRequest {
  method: string;
  /** Path without the query string, e.g. `/v1/payment_intents`. */
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** The form-encoded body, decoded (`metadata[orderId]`, `expand[0]`, …). */
  form: Record<string, string>;
  /** The path with its query string, as sent. */
  url: string;
  /** The raw body. */
  body: string;
}

/** An answer to send back: HTTP status and JSON body text. */
export interface StripeAnswer {
  status: number;
  body: string;
}

/**
 * An HTTP server in front of the real stripe-mock (Stripe's official stand-in, which validates
 * every request against Stripe's OpenAPI spec) that records every request in `sent` and lets a
 * subclass decide each answer (`answer`), usually from stripe-mock's own (`forward`). Tests point
 * the Stripe SDK's API base at `url`.
 */
export abstract class StripeMockFront {
  readonly sent: StripeRequest[] = [];
  url = '';
  private readonly server: Server = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://front');
      const request: StripeRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        form: Object.fromEntries(new URLSearchParams(body)),
        url: req.url ?? '/',
        body,
      };
      this.sent.push(request);
      return this.answer(request);
    })()
      .then(({ status, body }) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': this.requestId });
        res.end(body);
      })
      .catch((err: unknown) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { type: 'api_error', message: String(err) } }));
      });
  });

  /** `upstream`: stripe-mock's base URL. `requestId`: the `request-id` header of every answer. */
  constructor(
    protected readonly upstream: string,
    private readonly requestId: string,
  ) {}

  /** Listens on a free port of 127.0.0.1 and sets `url`. */
  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** Closes the server and its connections. */
  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The answer to one recorded request. */
  protected abstract answer(request: StripeRequest): Promise<StripeAnswer>;

  /**
   * Sends `request` on to stripe-mock (at `url`, default the request's own) with its
   * authorization and content type, and returns stripe-mock's answer.
   */
  protected forward(request: StripeRequest, url = request.url): Promise<Response> {
    const headers = Object.fromEntries(
      Object.entries(request.headers).filter(
        ([name, value]) =>
          typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name),
      ),
    ) as Record<string, string>;
    const bodyless = request.method === 'GET' || request.method === 'DELETE';
    return fetch(`${this.upstream}${url}`, {
      method: request.method,
      headers,
      body: bodyless ? undefined : request.body,
    });
  }
}
