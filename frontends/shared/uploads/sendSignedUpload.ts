/** The part of a `SignedUpload` (createDishImageUpload and the other upload mutations) needed to send the file. */
export interface SignedUploadTarget {
  /** `PUT` (the local store) or `POST` (S3: a presigned POST whose policy caps the size). */
  method: 'PUT' | 'POST';
  /** Where to send the file. */
  presignedUrl: string;
  /** PUT: the headers to send exactly. */
  headers: ReadonlyArray<{ name: string; value: string }>;
  /** POST: the form fields to send, in order, before the file. */
  fields: ReadonlyArray<{ name: string; value: string }>;
}

/**
 * Sends `file` where a signed upload says (docs/uploads.md): a PUT of its bytes with exactly the
 * signed headers, or a multipart form POST of the signed fields in their order with the file last
 * (`file`; S3 ignores fields after it). Resolves with the store's answer (2xx when stored; an S3
 * POST over the size limit answers 400 EntityTooLarge); rejects when the network fails.
 */
export function sendSignedUpload(signed: SignedUploadTarget, file: File): Promise<Response> {
  if (signed.method === 'POST') {
    const form = new FormData();
    for (const field of signed.fields) form.append(field.name, field.value);
    form.append('file', file);
    return fetch(signed.presignedUrl, { method: 'POST', body: form });
  }
  return fetch(signed.presignedUrl, {
    method: 'PUT',
    headers: Object.fromEntries(signed.headers.map((h) => [h.name, h.value])),
    body: file,
  });
}
