import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mediaSigningSecret } from '@hearth/nest-common';
import { LocalObjectStore } from './local-object-store.js';
import type { ObjectStore } from './object-store.js';

/** The repository root (this file is `services/restaurants/{src,dist}/media/…`). */
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** Media settings read from the environment (docs/uploads.md lists them). */
export interface MediaConfig {
  /** `s3` when `S3_BUCKET` is set, else `local` (embedded default). */
  store: 'local' | 's3';
  /** Local store: `${HEARTH_DATA_DIR ?? <repo>/.data}/media`. */
  localDir: string;
  /** Local store: file holding the generated signing secret (outside the served folder). */
  secretFile: string;
  /** Local store: `MEDIA_SIGNING_SECRET` (unset: generated once and kept in `secretFile`). */
  signingSecret: string | undefined;
  /** Local store: `MEDIA_PUBLIC_URL`, the base URL browsers reach this subgraph at. */
  publicBaseUrl: string | undefined;
  /** Origins allowed to PUT to the local store from a browser (`CORS_ORIGINS`). */
  corsOrigins: string[];
  s3: {
    bucket: string;
    region: string;
    endpoint: string | undefined;
    /** `S3_INTERNAL_ENDPOINT`: where this service reaches the store, when not at `endpoint`. */
    internalEndpoint: string | undefined;
    accessKeyId: string | undefined;
    secretAccessKey: string | undefined;
    publicUrl: string | undefined;
    forcePathStyle: boolean;
  };
}

/** Reads `MediaConfig` from `env`. */
export function mediaConfigFromEnv(env: NodeJS.ProcessEnv = process.env): MediaConfig {
  const dataDir = env.HEARTH_DATA_DIR || join(REPO_ROOT, '.data');
  const endpoint = env.S3_ENDPOINT || undefined;
  return {
    store: env.S3_BUCKET ? 's3' : 'local',
    localDir: join(dataDir, 'media'),
    secretFile: join(dataDir, 'media-signing-secret'),
    signingSecret: env.MEDIA_SIGNING_SECRET || undefined,
    publicBaseUrl: env.MEDIA_PUBLIC_URL?.replace(/\/+$/, '') || undefined,
    corsOrigins: (env.CORS_ORIGINS ?? 'http://localhost:3000')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    s3: {
      bucket: env.S3_BUCKET ?? '',
      region: env.S3_REGION || 'us-east-1',
      endpoint,
      internalEndpoint: env.S3_INTERNAL_ENDPOINT || undefined,
      accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
      publicUrl: env.S3_PUBLIC_URL || undefined,
      forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : !!endpoint,
    },
  };
}

/**
 * The signing secret of the local store: `MEDIA_SIGNING_SECRET`, else 32 random bytes generated
 * on first use and kept (mode 0600) in `secretFile`, so URLs survive restarts. Two processes
 * racing to create it both end up with the one that was written first (nest-common's
 * `mediaSigningSecret`: notifications signs reads of attachments with the same secret).
 */
export function localSigningSecret(config: MediaConfig): () => Promise<Buffer> {
  return mediaSigningSecret(config.signingSecret, config.secretFile);
}

/**
 * The store `config` asks for; `baseUrl` gives the local store's address when `MEDIA_PUBLIC_URL`
 * is not set. The AWS SDK is only loaded when S3 is configured.
 */
export async function createObjectStore(
  config: MediaConfig,
  baseUrl: () => string,
): Promise<ObjectStore> {
  if (config.store === 's3') {
    const { S3ObjectStore } = await import('./s3-object-store.js');
    return new S3ObjectStore({
      bucket: config.s3.bucket,
      region: config.s3.region,
      endpoint: config.s3.endpoint,
      internalEndpoint: config.s3.internalEndpoint,
      accessKeyId: config.s3.accessKeyId,
      secretAccessKey: config.s3.secretAccessKey,
      publicUrl: config.s3.publicUrl,
      forcePathStyle: config.s3.forcePathStyle,
    });
  }
  return new LocalObjectStore({
    dir: config.localDir,
    secret: localSigningSecret(config),
    baseUrl: () => config.publicBaseUrl ?? baseUrl(),
  });
}
