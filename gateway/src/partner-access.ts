import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { createCache } from 'cache-manager';
import { Keyv } from 'keyv';
import type { Logger } from 'pino';
import { RateLimiterRes } from 'rate-limiter-flexible';
// A dependency of @apollo/gateway and @apollo/composition (same version as the composer's).
import { Supergraph, printSchema } from '@apollo/federation-internals';
import { PartnerKeyMessages } from '@hearth/contracts/messages';
import { RateLimiters } from '@hearth/nest-common';
import { sendGraphQLError } from './edge-errors.js';
import type { TrustedDocuments } from './trusted-documents.js';

/** The header a partner sends its key in. */
export const API_KEY_HEADER = 'x-api-key';
/** Where the gateway lists the trusted documents (JSON). */
export const TRUSTED_DOCUMENTS_PATH = '/partners/trusted-documents';
/** Where the gateway serves the composed API schema (SDL text). */
export const API_SCHEMA_PATH = '/partners/schema.graphql';
/** How long a verified (or refused) key is believed without asking admin again. */
export const KEY_CACHE_MS = 10_000;
/** Most key checks remembered at once. */
const KEY_CACHE_MAX = 10_000;
/** `hpk_<12 hex>_<43 base64url>`: what admin issues. */
const KEY_SHAPE = /^hpk_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/;
/** How often the usage counts go to admin. */
export const USAGE_REPORT_MS = 5_000;

/** A key as admin verified it. */
interface VerifiedKey {
  keyId: string;
  requestsPerMinute: number;
  trustedDocumentsOnly: boolean;
}

/** Options of `partnerAccess`. */
export interface PartnerAccessOptions {
  /** The supergraph SDL (its API schema is served to partners). */
  supergraphSdl: string;
  /** The admin subgraph's base URL (no `/graphql`), e.g. `http://admin:4006`. */
  adminUrl: string;
  documents: TrustedDocuments;
  /** Redis for the per-key counters (shared by gateway replicas); in memory when absent. */
  redisUrl?: string;
  keyCacheMs?: number;
  usageReportMs?: number;
  logger: Logger;
}

/** Partner access at the edge: its middleware, the trusted-document list and its shutdown. */
export interface PartnerAccess {
  /** Runs on `/graphql` after the body is parsed and before the limits and the engine. */
  middleware: RequestHandler;
  /** `GET /partners/trusted-documents` → `{ documents: [{ id, name, document }] }`. */
  listDocuments: RequestHandler;
  /** `GET /partners/schema.graphql` → the API schema clients see (no federation directives). */
  apiSchema: RequestHandler;
  /** Stops the usage timer and sends the last counts. */
  close(): Promise<void>;
}

type Body = {
  query?: unknown;
  documentId?: unknown;
  extensions?: { persistedQuery?: { sha256Hash?: unknown } } & Record<string, unknown>;
};

/**
 * Partner API keys and trusted documents at the edge (docs/adr/0014):
 * - a POST with `documentId` (or APQ's `extensions.persistedQuery.sha256Hash`) and no `query`
 *   runs that trusted document; an unknown id → 400 `PERSISTED_QUERY_NOT_FOUND`. Anyone may use
 *   them. A request with a `query` runs that text, whatever id it also carries.
 * - a request with `X-Api-Key` is checked with admin (`/internal/partner-keys/verify`, answers
 *   cached `keyCacheMs`, refusals too): unknown, malformed or revoked → 401 `INVALID_API_KEY`;
 *   admin unreachable → 503 `SERVICE_UNAVAILABLE`. A key limited to trusted documents sending
 *   anything else → 403 `TRUSTED_DOCUMENTS_ONLY`. Then one point of the key's per-minute limit
 *   (rate-limiter-flexible, Redis when `redisUrl`, as the subgraphs' limits): spent → 429
 *   `TOO_MANY_REQUESTS` with `retryAfterSeconds` and `Retry-After`. Every answer to a key carries
 *   `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` (seconds).
 * - served and refused requests are counted per key and sent to admin every `usageReportMs`
 *   (`/internal/partner-keys/usage`); counts that could not be sent are kept for the next report.
 * Requests without a key or document id pass untouched.
 */
export function partnerAccess(options: PartnerAccessOptions): PartnerAccess {
  const { documents, logger } = options;
  const keyCacheMs = options.keyCacheMs ?? KEY_CACHE_MS;
  // Keyv's in-memory store keeps expired entries until they are read: dropped whole when it
  // holds KEY_CACHE_MAX (a flood of made-up keys cannot grow it without bound).
  const store = new Map<string, unknown>();
  const cache = createCache({ stores: [new Keyv({ store, namespace: 'partner-keys' })] });
  const limiters = new RateLimiters(options.redisUrl, 'hearth:rl:gateway');
  const usage = new Map<string, { requests: number; refused: number; lastUsedAt: string }>();

  const count = (keyId: string, served: boolean) => {
    const entry = usage.get(keyId) ?? { requests: 0, refused: 0, lastUsedAt: '' };
    if (served) entry.requests++;
    else entry.refused++;
    entry.lastUsedAt = new Date().toISOString();
    usage.set(keyId, entry);
  };

  const report = async () => {
    if (!usage.size) return;
    const batch = [...usage].map(([keyId, u]) => ({ keyId, ...u }));
    usage.clear();
    try {
      const res = await fetch(`${options.adminUrl}/internal/partner-keys/usage`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ usage: batch }),
        signal: AbortSignal.timeout(5_000),
      });
      if (!res.ok) throw new Error(`admin answered ${res.status}`);
    } catch (err) {
      logger.warn({ err }, 'partner key usage not reported; kept for the next report');
      for (const b of batch) {
        const now = usage.get(b.keyId);
        usage.set(b.keyId, {
          requests: b.requests + (now?.requests ?? 0),
          refused: b.refused + (now?.refused ?? 0),
          lastUsedAt: now?.lastUsedAt ?? b.lastUsedAt,
        });
      }
    }
  };
  const timer = setInterval(() => void report(), options.usageReportMs ?? USAGE_REPORT_MS);
  timer.unref();

  /** The key behind `presented` from cache or admin; throws when admin cannot be asked. */
  const verify = async (presented: string): Promise<VerifiedKey | null> => {
    // Not even the shape of a key: refused without asking admin or filling the cache.
    if (!KEY_SHAPE.test(presented)) return null;
    if (store.size >= KEY_CACHE_MAX) store.clear();
    const cacheKey = createHash('sha256').update(presented).digest('hex');
    const answer = await cache.wrap(
      cacheKey,
      async () => {
        const res = await fetch(`${options.adminUrl}/internal/partner-keys/verify`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ key: presented }),
          signal: AbortSignal.timeout(5_000),
        });
        if (!res.ok) throw new Error(`admin answered ${res.status}`);
        return (await res.json()) as { key: VerifiedKey | null };
      },
      keyCacheMs,
    );
    return answer.key;
  };

  const useDocument = (req: Request, res: Response): boolean => {
    const body = req.body as Body | undefined;
    if (req.method !== 'POST' || !body || typeof body !== 'object') return true;
    // A query sent in full runs as sent (an APQ client registering its hash sends both).
    if (typeof body.query === 'string') return true;
    const id = body.documentId ?? body.extensions?.persistedQuery?.sha256Hash;
    if (id === undefined) return true;
    const document = typeof id === 'string' ? documents.byId(id) : undefined;
    if (!document) {
      sendGraphQLError(res, 400, PartnerKeyMessages.unknownDocument, 'PERSISTED_QUERY_NOT_FOUND');
      return false;
    }
    body.query = document.document;
    delete body.documentId;
    if (body.extensions) delete body.extensions.persistedQuery;
    return true;
  };

  const middleware: RequestHandler = (req, res, next) => {
    if (!useDocument(req, res)) return;
    const presented = req.header(API_KEY_HEADER);
    if (presented === undefined) {
      next();
      return;
    }
    void (async () => {
      let key: VerifiedKey | null;
      try {
        key = await verify(presented.trim());
      } catch (err) {
        logger.error({ err }, 'partner key could not be verified');
        sendGraphQLError(
          res,
          503,
          'API keys cannot be checked right now. Please try again shortly.',
          'SERVICE_UNAVAILABLE',
        );
        return;
      }
      if (!key) {
        sendGraphQLError(res, 401, PartnerKeyMessages.invalidKey, 'INVALID_API_KEY');
        return;
      }
      const source = (req.method === 'GET' ? req.query : req.body) as Body | undefined;
      const query = typeof source?.query === 'string' ? source.query : '';
      if (key.trustedDocumentsOnly && !documents.isTrusted(query)) {
        count(key.keyId, false);
        sendGraphQLError(
          res,
          403,
          PartnerKeyMessages.trustedDocumentsOnly,
          'TRUSTED_DOCUMENTS_ONLY',
        );
        return;
      }
      const rule = {
        name: `partner-key-${key.requestsPerMinute}`,
        points: key.requestsPerMinute,
        durationSeconds: 60,
      };
      let state: RateLimiterRes;
      try {
        state = await limiters.get(rule).consume(key.keyId);
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) throw err;
        const retryAfterSeconds = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
        res.setHeader('RateLimit-Limit', String(key.requestsPerMinute));
        res.setHeader('RateLimit-Remaining', '0');
        res.setHeader('RateLimit-Reset', String(retryAfterSeconds));
        res.setHeader('Retry-After', String(retryAfterSeconds));
        count(key.keyId, false);
        sendGraphQLError(res, 429, PartnerKeyMessages.rateLimited, 'TOO_MANY_REQUESTS', {
          retryAfterSeconds,
          requestsPerMinute: key.requestsPerMinute,
        });
        return;
      }
      res.setHeader('RateLimit-Limit', String(key.requestsPerMinute));
      res.setHeader('RateLimit-Remaining', String(state.remainingPoints));
      res.setHeader('RateLimit-Reset', String(Math.ceil(state.msBeforeNext / 1000)));
      count(key.keyId, true);
      next();
    })().catch(next);
  };

  let apiSchemaText: string | undefined;
  return {
    middleware,
    apiSchema: (_req, res) => {
      // Built on first request (~0.5 s), then kept: the supergraph never changes while running.
      apiSchemaText ??= printSchema(Supergraph.build(options.supergraphSdl).apiSchema());
      res.setHeader('Cache-Control', 'public, max-age=300');
      res.type('text/plain; charset=utf-8').send(apiSchemaText);
    },
    listDocuments: (_req, res) => {
      res.setHeader('Cache-Control', 'public, max-age=300');
      res.json({ documents: documents.list });
    },
    close: async () => {
      clearInterval(timer);
      await report();
      await limiters.onModuleDestroy();
    },
  };
}
