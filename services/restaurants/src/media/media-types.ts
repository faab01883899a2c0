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

/** The header value the PUT must carry in `x-amz-acl`: uploaded images are public-read… */
export const PUBLIC_READ_ACL = 'public-read' as const;

/**
 * … except certificates and attachments (images in messages and help reports), which are private
 * objects (read through short-lived signed GETs).
 */
export const PRIVATE_ACL = 'private' as const;

/** Key prefix of chefs' certificates, private objects (docs/uploads.md#private-objects). */
export const PRIVATE_PREFIX = 'certificates/';

/**
 * Key prefix of the images of messages and the photos of help reports, private objects read
 * through signed GETs that notifications gives the readers of the conversation or report.
 */
export const ATTACHMENT_PREFIX = 'attachments/';

/**
 * True when `key` is a private object (a certificate or an attachment, thumbnails included):
 * never served without a signature.
 */
export function isPrivateKey(key: string): boolean {
  return key.startsWith(PRIVATE_PREFIX) || key.startsWith(ATTACHMENT_PREFIX);
}

/**
 * The `x-amz-acl` an upload of `key` must carry: `private` for certificates and attachments,
 * else `public-read`.
 */
export function aclFor(key: string): 'private' | 'public-read' {
  return isPrivateKey(key) ? PRIVATE_ACL : PUBLIC_READ_ACL;
}

/**
 * Key prefix where the S3 store receives uploads (`incoming/<key>`): private (the bucket policy
 * opens no read there), moved to `<key>` only once its bytes pass the check (`confirmUpload`),
 * so an address of ours in a public folder always holds a checked image.
 */
export const INCOMING_PREFIX = 'incoming/';

/** Lifetime of a signed GET of a certificate, in seconds: 5 minutes. */
export const PRIVATE_GET_TTL_SECONDS = 5 * 60;

/**
 * Most pixels (width × height) an uploaded image may have: 50 megapixels (a 48-MP phone photo
 * passes). sharp refuses to decode more (`limitInputPixels`), so a small file that declares huge
 * dimensions (a decompression bomb) cannot exhaust memory.
 */
export const MAX_INPUT_PIXELS = 50_000_000;

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
 * The folders of the store that hold a person's own files, which go when their account is deleted
 * (docs/rules/accounts-and-admin.md#your-data): their chef image (`profiles/<userId>/`),
 * certificates (`certificates/<userId>/`), message and help-report images
 * (`attachments/<userId>/`), and their uploads still waiting to be checked (`incoming/…` of those
 * folders and of their banners). A chef's restaurant banner (`restaurants/<userId>/`) and dish
 * images (`dishes/<restaurantId>/`) stay: the hidden restaurant and its dishes stay for past orders.
 * Each ends with `/`. `userId` must be a uuid.
 */
export function personalFolders(userId: string): string[] {
  const own = [KIND_PREFIX.profile, KIND_PREFIX.certificate, KIND_PREFIX.attachment].map(
    (prefix) => `${prefix}/${userId}/`,
  );
  return [
    ...own,
    ...[...own, `${KIND_PREFIX.restaurant}/${userId}/`].map((f) => `${INCOMING_PREFIX}${f}`),
  ];
}

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
