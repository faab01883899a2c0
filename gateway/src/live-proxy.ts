import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';

/** The browser's path of the live stream (server-sent events), the same on the gateway and in `notifications`. */
export const LIVE_STREAM_PATH = '/live/stream';

/** Request headers passed to the live stream upstream. */
const LIVE_FORWARDED_HEADERS = ['authorization', 'traceparent', 'tracestate', 'x-request-id'];

/**
 * Where the notifications subgraph serves its live stream: the `notifications` override of
 * `subgraphUrls`, else the supergraph's `join__graph` URL, with `/graphql` replaced by
 * `LIVE_STREAM_PATH`. Null when neither names the notifications subgraph.
 */
export function liveStreamUpstream(
  supergraphSdl: string,
  subgraphUrls: Record<string, string> | undefined,
): string | null {
  const fromSdl = /@join__graph\(name: "notifications", url: "([^"]+)"\)/.exec(supergraphSdl)?.[1];
  const graphqlUrl = subgraphUrls?.['notifications'] ?? fromSdl;
  if (!graphqlUrl) return null;
  return graphqlUrl.replace(/\/graphql\/?$/, '') + LIVE_STREAM_PATH;
}

/**
 * Express handler proxying `GET /live/stream` to `upstream` (the live push of order and
 * notification changes): forwards the query string (`?ticket=`), the bearer token and trace
 * headers, streams the upstream's server-sent events unbuffered, and closes the upstream when the
 * browser goes away. Upstream unreachable → 502 `{ message }`.
 */
export function liveStreamProxy(upstream: string, logger: Logger) {
  return async (req: Request, res: Response): Promise<void> => {
    const abort = new AbortController();
    res.on('close', () => abort.abort());
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    for (const name of LIVE_FORWARDED_HEADERS) {
      const value = req.header(name);
      if (value) headers[name] = value;
    }
    let answer: globalThis.Response;
    try {
      const query = req.originalUrl.indexOf('?');
      const target = query >= 0 ? upstream + req.originalUrl.slice(query) : upstream;
      answer = await fetch(target, { headers, signal: abort.signal });
    } catch (err) {
      if (!abort.signal.aborted) {
        logger.warn({ err }, 'live stream upstream unreachable');
        res.status(502).json({ message: 'Live updates are unavailable right now' });
      }
      return;
    }
    res.status(answer.status);
    for (const name of ['content-type', 'cache-control']) {
      const value = answer.headers.get(name);
      if (value) res.setHeader(name, value);
    }
    res.setHeader('x-accel-buffering', 'no');
    res.flushHeaders();
    if (!answer.body) {
      res.end();
      return;
    }
    const body = Readable.fromWeb(answer.body as NodeReadableStream);
    body.on('error', () => res.end());
    body.pipe(res);
  };
}
