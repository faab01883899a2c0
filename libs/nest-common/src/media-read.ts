import { createHmac, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mediaBases } from './media-urls.js';

/** The repository root (this file is `libs/nest-common/{src,dist}/…`). */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * Signed reads of private images (attachments) are made per window of this many seconds
 * (5 minutes): one signed in a window is valid until the end of the next window, so for 5 to
 * 10 minutes, and within one window the address stays the same (a page that asks again gets the
 * image the browser already has instead of a new download).
 */
export const SIGNED_READ_WINDOW_SECONDS = 5 * 60;

/**
 * The signing secret of the local media store: `secret` (`MEDIA_SIGNING_SECRET`) when set, else 32
 * random bytes generated on first use and kept (mode 0600) in `file` (the data dir's
 * `media-signing-secret`), so URLs survive restarts and the services that share the data dir
 * (restaurants, which serves the store, and notifications, which signs reads of attachments)
 * agree on it. Two processes racing to create it both end up with the one written first.
 * @returns a loader, cached after its first success.
 * @throws (from the loader) when the file holds no 64-hex-digit secret after a second.
 */
export function mediaSigningSecret(
  secret: string | undefined,
  file: string,
): () => Promise<Buffer> {
  let cached: Promise<Buffer> | null = null;
  const load = async (): Promise<Buffer> => {
    if (secret) return Buffer.from(secret, 'utf8');
    const isSecret = (hex: string) => /^[0-9a-f]{64}$/.test(hex);
    await mkdir(dirname(file), { recursive: true });
    try {
      await writeFile(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    // Whoever created the file may still be writing its 64 hex digits: wait for them briefly.
    for (let attempt = 0; attempt < 40; attempt++) {
      const hex = (await readFile(file, 'utf8')).trim();
      if (isSecret(hex)) return Buffer.from(hex, 'hex');
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`${file} does not hold a 64-hex-digit secret`);
  };
  return () => {
    cached ??= load().catch((err: unknown) => {
      cached = null;
      throw err;
    });
    return cached;
  };
}

/**
 * The local store's signature of a read: lower-case hex HMAC-SHA256(secret, `key|expires|GET`)
 * (the upload signature's message with `GET` for a content type, which no upload can have).
 * `expires` is in unix seconds.
 */
export function localReadSignature(secret: Buffer, key: string, expires: number): string {
  return createHmac('sha256', secret).update(`${key}|${expires}|GET`).digest('hex');
}

/**
 * Signs short-lived reads of private images of our media store for a service that decided the
 * reader may see them (notifications: the parties of a conversation, admins of a reported order).
 */
export interface MediaReadSigner {
  /**
   * A signed address reading the stored image `url` for 5 to 10 minutes (see
   * `SIGNED_READ_WINDOW_SECONDS`), when `url` is an object of our store in `folder` (e.g.
   * `attachments/`); null for anything else (another host or folder, a query string), so a
   * foreign address is never shown.
   * @throws when the store's credentials or the local secret cannot be loaded.
   */
  signedReadUrl(url: string, folder: string, now?: number): Promise<string | null>;
}

/** A key of the store: a few `/`-separated segments of `[A-Za-z0-9._-]`, none starting with a dot. */
function isSafeKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= 512 &&
    key.split('/').every((s) => /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(s))
  );
}

/**
 * The signer of the store restaurants runs, from the same environment restaurants has:
 * - the local store (`MEDIA_PUBLIC_URL`): `<base>/media/<key>?expires=<unix s>&sig=<hex>`, signed
 *   with the local store's secret (`MEDIA_SIGNING_SECRET`, else the data dir's generated file —
 *   `HEARTH_DATA_DIR`), which restaurants checks before serving the private object;
 * - the bucket (`S3_BUCKET`, `S3_ENDPOINT`, `S3_REGION`, `S3_PUBLIC_URL`): a SigV4 presigned
 *   `GetObject` signed with this service's own credentials (`S3_ACCESS_KEY_ID`,
 *   `S3_SECRET_ACCESS_KEY`; in compose and k8s a user that may only read `attachments/`).
 * The AWS SDK is only loaded when a bucket address is signed.
 */
export function mediaReadSignerFromEnv(env: NodeJS.ProcessEnv = process.env): MediaReadSigner {
  const [localBase, bucketBase] = mediaBases(env);
  const secret = mediaSigningSecret(
    env.MEDIA_SIGNING_SECRET || undefined,
    join(env.HEARTH_DATA_DIR || join(REPO_ROOT, '.data'), 'media-signing-secret'),
  );
  let presign: ((key: string, signingDate: Date, expiresIn: number) => Promise<string>) | null =
    null;
  const s3Presigner = async () => {
    if (presign) return presign;
    const [{ GetObjectCommand, S3Client }, { getSignedUrl }] = await Promise.all([
      import('@aws-sdk/client-s3'),
      import('@aws-sdk/s3-request-presigner'),
    ]);
    const endpoint = env.S3_ENDPOINT || undefined;
    const client = new S3Client({
      region: env.S3_REGION || 'us-east-1',
      endpoint,
      forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : !!endpoint,
      ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            credentials: {
              accessKeyId: env.S3_ACCESS_KEY_ID,
              secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            },
          }
        : {}),
    });
    presign = (key, signingDate, expiresIn) =>
      getSignedUrl(client, new GetObjectCommand({ Bucket: env.S3_BUCKET!, Key: key }), {
        signingDate,
        expiresIn,
      });
    return presign;
  };
  return {
    async signedReadUrl(url, folder, now = Date.now()) {
      const windowStart =
        Math.floor(now / 1000 / SIGNED_READ_WINDOW_SECONDS) * SIGNED_READ_WINDOW_SECONDS;
      const lifetime = 2 * SIGNED_READ_WINDOW_SECONDS;
      for (const base of [localBase!, bucketBase]) {
        if (!base || !url.startsWith(base)) continue;
        const key = url.slice(base.length);
        if (!key.startsWith(folder) || !isSafeKey(key)) return null;
        if (base === localBase) {
          const expires = windowStart + lifetime;
          const sig = localReadSignature(await secret(), key, expires);
          return `${url}?${new URLSearchParams({ expires: String(expires), sig }).toString()}`;
        }
        return (await s3Presigner())(key, new Date(windowStart * 1000), lifetime);
      }
      return null;
    },
  };
}
