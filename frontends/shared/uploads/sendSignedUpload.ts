import type { ApolloClient } from '@apollo/client';
import { UploadMessages } from '@hearth/contracts';
import { ConfirmUploadDocument } from '@hearth/graphql-client';

/** The part of a `SignedUpload` (createDishImageUpload and the other upload mutations) needed to send the file. */
export interface SignedUploadTarget {
  /** `PUT` (the local store) or `POST` (S3: a presigned POST whose policy caps the size). */
  method: 'PUT' | 'POST';
  /** Where to send the file. */
  presignedUrl: string;
  /** The address to store once the upload is finished. */
  image: string;
  /** PUT: the headers to send exactly. */
  headers: ReadonlyArray<{ name: string; value: string }>;
  /** POST: the form fields to send, in order, before the file. */
  fields: ReadonlyArray<{ name: string; value: string }>;
}

/** How an upload ended: stored (its address), or refused with the message to show. */
export type UploadOutcome = { ok: true; image: string } | { ok: false; message: string };

/**
 * Sends `file` where a signed upload says and finishes it (docs/uploads.md):
 * - `PUT`: its bytes with exactly the signed headers (the local store checks them on the way in);
 * - `POST`: a multipart form of the signed fields in their order with the file last (`file`; S3
 *   ignores fields after it), then `confirmUpload(image)`, which checks the bytes and makes the
 *   image available at its address.
 * Resolves `ok` with the address to store, or not `ok` with the message to show: the check's
 * refusal (e.g. 'The file is not an image of the type its name says') or 'There has been an issue
 * while uploading image' for any other failure (a store answer that is not 2xx, such as S3's
 * 400 EntityTooLarge, a network or server error).
 */
export async function sendSignedUpload(
  client: ApolloClient,
  signed: SignedUploadTarget,
  file: File,
): Promise<UploadOutcome> {
  const failed: UploadOutcome = { ok: false, message: UploadMessages.failed };
  try {
    if (signed.method === 'PUT') {
      const response = await fetch(signed.presignedUrl, {
        method: 'PUT',
        headers: Object.fromEntries(signed.headers.map((h) => [h.name, h.value])),
        body: file,
      });
      return response.ok ? { ok: true, image: signed.image } : failed;
    }
    const form = new FormData();
    for (const field of signed.fields) form.append(field.name, field.value);
    form.append('file', file);
    const response = await fetch(signed.presignedUrl, { method: 'POST', body: form });
    if (!response.ok) return failed;
    const confirmed = (
      await client.mutate({ mutation: ConfirmUploadDocument, variables: { image: signed.image } })
    ).data?.confirmUpload;
    if (confirmed?.__typename === 'ConfirmedUpload') return { ok: true, image: confirmed.image };
    if (confirmed?.__typename === 'ValidationError' && confirmed.errors[0])
      return { ok: false, message: confirmed.errors[0].message };
    return failed;
  } catch {
    return failed;
  }
}
