import sharp from 'sharp';
import { THUMBNAIL_WIDTH } from './media-types.js';

/**
 * A 400-px-wide WebP of `image` (never enlarged; EXIF orientation applied).
 * @throws sharp's error when the bytes are not an image it can decode (e.g. HEIC).
 */
export function makeThumbnail(image: Buffer): Promise<Buffer> {
  return sharp(image)
    .rotate()
    .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
}
