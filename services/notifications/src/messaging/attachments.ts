import { IMAGE_CONTENT_TYPES, MessagingMessages } from '@hearth/contracts';
import { SERVICE_PORTS, type RejectedInput } from '@hearth/nest-common';

/**
 * Where images attached to messages and help reports may come from: our own media store only
 * (docs/rules/messaging.md#images). The bases are the store's public addresses as restaurants
 * serves them: `MEDIA_PUBLIC_URL` + `/media/` (the local store; default the restaurants subgraph
 * on its default port) and, when a bucket is used, `S3_PUBLIC_URL` + `/` (else, like restaurants,
 * `S3_ENDPOINT/S3_BUCKET/`). Set these to the values restaurants has.
 */
export function attachmentBases(env: NodeJS.ProcessEnv = process.env): string[] {
  const trim = (u: string) => u.replace(/\/+$/, '');
  const local = trim(env.MEDIA_PUBLIC_URL || `http://127.0.0.1:${SERVICE_PORTS.restaurants}`);
  const bases = [`${local}/media/`];
  if (env.S3_PUBLIC_URL) bases.push(`${trim(env.S3_PUBLIC_URL)}/`);
  else if (env.S3_ENDPOINT && env.S3_BUCKET) {
    bases.push(`${trim(env.S3_ENDPOINT)}/${env.S3_BUCKET}/`);
  }
  return bases;
}

const KEY_TAIL = new RegExp(
  `^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(${Object.keys(IMAGE_CONTENT_TYPES).join('|')})$`,
  'i',
);

/**
 * Checks an attached image's address: null (none) passes; otherwise it must be one of `userId`'s
 * own uploads in our store — `<base>attachments/<userId>/<uuid>.<image extension>`, nothing more
 * (no query, no fragment, no other folder or host).
 * @returns the address, null, or `{ errors }` on `field` with 'Attach an image uploaded here.'.
 */
export function checkAttachment(
  url: string | null | undefined,
  userId: string,
  field: string,
): string | null | RejectedInput {
  if (url === null || url === undefined || url === '') return null;
  for (const base of attachmentBases()) {
    const prefix = `${base}attachments/${userId}/`;
    if (url.startsWith(prefix) && KEY_TAIL.test(url.slice(prefix.length))) return url;
  }
  return { errors: [{ field, message: MessagingMessages.imageNotOurs }] };
}
