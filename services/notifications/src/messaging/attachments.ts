import { MessagingMessages } from '@hearth/contracts';
import { isOwnUpload, type RejectedInput } from '@hearth/nest-common';

/**
 * Checks an attached image's address (messages and help reports; docs/rules/messaging.md#images):
 * null (none) passes; otherwise it must be one of `userId`'s own uploads in our store —
 * `<store base>attachments/<userId>/<uuid>.<image extension>`, nothing more (no query, no
 * fragment, no other folder or host). The store's bases come from `MEDIA_PUBLIC_URL` and
 * `S3_PUBLIC_URL` (or `S3_ENDPOINT`/`S3_BUCKET`), set to the values restaurants has.
 * @returns the address, null, or `{ errors }` on `field` with 'Attach an image uploaded here.'.
 */
export function checkAttachment(
  url: string | null | undefined,
  userId: string,
  field: string,
): string | null | RejectedInput {
  if (url === null || url === undefined || url === '') return null;
  if (isOwnUpload(url, `attachments/${userId}`)) return url;
  return { errors: [{ field, message: MessagingMessages.imageNotOurs }] };
}
