/**
 * Browser-side upload helpers (docs/rules/screens.md#uploads). The
 * rules and messages are `@hearth/contracts`' (uploads.ts), the same the media store applies.
 */
import {
  IMAGE_CONTENT_TYPES,
  MAX_UPLOAD_BYTES,
  UploadMessages,
  contentTypeFor,
} from '@hearth/contracts';

export { IMAGE_CONTENT_TYPES, MAX_UPLOAD_BYTES, UploadMessages, contentTypeFor };

/** The picker's `accept` list (image files only). */
export const IMAGE_ACCEPT = Object.keys(IMAGE_CONTENT_TYPES)
  .map((ext) => `.${ext}`)
  .join(',');

/** Why `file` may not be uploaded (checked before asking for a signed URL), or null. */
export function refuseUpload(file: Pick<File, 'name' | 'size'>): string | null {
  if (!contentTypeFor(file.name)) return UploadMessages.notAnImage;
  if (file.size > MAX_UPLOAD_BYTES) return UploadMessages.tooLarge;
  return null;
}
