import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, open, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  ObjectStore,
  type PresignUploadInput,
  type PresignedUpload,
  type StoredObject,
} from './object-store.js';
import { aclFor, contentTypeOfKey, isSafeKey, thumbnailKey } from './media-types.js';

/** Settings of the local store (see `mediaConfigFromEnv`). */
export interface LocalObjectStoreOptions {
  /** Folder holding the objects (`<data dir>/media`). */
  dir: string;
  /** HMAC-SHA256 key of the upload signatures. */
  secret: () => Promise<Buffer>;
  /** Base URL the browser reaches this subgraph at, e.g. `http://127.0.0.1:4002` (no slash). */
  baseUrl: () => string;
}

/** What a signed GET signs in place of a content type. */
const READ_MARK = 'GET';

/** Why a local upload URL was refused (see `LocalObjectStore.verify`). */
export type UploadUrlProblem = 'bad-signature' | 'expired';

/**
 * Embedded-default object store: objects are files under `dir`; upload URLs are this subgraph's
 * `PUT /media/upload/<key>?expires=<unix s>&ct=<content type>&sig=<hex HMAC-SHA256 of
 * "key|expires|ct">`, checked by `MediaController`; `GET /media/<key>` serves the files.
 */
export class LocalObjectStore extends ObjectStore {
  constructor(private readonly options: LocalObjectStoreOptions) {
    super();
  }

  /** Signs `key|expires|contentType` with the store's secret (lower-case hex). */
  async sign(key: string, expires: number, contentType: string): Promise<string> {
    return createHmac('sha256', await this.options.secret())
      .update(`${key}|${expires}|${contentType}`)
      .digest('hex');
  }

  /**
   * Checks an upload URL's parameters: the signature must be ours for this key, expiry and
   * content type (constant-time comparison), and the expiry must not have passed.
   */
  async verify(
    key: string,
    expires: string | undefined,
    contentType: string | undefined,
    sig: string | undefined,
    now: number = Date.now(),
  ): Promise<UploadUrlProblem | null> {
    if (!expires || !/^\d{1,12}$/.test(expires) || !contentType || !sig || !isSafeKey(key))
      return 'bad-signature';
    const expected = Buffer.from(await this.sign(key, Number(expires), contentType), 'hex');
    const given = /^[0-9a-f]{64}$/.test(sig) ? Buffer.from(sig, 'hex') : Buffer.alloc(0);
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return 'bad-signature';
    if (Number(expires) * 1000 < now) return 'expired';
    return null;
  }

  /** A PUT to this subgraph's upload endpoint (`MediaController` checks size and bytes there). */
  async presignUpload(input: PresignUploadInput): Promise<PresignedUpload> {
    if (!isSafeKey(input.key)) throw new Error(`unsafe object key: ${input.key}`);
    const expires = Math.floor(Date.now() / 1000) + input.expiresInSeconds;
    const sig = await this.sign(input.key, expires, input.contentType);
    const query = new URLSearchParams({ expires: String(expires), ct: input.contentType, sig });
    return {
      method: 'PUT',
      url: `${this.options.baseUrl()}/media/upload/${input.key}?${query.toString()}`,
      headers: { 'content-type': input.contentType, 'x-amz-acl': aclFor(input.key) },
      fields: {},
    };
  }

  /**
   * `GET <base>/media/<key>?expires&sig`, sig = hex HMAC-SHA256 of `key|expires|GET` (the upload
   * signature's message with `GET` for a content type, which no upload can have: an upload URL
   * does not open a read, nor a read URL an upload).
   */
  async signedGetUrl(key: string, expiresInSeconds: number): Promise<string> {
    if (!isSafeKey(key)) throw new Error(`unsafe object key: ${key}`);
    const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
    const sig = await this.sign(key, expires, READ_MARK);
    return `${this.publicUrl(key)}?${new URLSearchParams({ expires: String(expires), sig }).toString()}`;
  }

  /** Checks a signed GET's parameters like `verify` does an upload's (same secret, own message). */
  verifyGet(
    key: string,
    expires: string | undefined,
    sig: string | undefined,
    now: number = Date.now(),
  ): Promise<UploadUrlProblem | null> {
    return this.verify(key, expires, READ_MARK, sig, now);
  }

  publicUrl(key: string): string {
    return `${this.options.baseUrl()}/media/${key}`;
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!isSafeKey(key)) return null;
    try {
      return { body: await readFile(this.pathOf(key)), contentType: contentTypeOfKey(key) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      if ((err as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw err;
    }
  }

  async sizeOf(key: string): Promise<number | null> {
    if (!isSafeKey(key)) return null;
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? info.size : null;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async head(key: string, length: number): Promise<Buffer | null> {
    if ((await this.sizeOf(key)) === null) return null;
    const file = await open(this.pathOf(key), 'r');
    try {
      const buffer = Buffer.alloc(length);
      const { bytesRead } = await file.read(buffer, 0, length, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await file.close();
    }
  }

  async delete(key: string): Promise<void> {
    if (!isSafeKey(key)) return;
    await rm(this.pathOf(key), { force: true });
  }

  /** Removes the folder's files (and sub-folders, e.g. thumbnails) from disk. */
  async deleteFolder(folder: string): Promise<number> {
    const prefix = folder.replace(/\/$/, '');
    if (!folder.endsWith('/') || !isSafeKey(prefix)) throw new Error(`unsafe folder: ${folder}`);
    const path = this.pathOf(prefix);
    let files: string[];
    try {
      files = (await readdir(path, { recursive: true, withFileTypes: true }))
        .filter((e) => e.isFile())
        .map((e) => e.name);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw err;
    }
    await rm(path, { recursive: true, force: true });
    return files.length;
  }

  /** None: the upload endpoint checks the bytes and stores them at their key at once. */
  stagingKeyOf(_key: string): string | null {
    return null;
  }

  protected async move(from: string, to: string): Promise<void> {
    if (!isSafeKey(from) || !isSafeKey(to)) throw new Error(`unsafe object key: ${from} → ${to}`);
    await mkdir(dirname(this.pathOf(to)), { recursive: true });
    await rename(this.pathOf(from), this.pathOf(to));
  }

  /** Writes atomically (temp file, then rename): a reader never sees half a file. */
  async put(key: string, body: Buffer, _contentType: string): Promise<void> {
    if (!isSafeKey(key)) throw new Error(`unsafe object key: ${key}`);
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const tmp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(tmp, body);
    await rename(tmp, path);
  }

  /** Made by `MediaController` at upload time: its address whether or not the image had one. */
  async thumbnailOf(key: string): Promise<string | null> {
    return this.publicUrl(thumbnailKey(key));
  }

  makesThumbnails(): boolean {
    return true;
  }

  private pathOf(key: string): string {
    return join(this.options.dir, ...key.split('/'));
  }
}
