import { mailConfigFromEnv, type MailConfig } from '@hearth/nest-common';

/** The web app's public address when `WEB_URL` is not set (`npm start`'s shell). */
export const DEFAULT_WEB_URL = 'http://localhost:3000';

/** How the newsletter sender works (see `newsletterConfigFromEnv`). */
export interface NewsletterConfig {
  mail: MailConfig;
  /** The web app's public address, without a trailing slash (unsubscribe links). */
  webUrl: string;
  /** Most e-mails handed to the SMTP server in any one second, over all admin replicas; 0 = no sending. */
  ratePerSecond: number;
  /** SMTP connections kept open while sending. */
  connections: number;
  /** Most rows claimed at once. */
  batchSize: number;
  /** Tries per recipient before a passing failure becomes FAILED. */
  maxAttempts: number;
  /** Wait before the 2nd try, in ms; doubles for each try after (at most `maxBackoffMs`). */
  retryBaseMs: number;
  maxBackoffMs: number;
  /** Longest wait for the SMTP server's connection, greeting and each reply, in ms. */
  smtpTimeoutMs: number;
  /**
   * How long a claimed row stays SENDING before its sender is presumed dead, in ms: longer than a
   * whole batch can take (batch ÷ connections × 3 SMTP timeouts).
   */
  leaseMs: number;
  /** How often an idle sender looks for work, in ms (a newsletter sent by this process wakes it at once). */
  idlePollMs: number;
}

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
};

/**
 * Reads `NEWSLETTER_RATE_PER_SECOND` (default 10; 0 turns sending off, e.g. a replica that must not
 * send), `NEWSLETTER_MAX_ATTEMPTS` (5), `NEWSLETTER_RETRY_BASE_SECONDS` (30: 30 s, 1, 2, 4 min
 * between tries), `WEB_URL` and the mail settings (`SMTP_URL`, `MAIL_FROM`, `HEARTH_DATA_DIR`).
 */
export function newsletterConfigFromEnv(env: NodeJS.ProcessEnv = process.env): NewsletterConfig {
  const ratePerSecond = positive(env.NEWSLETTER_RATE_PER_SECOND, 10);
  const connections = Math.max(1, Math.min(5, Math.ceil(ratePerSecond)));
  const batchSize = Math.max(1, Math.min(connections * 2, Math.ceil(ratePerSecond)));
  const smtpTimeoutMs = 30_000;
  return {
    mail: mailConfigFromEnv(env),
    webUrl: (env.WEB_URL || DEFAULT_WEB_URL).replace(/\/+$/, ''),
    ratePerSecond,
    connections,
    batchSize,
    maxAttempts: Math.max(1, Math.floor(positive(env.NEWSLETTER_MAX_ATTEMPTS, 5))),
    retryBaseMs: positive(env.NEWSLETTER_RETRY_BASE_SECONDS, 30) * 1000,
    maxBackoffMs: 15 * 60_000,
    smtpTimeoutMs,
    leaseMs: Math.ceil(batchSize / connections) * 3 * smtpTimeoutMs + 30_000,
    idlePollMs: 1000,
  };
}
