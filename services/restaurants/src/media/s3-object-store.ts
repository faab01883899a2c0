import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  ObjectStore,
  type PresignUploadInput,
  type PresignedUpload,
  type StoredObject,
} from './object-store.js';
import {
  INCOMING_PREFIX,
  MAX_UPLOAD_BYTES,
  PRIVATE_ACL,
  aclFor,
  isSafeKey,
  contentTypeOfKey,
  thumbnailKey,
} from './media-types.js';
import { makeThumbnail } from './thumbnails.js';

/** Settings of the S3 adapter, from `S3_*` (see `mediaConfigFromEnv`). */
export interface S3ObjectStoreOptions {
  bucket: string;
  region: string;
  /**
   * Endpoint of an S3-compatible store as browsers reach it (MinIO in compose:
   * `http://localhost:9000`): the host of signed uploads and signed reads. Unset = AWS.
   */
  endpoint?: string;
  /**
   * Endpoint this service itself reaches the store at, for its own reads, writes and deletes
   * (checks, thumbnails), when that differs from `endpoint` (compose: `http://minio:9000`).
   * Default: `endpoint`.
   */
  internalEndpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Path-style addressing (`<endpoint>/<bucket>/<key>`); true whenever `endpoint` is set. */
  forcePathStyle: boolean;
  /** Public base URL of the objects; default `<endpoint>/<bucket>` (or the AWS bucket host). */
  publicUrl?: string;
}

/**
 * `ObjectStore` on any S3-compatible store (deploy: MinIO) through the AWS SDK v3. Uploads are
 * SigV4 presigned POSTs (`@aws-sdk/s3-presigned-post`): a policy, valid for the upload's
 * lifetime, that fixes the key (`incoming/<key>`), the `Content-Type` and the `acl` (private)
 * exactly and bounds the body with `content-length-range` 0..the kind's limit (10 MB), so the
 * store itself refuses a larger file (EntityTooLarge) or any other key, type or ACL. The
 * browser's POST never reaches this service, so the browser then calls `confirmUpload`: the
 * staged bytes are checked (`checkUpload`) and moved to `<key>` with its ACL, or deleted. Dish
 * and restaurant saves check their images again; the thumbnail is made when a dish is saved
 * (`thumbnailOf`); the signed upload's `thumbnail` is null.
 */
export class S3ObjectStore extends ObjectStore {
  /** The client of this service's own calls (at `internalEndpoint`, else `endpoint`). */
  readonly client: S3Client;
  /** The client that signs what browsers use (at `endpoint`); `client` when they are one. */
  readonly signer: S3Client;

  constructor(private readonly options: S3ObjectStoreOptions) {
    super();
    this.signer = S3ObjectStore.clientAt(options, options.endpoint);
    this.client =
      options.internalEndpoint && options.internalEndpoint !== options.endpoint
        ? S3ObjectStore.clientAt(options, options.internalEndpoint)
        : this.signer;
  }

  /** Closes the clients' connections. */
  destroy(): void {
    this.client.destroy();
    if (this.signer !== this.client) this.signer.destroy();
  }

  private static clientAt(options: S3ObjectStoreOptions, endpoint: string | undefined): S3Client {
    return new S3Client({
      region: options.region,
      endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
      // No flexible-checksum parameters in presigned URLs: a browser cannot compute them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /**
   * A presigned POST to the staging key of `input.key` (`incoming/<key>`, private until
   * `confirmUpload` checks it and moves it to `<key>`): the form `fields` (key, Content-Type,
   * acl, the policy and its signature) and the bucket's address to post them to, file last.
   */
  async presignUpload(input: PresignUploadInput): Promise<PresignedUpload> {
    // Private while staged, whatever the kind: `move` gives the checked object its own ACL.
    const acl = PRIVATE_ACL;
    const { url, fields } = await createPresignedPost(this.signer, {
      Bucket: this.options.bucket,
      Key: this.stagingKeyOf(input.key),
      // Each of `Fields` becomes an exact-match condition of the policy, as does the key.
      Fields: { 'Content-Type': input.contentType, acl },
      Conditions: [['content-length-range', 0, input.maxBytes]],
      Expires: input.expiresInSeconds,
    });
    return { method: 'POST', url, headers: {}, fields };
  }

  /** A SigV4 presigned `GetObject` of `key` (the store checks it; private objects need one). */
  signedGetUrl(key: string, expiresInSeconds: number): Promise<string> {
    return getSignedUrl(
      this.signer,
      new GetObjectCommand({ Bucket: this.options.bucket, Key: key }),
      { expiresIn: expiresInSeconds },
    );
  }

  publicUrl(key: string): string {
    const base =
      this.options.publicUrl ??
      (this.options.endpoint
        ? `${this.options.endpoint.replace(/\/+$/, '')}/${this.options.bucket}`
        : `https://${this.options.bucket}.s3.${this.options.region}.amazonaws.com`);
    return `${base.replace(/\/+$/, '')}/${key}`;
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const out = await this.client.send(
        new GetObjectCommand({ Bucket: this.options.bucket, Key: key }),
      );
      const bytes = await out.Body!.transformToByteArray();
      return {
        body: Buffer.from(bytes),
        contentType: out.ContentType ?? 'application/octet-stream',
      };
    } catch (err) {
      if (err instanceof NoSuchKey) return null;
      throw err;
    }
  }

  /** A ranged GET of the first `length` bytes of `key` (null when there is none). */
  async head(key: string, length: number): Promise<Buffer | null> {
    if (length <= 0) return (await this.sizeOf(key)) === null ? null : Buffer.alloc(0);
    try {
      const out = await this.client.send(
        new GetObjectCommand({
          Bucket: this.options.bucket,
          Key: key,
          Range: `bytes=0-${length - 1}`,
        }),
      );
      return Buffer.from(await out.Body!.transformToByteArray());
    } catch (err) {
      if (err instanceof NoSuchKey) return null;
      throw err;
    }
  }

  stagingKeyOf(key: string): string {
    return `${INCOMING_PREFIX}${key}`;
  }

  /** A server-side copy to `to` (its ACL and content type), then the delete of `from`. */
  protected async move(from: string, to: string): Promise<void> {
    await this.client.send(
      new CopyObjectCommand({
        Bucket: this.options.bucket,
        Key: to,
        CopySource: `${this.options.bucket}/${from}`,
        ACL: aclFor(to),
        ContentType: contentTypeOfKey(to),
        MetadataDirective: 'REPLACE',
      }),
    );
    await this.delete(from);
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
  }

  /**
   * Lists the folder page by page (`ListObjectsV2`, needs `s3:ListBucket` on the bucket) and
   * deletes each object (`DeleteObject`: one call each, no Content-MD5 needed).
   */
  async deleteFolder(folder: string): Promise<number> {
    if (!folder.endsWith('/') || !isSafeKey(folder.slice(0, -1)))
      throw new Error(`unsafe folder: ${folder}`);
    let removed = 0;
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.options.bucket,
          Prefix: folder,
          ContinuationToken: token,
        }),
      );
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        await this.delete(object.Key);
        removed += 1;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return removed;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        ACL: aclFor(key),
      }),
    );
  }

  makesThumbnails(): boolean {
    return false;
  }

  /**
   * Returns the thumbnail's address, making it first if it is not in the bucket yet: reads the
   * original (at most `MAX_UPLOAD_BYTES`), resizes it to a WebP and stores it (public-read) at
   * `thumbnailKey(key)`. Null when the original is missing, too large or not a decodable image.
   * @throws the SDK's error when the store cannot be reached.
   */
  async thumbnailOf(key: string): Promise<string | null> {
    const thumb = thumbnailKey(key);
    if (await this.exists(thumb)) return this.publicUrl(thumb);
    const original = await this.sizeOf(key);
    if (!original || original > MAX_UPLOAD_BYTES) return null;
    const object = await this.get(key);
    if (!object) return null;
    let thumbnail: Buffer;
    try {
      thumbnail = await makeThumbnail(object.body);
    } catch {
      return null; // not an image sharp can decode: the original is shown instead
    }
    await this.put(thumb, thumbnail, 'image/webp');
    return this.publicUrl(thumb);
  }

  private async exists(key: string): Promise<boolean> {
    return (await this.sizeOf(key)) !== null;
  }

  /** The object's size in bytes (a HEAD), or null when there is none. */
  async sizeOf(key: string): Promise<number | null> {
    try {
      const out = await this.client.send(
        new HeadObjectCommand({ Bucket: this.options.bucket, Key: key }),
      );
      return out.ContentLength ?? 0;
    } catch (err) {
      if (err instanceof NotFound || err instanceof NoSuchKey) return null;
      if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
        return null;
      throw err;
    }
  }
}
