import { UploadMessages } from '@hearth/contracts';
import { MAX_UPLOAD_BYTES } from './media-types.js';
import { inspectImage } from './thumbnails.js';

/**
 * Why an uploaded object was refused, in the S3 error vocabulary the local upload endpoint
 * answers with: its HTTP status, code and message (one of `UploadMessages`, also the field
 * error a save answers with when it meets an S3 upload that fails the check).
 */
export interface UploadRefusal {
  status: 413 | 415;
  code: 'EntityTooLarge' | 'UnsupportedMediaType';
  message: string;
}

/** How many leading bytes are read first (256 KiB): enough for the header of a JPEG or a PNG. */
export const HEAD_BYTES = 256 * 1024;

/** The refusal of an object over `MAX_UPLOAD_BYTES` (10 MB). */
export const TOO_LARGE: UploadRefusal = {
  status: 413,
  code: 'EntityTooLarge',
  message: UploadMessages.tooLarge,
};

/** The refusal of an image over `MAX_INPUT_PIXELS` (50 megapixels). */
export const TOO_MANY_PIXELS: UploadRefusal = {
  status: 413,
  code: 'EntityTooLarge',
  message: UploadMessages.tooManyPixels,
};

/** The refusal of bytes that are not an image of the declared type (e.g. a PDF named `.jpg`). */
export const NOT_THE_DECLARED_IMAGE: UploadRefusal = {
  status: 415,
  code: 'UnsupportedMediaType',
  message: UploadMessages.notTheDeclaredImage,
};

/**
 * The one check of an uploaded image, for every store (the local upload endpoint runs it on the
 * body it received, the S3 store on the object read back): the object must be at most 10 MB
 * (`size`, in bytes), its bytes an image of `contentType` by their magic number as sharp sniffs
 * it (never SVG), of at most 50 megapixels. Only the header is needed: `read(n)` gives the first
 * `n` bytes; the first `HEAD_BYTES` are read (enough for JPEG and PNG), and the whole object
 * (at most 10 MB) only when sharp cannot read the header from them (WebP, GIF and AVIF need the
 * whole file, a JPEG may carry a large colour profile before its frame).
 * @returns null when the upload passes, else the refusal.
 */
export async function checkUploadedImage(
  size: number,
  read: (length: number) => Promise<Buffer>,
  contentType: string,
): Promise<UploadRefusal | null> {
  if (size > MAX_UPLOAD_BYTES) return TOO_LARGE;
  let bytes = await read(Math.min(size, HEAD_BYTES));
  let verdict = await inspectImage(bytes, contentType);
  if (verdict === 'not-image' && size > bytes.length) {
    bytes = await read(size);
    verdict = await inspectImage(bytes, contentType);
  }
  if (verdict === 'not-image') return NOT_THE_DECLARED_IMAGE;
  if (verdict === 'too-many-pixels') return TOO_MANY_PIXELS;
  return null;
}
