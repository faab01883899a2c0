import sharp, { type Metadata } from 'sharp';
import { MAX_INPUT_PIXELS, SNIFFED_FORMATS, THUMBNAIL_WIDTH } from './media-types.js';

/**
 * A 400-px-wide WebP of `image` (never enlarged; EXIF orientation applied).
 * @throws sharp's error when the bytes are not an image it can decode (e.g. HEIC) or have more
 * than `MAX_INPUT_PIXELS` pixels.
 */
export function makeThumbnail(image: Buffer): Promise<Buffer> {
  return sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
}

/**
 * Checks uploaded bytes the same way for every store: they must be an image of `contentType`
 * (sharp's sniffed format, never SVG) of at most `MAX_INPUT_PIXELS` pixels.
 * @returns null when they pass, else why not: `not-image` or `too-many-pixels`.
 */
export async function inspectImage(
  body: Buffer,
  contentType: string,
): Promise<null | 'not-image' | 'too-many-pixels'> {
  let meta: Metadata;
  try {
    // The header only (no pixels decoded), so the size is known before any decoding.
    meta = await sharp(body, { limitInputPixels: false }).metadata();
  } catch {
    return 'not-image';
  }
  if (!meta.format || !(SNIFFED_FORMATS[contentType] ?? []).includes(meta.format)) {
    return 'not-image';
  }
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) return 'too-many-pixels';
  return null;
}
