import { checkUploadedImage, type UploadRefusal } from './upload-check.js';
import { contentTypeOfKey, isSafeKey } from './media-types.js';

/**
 * How the browser sends one upload: a `PUT` of the file's bytes with `headers` (the local store),
 * or a multipart form `POST` of `fields` followed by the file (S3: a presigned POST whose policy
 * caps the size and fixes the key, content type and ACL).
 */
export interface PresignedUpload {
  /** `PUT` (local store) or `POST` (S3 presigned POST). */
  method: 'PUT' | 'POST';
  /** The address to send the file to (valid until the expiry it carries). */
  url: string;
  /**
   * PUT only: headers the PUT must carry exactly (content type and the ACL: public-read, or
   * private for certificates). Empty for a POST.
   */
  headers: Record<string, string>;
  /**
   * POST only: the form fields to send, in this order, before the file (the `file` field, last):
   * key, Content-Type, acl, the policy and its signature. Empty for a PUT.
   */
  fields: Record<string, string>;
}

/** What `presignUpload` signs: the object key, its content type, the size cap and the lifetime. */
export interface PresignUploadInput {
  /** Object key, e.g. `dishes/<restaurantId>/<uuid>.jpg`. */
  key: string;
  /** The exact Content-Type the upload must carry (derived from the file extension). */
  contentType: string;
  /** Largest body accepted in bytes (the local store counts; S3 enforces the POST policy's range). */
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
 * `S3ObjectStore` (any S3-compatible store through the AWS SDK v3 presigners).
 * An abstract class so it doubles as the Nest injection token.
 */
export abstract class ObjectStore {
  /** Where and how the browser sends one object (see `PresignedUpload`). */
  abstract presignUpload(input: PresignUploadInput): Promise<PresignedUpload>;
  /**
   * The address of `key` as stored (what the app keeps). Anyone may read it, except private
   * objects (certificates), which need `signedGetUrl`.
   */
  abstract publicUrl(key: string): string;
  /** A URL that reads `key` for `expiresInSeconds`, e.g. a certificate for its chef or an admin. */
  abstract signedGetUrl(key: string, expiresInSeconds: number): Promise<string>;
  /** The object at `key`, or null when there is none. */
  abstract get(key: string): Promise<StoredObject | null>;
  /** The size of the object at `key` in bytes, or null when there is none. */
  abstract sizeOf(key: string): Promise<number | null>;
  /** The first `length` bytes of the object at `key` (fewer when it is shorter), or null. */
  abstract head(key: string, length: number): Promise<Buffer | null>;
  /** Stores `body` at `key` with `contentType` (server-side writes such as thumbnails). */
  abstract put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes the object at `key` (nothing happens when there is none). */
  abstract delete(key: string): Promise<void>;
  /**
   * Removes every object whose key starts with `folder` (a safe key followed by `/`, e.g.
   * `attachments/<userId>/`), thumbnails included. Idempotent: an empty folder is nothing to do.
   * @returns how many objects were removed.
   * @throws on an unsafe folder, or the store's error when it cannot be reached (some objects may
   *   be gone: calling again removes the rest).
   */
  abstract deleteFolder(folder: string): Promise<number>;
  /**
   * Where the browser's upload of `key` lands before it is checked: `incoming/<key>` for the S3
   * store (moved to `key` by `confirmUpload`), null for the local store (it checks the bytes on
   * the upload itself and stores them at `key`).
   */
  abstract stagingKeyOf(key: string): string | null;
  /** Moves the object at `from` to `to` with `to`'s ACL and content type (S3: copy, delete). */
  protected abstract move(from: string, to: string): Promise<void>;
  /** True when the address of the thumbnail of `key` will exist after the upload (local store). */
  abstract makesThumbnails(): boolean;
  /**
   * The public address of the 400-px WebP thumbnail of the uploaded image `key`, made now if the
   * store could not make it at upload time (S3: the browser's POST went straight to the store),
   * or null when there is none (no such object, not a decodable image, larger than 10 MB).
   */
  abstract thumbnailOf(key: string): Promise<string | null>;

  /**
   * The key of `url` when it is an address in this store (`publicUrl(key)` of a safe key), else
   * null (another host, a query string, `..`).
   */
  keyOf(url: string): string | null {
    const base = this.publicUrl('');
    if (!url.startsWith(base)) return null;
    const key = url.slice(base.length);
    return isSafeKey(key) ? key : null;
  }

  /**
   * Checks an uploaded object the way every upload is checked (`checkUploadedImage`: at most
   * 10 MB, really an image of the type its extension declares, at most 50 megapixels), reading
   * back only its size and first bytes. An object that fails is deleted, so its address reads
   * nothing. The local store already checked the bytes before storing them; the S3 store cannot,
   * so this runs when an uploaded address is used.
   * @returns null when the object passes or does not exist (yet), else the refusal (its message
   *   is the one the local upload endpoint answers with).
   * @throws the store's error when it cannot be reached.
   */
  async checkUpload(key: string): Promise<UploadRefusal | null> {
    const size = await this.sizeOf(key);
    if (size === null) return null;
    const refusal = await checkUploadedImage(
      size,
      async (length) => (await this.head(key, length)) ?? Buffer.alloc(0),
      contentTypeOfKey(key),
    );
    if (refusal) await this.delete(key);
    return refusal;
  }

  /**
   * Finishes the browser's upload of `key`: when it is already at `key` (the local store, or
   * confirmed before) nothing is done; else its staged copy (`stagingKeyOf`) is checked
   * (`checkUpload`, which deletes it when it fails) and, when it passes, moved to `key`.
   * @returns null when the image is at `key`, `missing` when nothing was uploaded (or the upload
   *   is gone), else the check's refusal.
   * @throws the store's error when it cannot be reached.
   */
  async confirmUpload(key: string): Promise<UploadRefusal | 'missing' | null> {
    if ((await this.sizeOf(key)) !== null) return null;
    const staged = this.stagingKeyOf(key);
    if (!staged || (await this.sizeOf(staged)) === null) return 'missing';
    const refusal = await this.checkUpload(staged);
    if (refusal) return refusal;
    await this.move(staged, key);
    return null;
  }
}
