import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from 'pino';
import { MessagingMessages } from '@hearth/contracts';
import {
  LOGGER,
  isOwnUpload,
  mediaReadSignerFromEnv,
  type MediaReadSigner,
  type RejectedInput,
} from '@hearth/nest-common';

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

/** Folder of our media store holding message images and help-report photos. */
export const ATTACHMENTS_FOLDER = 'attachments/';

/**
 * Signed reads of attached images (docs/rules/messaging.md#images). The images are private
 * objects of the media store; whoever may read a message or a help report gets a short-lived
 * signed address of its image (5 to 10 minutes), signed here with the store's read credentials
 * (`mediaReadSignerFromEnv`: the local store's secret, or this service's read-only bucket user),
 * so no call to restaurants is needed. Callers decide who may read; this only signs.
 */
@Injectable()
export class AttachmentReads {
  private readonly signer: MediaReadSigner = mediaReadSignerFromEnv();

  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  /**
   * The signed address of the stored attachment `url`, or null when there is none or it is not an
   * attachment of our store; a signing failure is logged and answers null (the message still
   * shows, without its image).
   */
  async viewUrl(url: string | null): Promise<string | null> {
    if (!url) return null;
    try {
      return await this.signer.signedReadUrl(url, ATTACHMENTS_FOLDER);
    } catch (err) {
      this.logger.error({ err }, 'messaging: signing an attachment read failed');
      return null;
    }
  }
}
