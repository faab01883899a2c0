import { createHash } from 'node:crypto';
import { Controller, Get, Inject, Options, Put, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { LOGGER, Public } from '@hearth/nest-common';
import { LocalObjectStore } from './local-object-store.js';
import { ObjectStore } from './object-store.js';
import { MAX_UPLOAD_BYTES, aclFor, isPrivateKey, isSafeKey, thumbnailKey } from './media-types.js';
import { MEDIA_CONFIG } from './media.tokens.js';
import { makeThumbnail } from './thumbnails.js';
import { TOO_LARGE, checkUploadedImage, type UploadRefusal } from './upload-check.js';
import type { MediaConfig } from './media.config.js';

/** A body larger than this is not even drained: the connection is closed after the 413. */
const DRAIN_LIMIT_BYTES = 4 * MAX_UPLOAD_BYTES;

/** Error codes of the local upload endpoint (docs/uploads.md), S3-like names. */
type UploadErrorCode =
  | 'NotFound'
  | 'SignatureDoesNotMatch'
  | 'RequestExpired'
  | 'InvalidContentType'
  | 'MissingAclHeader'
  | 'EntityTooLarge'
  | 'UnsupportedMediaType'
  | 'InternalError';

const single = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/**
 * The local object store over HTTP (embedded default; with S3 every route answers 404 except
 * reads, which go through the store). Public routes: the signature in the URL is the credential.
 * - `PUT /media/upload/<key>?expires&ct&sig` — 403 bad signature or expired, 400 wrong
 *   Content-Type or no `x-amz-acl: public-read` (`private` for certificates), 413 over 10 MB or
 *   50 megapixels, 415 not really an image; 200 with
 *   an ETag once the original and its 400-px WebP thumbnail (`<key sans ext>/thumb.webp`) are
 *   stored. Nothing is stored on any refusal.
 * - `OPTIONS /media/upload/<key>` — CORS preflight for the browser's PUT (origins: CORS_ORIGINS).
 * - `GET /media/<key>` — the object with its content type and a year-long immutable cache;
 *   a certificate (`certificates/…`) or an attachment (`attachments/…`) only with a valid `?expires&sig` of a signed GET, else 404.
 */
@Public()
@Controller('media')
export class MediaController {
  constructor(
    @Inject(ObjectStore) private readonly store: ObjectStore,
    @Inject(MEDIA_CONFIG) private readonly config: MediaConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @Options('upload/*key')
  preflight(@Req() req: Request, @Res() res: Response): void {
    this.cors(req, res);
    res.setHeader('Access-Control-Allow-Methods', 'PUT');
    res.setHeader('Access-Control-Allow-Headers', 'content-type, x-amz-acl');
    res.setHeader('Access-Control-Max-Age', '600');
    res.status(204).end();
  }

  @Put('upload/*key')
  async upload(@Req() req: Request, @Res() res: Response): Promise<void> {
    this.cors(req, res);
    const store = this.store;
    const fail = (status: number, code: UploadErrorCode, message: string) => {
      if (!res.headersSent) res.status(status).json({ code, message });
    };
    if (!(store instanceof LocalObjectStore)) {
      fail(404, 'NotFound', 'uploads go to the S3 store');
      return;
    }
    const key = req.path.slice('/media/upload/'.length);
    const ct = single(req.query.ct);
    const problem = await store.verify(key, single(req.query.expires), ct, single(req.query.sig));
    if (problem === 'bad-signature') {
      fail(403, 'SignatureDoesNotMatch', 'The upload URL signature is not valid.');
      return;
    }
    if (problem === 'expired') {
      fail(403, 'RequestExpired', 'The upload URL has expired.');
      return;
    }
    if (req.headers['content-type'] !== ct) {
      fail(400, 'InvalidContentType', `Content-Type must be ${ct}.`);
      return;
    }
    if (req.headers['x-amz-acl'] !== aclFor(key)) {
      fail(400, 'MissingAclHeader', `The x-amz-acl: ${aclFor(key)} header is required.`);
      return;
    }
    const refuse = (r: UploadRefusal) => fail(r.status, r.code, r.message);
    const body = await readCapped(req, res, MAX_UPLOAD_BYTES);
    if (body === null) {
      refuse(TOO_LARGE);
      return;
    }
    // The same check the S3 store runs on an object read back (the whole body is at hand here).
    const refused = await checkUploadedImage(body.length, async () => body, ct!);
    if (refused) {
      refuse(refused);
      return;
    }
    try {
      const thumbnail = await makeThumbnail(body).catch((err: unknown) => {
        // e.g. HEIC, which sharp's prebuilt libvips can identify but not decode: keep the original.
        this.logger.warn({ err, key }, 'media: no thumbnail for this image');
        return null;
      });
      if (thumbnail) await store.put(thumbnailKey(key), thumbnail, 'image/webp');
      await store.put(key, body, ct!);
    } catch (err) {
      this.logger.error({ err, key }, 'media: storing an upload failed');
      fail(500, 'InternalError', 'The image could not be stored.');
      return;
    }
    res.setHeader('ETag', `"${createHash('md5').update(body).digest('hex')}"`);
    res.status(200).end();
  }

  @Get('*key')
  async read(@Req() req: Request, @Res() res: Response): Promise<void> {
    const key = req.path.slice('/media/'.length);
    const isPrivate = isPrivateKey(key);
    // A certificate or an attachment is served only on a valid, unexpired signed GET
    // (`signedGetUrl`, or notifications' `MediaReadSigner` for attachments): else 404,
    // as if it did not exist.
    const allowed =
      isSafeKey(key) &&
      (!isPrivate ||
        (this.store instanceof LocalObjectStore &&
          (await this.store.verifyGet(key, single(req.query.expires), single(req.query.sig))) ===
            null));
    const object = allowed ? await this.store.get(key) : null;
    if (!object) {
      res.status(404).json({ code: 'NotFound', message: 'No such image.' });
      return;
    }
    res.setHeader('Content-Type', object.contentType);
    res.setHeader(
      'Cache-Control',
      isPrivate ? 'private, no-store' : 'public, max-age=31536000, immutable',
    );
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    res.status(200).end(object.body);
  }

  /** Allows the shell's origin (CORS_ORIGINS) to PUT from the browser and read the ETag. */
  private cors(req: Request, res: Response): void {
    const origin = req.headers.origin;
    if (origin && this.config.corsOrigins.includes(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Expose-Headers', 'ETag');
      res.setHeader('Vary', 'Origin');
    }
  }
}

/**
 * Reads the request body counting bytes; null once it passes `max` bytes. The rest of an
 * oversized body is drained (so the client reads the 413 instead of a reset) unless it passes
 * `DRAIN_LIMIT_BYTES`, when the connection is closed.
 */
function readCapped(req: Request, res: Response, max: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? NaN);
    if (declared > DRAIN_LIMIT_BYTES) {
      res.setHeader('Connection', 'close');
      resolve(null);
      return;
    }
    const chunks: Buffer[] = [];
    let total = 0;
    let over = declared > max;
    req.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > max) over = true;
      if (total > DRAIN_LIMIT_BYTES) {
        res.setHeader('Connection', 'close');
        resolve(null);
        req.pause();
        return;
      }
      if (!over) chunks.push(chunk);
    });
    req.on('end', () => resolve(over ? null : Buffer.concat(chunks, total)));
    req.on('error', reject);
  });
}
