/** Folder of the built binaries: `${HEARTH_CACHE_DIR:-${XDG_CACHE_HOME:-~/.cache}/hearth}/go-servers/bin`. */
export const BIN_DIR: string;

/** A running stripe-mock (Stripe's official API stand-in). */
export interface StripeMock {
  /** API base, e.g. `http://127.0.0.1:41234` (paths `/v1/...`; any `sk_test_<word>` key works). */
  url: string;
  /** stripe-mock's own version, e.g. `v0.203.0`. */
  version: string;
  /** Terminates the server (SIGTERM, SIGKILL after 5 s). Idempotent. */
  stop(): Promise<void>;
}

/** A running single-drive MinIO (S3-compatible object store) with its own temporary data. */
export interface Minio {
  /** S3 API endpoint, e.g. `http://127.0.0.1:41234` (path-style, region `us-east-1`). */
  endpoint: string;
  /** Root user (fresh random credentials for each start). */
  accessKeyId: string;
  /** Root password. */
  secretAccessKey: string;
  /** MinIO's own release tag (the pinned module version). */
  version: string;
  /** Terminates the server (SIGTERM, SIGKILL after 5 s) and removes its data. Idempotent. */
  stop(): Promise<void>;
}

/**
 * Starts `tools/.cache/bin/stripe-mock` with HTTP on a free 127.0.0.1 port; resolves once it
 * answers and logs its version line. Throws naming `bash tools/go-servers/build.sh` when the
 * binary is missing, or when it does not start within 30 s.
 */
export function startStripeMock(): Promise<StripeMock>;

/**
 * Starts `tools/.cache/bin/minio` on a free 127.0.0.1 port with a fresh temporary data folder
 * and random root credentials; resolves once `/minio/health/ready` answers 200 and logs its
 * version line. Throws naming `bash tools/go-servers/build.sh` when the binary is missing, or
 * when it does not start within 30 s.
 */
export function startMinio(): Promise<Minio>;
