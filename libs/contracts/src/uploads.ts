/**
 * Image upload rules and messages (docs/rules/validation.md#uploads): the browser asks for a signed
 * upload, then sends the file (PUT, or a form POST to S3) with a content type taken from its
 * extension. One copy for the browser (checked before asking for a signed upload) and the
 * restaurants service's media store (checked again on the upload, or, for S3, when the uploaded
 * address is used). Zod-free.
 */
export const UploadMessages = {
  /** Product wording: one image failed; also the media store's `ServerError` message. */
  failed: 'There has been an issue while uploading image',
  /** Product wording: the multi-image preview. */
  multiFailed: 'error while uploading data',
  /** Hearth's: a file whose extension is not an accepted image. */
  notAnImage: 'Only image files can be uploaded (jpg, jpeg, png, webp, gif, avif, heic or heif)',
  /** Hearth's: a file over `MAX_UPLOAD_BYTES`. */
  tooLarge: 'Images must be 10 MB or smaller',
  /** Hearth's: bytes that are not an image of the type the file's extension declares. */
  notTheDeclaredImage: 'The file is not an image of the type its name says',
  /** Hearth's: an image of more than 50 megapixels (width × height). */
  tooManyPixels: 'Images must be 50 megapixels or smaller',
} as const;

/** Largest accepted upload in bytes (files over 10 MB are refused). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The content type comes from the file extension (lower-case, without the dot). */
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
