import type { Request, Response } from 'express';
import type { Logger } from 'pino';

/**
 * The newsletters' one-click unsubscribe address (RFC 8058), the same on the web app's origin, the
 * gateway and the `admin` subgraph: mail providers POST `List-Unsubscribe=One-Click` to it.
 */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

/** Largest body passed on (the RFC's body is 26 bytes). */
const MAX_BODY_BYTES = 1024;

/**
 * Where the admin subgraph answers one-click unsubscribes: its URL in the supergraph (already
 * overridden by `SUBGRAPH_ADMIN_URL`), `/graphql` replaced by the path. Null without an admin
 * subgraph.
 */
export function oneClickUnsubscribeUpstream(supergraphSdl: string): string | null {
  const graphqlUrl = /@join__graph\(name: "admin", url: "([^"]+)"\)/.exec(supergraphSdl)?.[1];
  return graphqlUrl ? graphqlUrl.replace(/\/graphql\/?$/, '') + ONE_CLICK_UNSUBSCRIBE_PATH : null;
}

/**
 * Express handler passing `POST /newsletter/unsubscribe?token=…` to `upstream` with its query
 * string, content type and (small) body, and answering with the upstream's status and JSON. No
 * cookies or credentials travel: the token in the address is the whole authority. Upstream
 * unreachable → 502 `{ message }`; a body over 1 KB → 413.
 */
export function oneClickUnsubscribeProxy(upstream: string, logger: Logger) {
  return async (req: Request, res: Response): Promise<void> => {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        res.status(413).json({ message: 'Request body too large' });
        return;
      }
      chunks.push(chunk);
    }
    const query = req.originalUrl.indexOf('?');
    const target = query >= 0 ? upstream + req.originalUrl.slice(query) : upstream;
    try {
      const answer = await fetch(target, {
        method: 'POST',
        headers: {
          'content-type': req.header('content-type') ?? 'application/x-www-form-urlencoded',
        },
        body: Buffer.concat(chunks),
      });
      res.status(answer.status);
      res.setHeader('content-type', answer.headers.get('content-type') ?? 'application/json');
      res.setHeader('cache-control', 'no-store');
      res.send(Buffer.from(await answer.arrayBuffer()));
    } catch (err) {
      logger.warn({ err }, 'one-click unsubscribe upstream unreachable');
      res.status(502).json({ message: 'Unsubscribing is unavailable right now; try again later' });
    }
  };
}
