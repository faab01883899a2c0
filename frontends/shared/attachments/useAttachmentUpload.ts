import { useApolloClient } from '@apollo/client/react';
import { MAX_UPLOAD_BYTES, UploadMessages, contentTypeFor } from '@hearth/contracts';
import { CreateAttachmentUploadDocument } from '@hearth/graphql-client';
import { useCallback, useEffect, useState } from 'react';
import { sendSignedUpload } from '../uploads/sendSignedUpload';

/**
 * Where one attachment stands: none, uploading, uploaded (its stored address, and `preview`: a
 * local object URL of the chosen file, since the stored image is private) or refused/failed.
 */
export type AttachmentState =
  | { status: 'none' }
  | { status: 'uploading'; name: string }
  | { status: 'done'; name: string; url: string; preview: string }
  | { status: 'error'; name: string; message: string };

/**
 * One optional image for a message or a help report: refuses non-images and files over 10 MB at
 * once; else asks for a signed upload into the caller's attachments folder
 * (`createAttachmentUpload`), sends the file there as it says (`sendSignedUpload`: a PUT with
 * the signed headers, or a form POST of the signed fields to S3 and `confirmUpload`) and keeps
 * the stored `image` address (docs/uploads.md). The check's refusal shows its own message; any other failure 'There has been an issue while
 * uploading image'. The preview shows the chosen file itself (an object URL, revoked when it is
 * replaced or the form goes): the stored image is private and only shown through the signed
 * address the message or report gives its readers. `clear` forgets the image (e.g. after sending).
 */
export function useAttachmentUpload() {
  const client = useApolloClient();
  const [state, setState] = useState<AttachmentState>({ status: 'none' });
  const upload = useCallback(
    async (file: File) => {
      const name = file.name;
      if (!contentTypeFor(name)) {
        setState({ status: 'error', name, message: UploadMessages.notAnImage });
        return;
      }
      if (file.size > MAX_UPLOAD_BYTES) {
        setState({ status: 'error', name, message: UploadMessages.tooLarge });
        return;
      }
      setState({ status: 'uploading', name });
      try {
        const signed = (
          await client.mutate({
            mutation: CreateAttachmentUploadDocument,
            variables: { fileName: name },
          })
        ).data?.createAttachmentUpload;
        if (signed?.__typename !== 'SignedUpload') throw new Error('no signed upload');
        const outcome = await sendSignedUpload(client, signed, file);
        setState(
          outcome.ok
            ? { status: 'done', name, url: outcome.image, preview: URL.createObjectURL(file) }
            : { status: 'error', name, message: outcome.message },
        );
      } catch {
        setState({ status: 'error', name, message: UploadMessages.failed });
      }
    },
    [client],
  );
  const clear = useCallback(() => setState({ status: 'none' }), []);
  const preview = state.status === 'done' ? state.preview : null;
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  return { state, upload, clear, url: state.status === 'done' ? state.url : null };
}
