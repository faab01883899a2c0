/** Upload rules shared by the resolver, the local upload endpoint and the docs (docs/uploads.md). */

import { IMAGE_CONTENT_TYPES, UploadMessages, extensionOf } from '@hearth/contracts';

// The rules the browser checks too live once, in @hearth/contracts (uploads.ts).
export {
  IMAGE_CONTENT_TYPES,
  MAX_UPLOAD_BYTES,
  contentTypeFor,
  extensionOf,
} from '@hearth/contracts';

/** Lifetime of a presigned upload URL. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;

/** Width of the WebP thumbnail written next to every upload (dish cards show thumbnails). */
export const THUMBNAIL_WIDTH = 400;

/** The header value the PUT must carry in `x-amz-acl`: uploaded images are public-read. */
export const PUBLIC_READ_ACL = 'public-read';

/** What the browser shows when an image upload fails; also the `ServerError` message here. */
export const UPLOAD_FAILED_MESSAGE = UploadMessages.failed;

/** ValidationError message on `fileName` for an extension that is not an image. */
export const NOT_AN_IMAGE_MESSAGE = UploadMessages.notAnImage;

/** sharp's `metadata().format` values each content type may really contain. */
export const SNIFFED_FORMATS: Readonly<Record<string, readonly string[]>> = {
  'image/jpeg': ['jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'image/avif': ['heif', 'avif'],
  'image/heic': ['heif'],
  'image/heif': ['heif'],
};

/** The kinds of image a signed URL can be asked for (one mutation each). */
export type ImageKind = 'dish' | 'restaurant' | 'profile' | 'certificate' | 'attachment';

/** Key prefix of each kind. */
export const KIND_PREFIX: Readonly<Record<ImageKind, string>> = {
  dish: 'dishes',
  restaurant: 'restaurants',
  profile: 'profiles',
  certificate: 'certificates',
  /** Images in messages and photos on help reports (notifications shows them to their readers). */
  attachment: 'attachments',
};

/**
 * A key is a few `/`-separated segments of letters, digits, `-`, `_` and `.`, none starting with a
 * dot (no `..`, no hidden files, no absolute paths): safe to join under the media folder.
 */
export function isSafeKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= 512 &&
    key.split('/').every((s) => /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(s))
  );
}

/** Key of the thumbnail of `key`: `dishes/r/abc.jpg` → `dishes/r/abc/thumb.webp`. */
export function thumbnailKey(key: string): string {
  return `${key.replace(/\.[A-Za-z0-9]+$/, '')}/thumb.webp`;
}

/** Content type of a stored key, from its extension (`application/octet-stream` if unknown). */
export function contentTypeOfKey(key: string): string {
  const ext = extensionOf(key);
  return (ext && IMAGE_CONTENT_TYPES[ext]) || 'application/octet-stream';
}
