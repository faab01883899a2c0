import {
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  ObjectStore,
  type PresignPutInput,
  type PresignedPut,
  type StoredObject,
} from './object-store.js';
import { MAX_UPLOAD_BYTES, aclFor, thumbnailKey } from './media-types.js';
import { makeThumbnail } from './thumbnails.js';

/** Settings of the S3 adapter, from `S3_*` (see `mediaConfigFromEnv`). */
export interface S3ObjectStoreOptions {
  bucket: string;
  region: string;
  /** Endpoint of an S3-compatible store (MinIO: `http://minio:9000`); unset = AWS. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Path-style addressing (`<endpoint>/<bucket>/<key>`); true whenever `endpoint` is set. */
  forcePathStyle: boolean;
  /** Public base URL of the objects; default `<endpoint>/<bucket>` (or the AWS bucket host). */
  publicUrl?: string;
}

/**
 * `ObjectStore` on any S3-compatible store (deploy: MinIO) through the AWS SDK v3. Upload URLs
 * are SigV4 presigned `PutObject` URLs whose signed headers include `content-type` and
 * `x-amz-acl` (kept as headers, not hoisted into the query), so the browser must send exactly
 * those. S3 cannot cap a presigned PUT's size; the 10 MB limit is then the client's check.
 * The browser's PUT never reaches this service, so an upload's thumbnail is made when the image
 * is first used (`thumbnailOf`, called when a dish is saved); the signed upload's `thumbnail` is
 * null.
 */
export class S3ObjectStore extends ObjectStore {
  readonly client: S3Client;

  constructor(private readonly options: S3ObjectStoreOptions) {
    super();
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
      // No flexible-checksum parameters in presigned URLs: a browser PUT cannot compute them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async presignPut(input: PresignPutInput): Promise<PresignedPut> {
    const command = new PutObjectCommand({
      Bucket: this.options.bucket,
      Key: input.key,
      ContentType: input.contentType,
      ACL: aclFor(input.key),
    });
    const url = await getSignedUrl(this.client, command, {
      expiresIn: input.expiresInSeconds,
      signableHeaders: new Set(['content-type', 'x-amz-acl']),
      unhoistableHeaders: new Set(['x-amz-acl']),
    });
    return { url, headers: { 'content-type': input.contentType, 'x-amz-acl': aclFor(input.key) } };
  }

  /** A SigV4 presigned `GetObject` of `key` (the store checks it; private objects need one). */
  signedGetUrl(key: string, expiresInSeconds: number): Promise<string> {
    return getSignedUrl(
      this.client,
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
    const original = await this.head(key);
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
    return (await this.head(key)) !== null;
  }

  /** The object's size in bytes, or null when there is none. */
  private async head(key: string): Promise<number | null> {
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
