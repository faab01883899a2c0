/** A presigned PUT: where the browser sends the file, and the headers it must send with it. */
export interface PresignedPut {
  /** The address to PUT the file's bytes to (valid until the expiry it carries). */
  url: string;
  /** Headers the PUT must carry exactly (content type and the ACL: public-read, or private for certificates). */
  headers: Record<string, string>;
}

/** What `presignPut` signs: the object key, its content type, the size cap and the lifetime. */
export interface PresignPutInput {
  /** Object key, e.g. `dishes/<restaurantId>/<uuid>.jpg`. */
  key: string;
  /** The exact Content-Type the PUT must carry (derived from the file extension). */
  contentType: string;
  /** Largest body accepted (enforced by the local store; S3 presigned PUTs cannot enforce it). */
  maxBytes: number;
  /** Lifetime of the URL in seconds. */
  expiresInSeconds: number;
}

/** A stored object read back. */
export interface StoredObject {
  body: Buffer;
  contentType: string;
}

/**
 * The object-store port of the media feature (docs/uploads.md). Adapters:
 * `LocalObjectStore` (embedded default, files on disk, signed URLs served by this subgraph) and
 * `S3ObjectStore` (any S3-compatible store through the AWS SDK v3 presigner).
 * An abstract class so it doubles as the Nest injection token.
 */
export abstract class ObjectStore {
  /** A URL the browser can PUT one object to, with the headers it must send. */
  abstract presignPut(input: PresignPutInput): Promise<PresignedPut>;
  /**
   * The address of `key` as stored (what the app keeps). Anyone may read it, except private
   * objects (certificates), which need `signedGetUrl`.
   */
  abstract publicUrl(key: string): string;
  /** A URL that reads `key` for `expiresInSeconds`, e.g. a certificate for its chef or an admin. */
  abstract signedGetUrl(key: string, expiresInSeconds: number): Promise<string>;
  /** The object at `key`, or null when there is none. */
  abstract get(key: string): Promise<StoredObject | null>;
  /** Stores `body` at `key` with `contentType` (server-side writes such as thumbnails). */
  abstract put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** True when the address of the thumbnail of `key` will exist after the PUT (local store). */
  abstract makesThumbnails(): boolean;
  /**
   * The public address of the 400-px WebP thumbnail of the uploaded image `key`, made now if the
   * store could not make it at upload time (S3: the browser PUT went straight to the store), or
   * null when there is none (no such object, not a decodable image, larger than 10 MB).
   */
  abstract thumbnailOf(key: string): Promise<string | null>;
}
