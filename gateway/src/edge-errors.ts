import { isUtf8 } from 'node:buffer';
import type { GraphQLFormattedError } from 'graphql';
import type { ErrorRequestHandler, Response } from 'express';

/** Largest request body the gateway reads, in bytes (below the subgraphs' 100 KB, so a body the
 * gateway accepts never makes a subgraph answer 413 itself). */
export const MAX_BODY_BYTES = 64 * 1024;

/** Extensions that describe the inside of the system (subgraph URLs, upstream bodies, stacks). */
const INTERNAL_EXTENSIONS = [
  'stacktrace',
  'exception',
  'response',
  'request',
  'serviceName',
  'subgraph',
  'originalError',
  'http',
] as const;

/** Anything that names a place inside the system: a URL, an IP address (with a port or not), a
 * `localhost:port`. */
const INTERNAL_ADDRESS =
  /\b[a-z][a-z0-9+.-]*:\/\/\S+|\b\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?\b|\blocalhost:\d+|\[[0-9a-f:]+\](?::\d+)?/i;

/** Message that replaces one naming an internal address. */
export const UNAVAILABLE_MESSAGE =
  'A service behind the gateway could not answer. Please try again in a moment.';

/**
 * The error as a client outside development may see it: no stack, no upstream request or
 * response, no subgraph name, and a message that names an internal address (a failed subgraph
 * call: "request to http://10.1.2.3:4001/graphql failed …") replaced by `UNAVAILABLE_MESSAGE`.
 * `path`, `locations` and the remaining extensions (`code`, `retryAfterSeconds`, field errors)
 * are kept. With `expose` (development) the error is returned unchanged.
 */
export function sanitizeError(
  error: GraphQLFormattedError,
  expose: boolean,
): GraphQLFormattedError {
  if (expose) return error;
  const extensions: Record<string, unknown> = { ...error.extensions };
  for (const key of INTERNAL_EXTENSIONS) delete extensions[key];
  const leaks = INTERNAL_ADDRESS.test(error.message);
  if (leaks && !extensions['code']) extensions['code'] = 'SUBGRAPH_UNAVAILABLE';
  return {
    message: leaks ? UNAVAILABLE_MESSAGE : error.message,
    ...(error.locations ? { locations: error.locations } : {}),
    ...(error.path ? { path: error.path } : {}),
    ...(Object.keys(extensions).length ? { extensions } : {}),
  };
}

/**
 * Answers `status` with a GraphQL error body, `{ errors: [{ message, extensions: { code } }] }`,
 * as `application/json` (also for requests the engines never see: too large, not JSON).
 */
export function sendGraphQLError(
  res: Response,
  status: number,
  message: string,
  code: string,
  extra: Record<string, unknown> = {},
): void {
  res
    .status(status)
    .type('application/json')
    .send(JSON.stringify({ errors: [{ message, extensions: { code, ...extra } }] }));
}

/** `type` of the error `requireUtf8` raises (body-parser keeps it). */
const NOT_UTF8 = 'entity.not.utf8';

/**
 * `verify` option of the edge's JSON body parser: a body that is not valid UTF-8 is refused
 * (400 `BAD_REQUEST`) instead of being decoded with U+FFFD in place of its bad bytes and passed
 * on silently changed.
 */
export function requireUtf8(_req: unknown, _res: unknown, body: Buffer): void {
  if (!isUtf8(body)) throw Object.assign(new Error('body is not UTF-8'), { type: NOT_UTF8 });
}

/**
 * Express error handler of the edge: a body over `MAX_BODY_BYTES` → 413 `PAYLOAD_TOO_LARGE`,
 * a body that is not JSON or not UTF-8 → 400 `BAD_REQUEST`, anything else → 500 `INTERNAL_SERVER_ERROR`
 * with no detail (logged by the HTTP logger). Never an HTML page.
 */
export function edgeErrorHandler(): ErrorRequestHandler {
  return (err: { type?: string; status?: number }, _req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    if (err.type === 'entity.too.large' || err.status === 413) {
      sendGraphQLError(
        res,
        413,
        `The request is too large (maximum ${MAX_BODY_BYTES / 1024} KB).`,
        'PAYLOAD_TOO_LARGE',
        { maxBytes: MAX_BODY_BYTES },
      );
    } else if (err.type === NOT_UTF8) {
      sendGraphQLError(res, 400, 'The request body is not valid UTF-8.', 'BAD_REQUEST');
    } else if (err.type === 'entity.parse.failed') {
      sendGraphQLError(res, 400, 'The request body is not valid JSON.', 'BAD_REQUEST');
    } else if (err.status && err.status >= 400 && err.status < 500) {
      sendGraphQLError(res, err.status, 'The request could not be read.', 'BAD_REQUEST');
    } else {
      // the request log line carries a response's `err` (nest-common createHttpLogger).
      (res as Response & { err?: Error }).err = err as Error;
      sendGraphQLError(res, 500, 'Something went wrong on our side.', 'INTERNAL_SERVER_ERROR');
    }
  };
}
