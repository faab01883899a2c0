/**
 * The logger the events library writes to. Structurally compatible with pino (`logger.info(obj,
 * msg)`), so a service passes its pino instance (or a child of it) directly.
 */
export interface EventsLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** A logger that discards everything (the default when none is given). */
export const noopLogger: EventsLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

/** Normalises anything thrown into an `Error` (a string or object becomes its message). */
export function toError(err: unknown): Error {
  return err instanceof Error
    ? err
    : new Error(typeof err === 'string' ? err : JSON.stringify(err));
}
