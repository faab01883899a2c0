import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';

/** Header carrying the request id end to end (set by the gateway, echoed to the client). */
const REQUEST_ID_HEADER = 'x-request-id';

/**
 * What never reaches a log line: credentials in request and response headers, and tokens or
 * passwords in logged objects (at the top level or one level down, e.g. `input.password`).
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'password',
  'token',
  'accessToken',
  'refreshToken',
  'ticket',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
  '*.ticket',
];

/** Query parameters whose values are credentials (the live stream's `ticket`, reset links). */
const SECRET_QUERY = /([?&](?:ticket|token|access_token|code)=)[^&#]*/gi;

/** `url` with the values of credential query parameters replaced by `[redacted]`. */
export function scrubUrl(url: string | undefined): string | undefined {
  return url?.replace(SECRET_QUERY, '$1[redacted]');
}

/**
 * Creates the JSON logger of one service: pino, one line per entry, `service` on every line,
 * credentials redacted (`REDACTED_PATHS`). `destination`: where lines go (default stdout).
 */
export function createLogger(
  service: string,
  level = 'info',
  destination?: pino.DestinationStream,
): Logger {
  const options = {
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** Where a request's completion line is not written (scrapes and probes, many a minute). */
function isQuietPath(url: string | undefined): boolean {
  return url === '/metrics' || (url ?? '').startsWith('/health');
}

/** Level of a request's completion line: error for a failure or a 5xx, warn for a 4xx. */
function completionLevel(statusCode: number, err: unknown): 'error' | 'warn' | 'info' {
  return err || statusCode >= 500 ? 'error' : statusCode >= 400 ? 'warn' : 'info';
}

/** The standard request serializer, with credential query parameters scrubbed from the URL. */
const serializeRequest = pino.stdSerializers.wrapRequestSerializer((req) =>
  Object.assign(req, { url: scrubUrl(req.url) }),
);

/** A request as this middleware leaves it: its id, and a logger whose lines carry that id. */
type LoggedRequest = IncomingMessage & { id?: string; log?: Logger };

/** The HTTP logging middleware `createHttpLogger` returns (Express or plain `http`). */
export type HttpLogger = (req: IncomingMessage, res: ServerResponse, next?: () => void) => void;

/**
 * HTTP logging middleware: reuses an incoming `x-request-id` (or makes a UUID), puts it on the
 * response and on the request (`req.id`; `req.log`, made on first use, logs with `reqId`), and
 * when the response finishes (or the connection closes first) writes one line: `req` (id,
 * method, URL with credential query parameters scrubbed, headers as `REDACTED_PATHS` leave
 * them), `res` (status, headers), `responseTime` (ms); level error for a 5xx or an error, warn
 * for a 4xx, info otherwise, with `err` when the response stream failed or a handler set
 * `res.err`; none for `/metrics` and `/health/*`.
 * Nothing is serialized for a line the logger's level drops (pino-http serialized every request
 * into a child logger, whatever the level).
 */
export function createHttpLogger(logger: Logger): HttpLogger {
  return (request, res, next) => {
    const req = request as LoggedRequest;
    const incoming = req.headers[REQUEST_ID_HEADER];
    const id = (Array.isArray(incoming) ? incoming[0] : incoming) || randomUUID();
    req.id = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    let child: Logger | undefined;
    Object.defineProperty(req, 'log', {
      configurable: true,
      get: () => (child ??= logger.child({ reqId: id })),
    });
    if (!isQuietPath(req.url)) {
      const startedAt = Date.now();
      const done = (streamError?: unknown) => {
        res.off('finish', done);
        res.off('close', done);
        res.off('error', done);
        // A handler that answered a failure may leave its error on `res.err` (as pino-http read it).
        const err = streamError ?? (res as ServerResponse & { err?: unknown }).err;
        const level = completionLevel(res.statusCode, err);
        if (!logger.isLevelEnabled(level)) return;
        const line = {
          req: serializeRequest(req),
          res: pino.stdSerializers.res(res),
          responseTime: Date.now() - startedAt,
          ...(err ? { err } : {}),
        };
        logger[level](line, err ? 'request errored' : 'request completed');
      };
      res.on('finish', done);
      res.on('close', done);
      res.on('error', done);
    }
    next?.();
  };
}

/** Adapts pino to Nest's `LoggerService` so framework messages are JSON lines too. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
