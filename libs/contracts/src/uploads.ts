/**
 * Image upload rules and messages (SPEC §5 "Uploads", §7 signed uploads, §8 "Image upload fails"),
 * one copy for the browser (checked before asking for a signed URL) and the restaurants service's
 * media store (checked again on the signed PUT). Zod-free.
 */
export const UploadMessages = {
  /** SPEC §8, word for word: one image failed; also the media store's `ServerError` message. */
  failed: 'There has been an issue while uploading image',
  /** SPEC §8, word for word: the multi-image preview. */
  multiFailed: 'error while uploading data',
  /** Hearth's: a file whose extension is not an accepted image. */
  notAnImage: 'Only image files can be uploaded (jpg, jpeg, png, webp, gif, avif, heic or heif)',
  /** Hearth's: a file over `MAX_UPLOAD_BYTES`. */
  tooLarge: 'Images must be 10 MB or smaller',
} as const;

/** Largest accepted upload in bytes (issue #4: files over 10 MB are refused). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** SPEC §5: the content type comes from the file extension (lower-case, without the dot). */
export const IMAGE_CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  heic: 'image/heic',
  heif: 'image/heif',
};

/** Lower-case extension of `fileName` (without the dot), or null when it has none. */
export function extensionOf(fileName: string): string | null {
  const match = /\.([A-Za-z0-9]+)$/.exec(fileName.trim());
  return match ? match[1]!.toLowerCase() : null;
}

/** The image content type of `fileName`'s extension, or null when it is not an accepted image. */
export function contentTypeFor(fileName: string): string | null {
  const ext = extensionOf(fileName);
  return ext ? (IMAGE_CONTENT_TYPES[ext] ?? null) : null;
}
