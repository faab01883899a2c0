import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LoggerService } from '@nestjs/common';
import { pino, type Logger } from 'pino';
import { pinoHttp, type HttpLogger } from 'pino-http';

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

/**
 * HTTP logging middleware: reuses an incoming `x-request-id` (or makes a UUID), puts it on the
 * response and on every log line of the request (`req.id`, `req.log`).
 */
export function createHttpLogger(logger: Logger): HttpLogger {
  return pinoHttp({
    logger,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const incoming = req.headers[REQUEST_ID_HEADER];
      const id = (Array.isArray(incoming) ? incoming[0] : incoming) || randomUUID();
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    autoLogging: {
      ignore: (req) => req.url === '/metrics' || (req.url ?? '').startsWith('/health'),
    },
    // The standard request serializer, with credential query parameters scrubbed from the URL.
    serializers: {
      req: (req: { url?: string }) => Object.assign(req, { url: scrubUrl(req.url) }),
    },
    customLogLevel: (_req, res, err) =>
      err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
  });
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
