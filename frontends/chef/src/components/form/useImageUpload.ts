import { useApolloClient } from '@apollo/client/react';
import {
  CertificateViewUrlDocument,
  CreateCertificateUploadDocument,
  CreateDishImageUploadDocument,
  CreateProfileImageUploadDocument,
  CreateRestaurantImageUploadDocument,
  type CreateProfileImageUploadMutation,
} from '@hearth/graphql-client';
import { useT } from '@hearth/i18n';
import { useToast, type UploadedImage } from '@hearth/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { sendSignedUpload } from '../../../../shared/uploads/sendSignedUpload';
import { refuseUpload, UploadMessages } from './upload-rules';
import './translations';

/** The four image kinds, one signed-URL mutation each. */
export type ImageKind = 'dish' | 'restaurant' | 'profile' | 'certificate';

/** Options of {@link useImageUpload}. */
export interface ImageUploadOptions {
  /** Required for `dish`: the restaurant the dish belongs to. */
  restaurantId?: string | null;
  /** Keep a list (dish extra images); otherwise a new file replaces the image. */
  multiple?: boolean;
  /** Addresses already saved (shown as done). */
  initialUrls?: readonly string[];
  /** Called with the stored addresses of all finished images after every change. */
  onChange?: (urls: string[]) => void;
}

/** What {@link useImageUpload} returns. */
export interface ImageUploadState {
  images: UploadedImage[];
  /** Uploads the files (each on its own: refused, loading, then done or error). */
  upload: (files: File[]) => Promise<void>;
  remove: (key: string) => void;
  /** Replaces the list with saved addresses (e.g. after the form resets). */
  reset: (urls: readonly string[]) => void;
  /** True while any image is uploading. */
  isUploading: boolean;
  /** True when any image of the list failed. */
  hasError: boolean;
  /** Whether the list holds several images (see {@link ImageUploadOptions.multiple}). */
  multiple: boolean;
}

let nextKey = 0;
const newKey = (): string => `img-${++nextKey}`;
const nameOf = (url: string): string => decodeURIComponent(url.split('/').pop() ?? url);
const saved = (urls: readonly string[]): UploadedImage[] =>
  urls.map((url) => ({ key: newKey(), status: 'done', name: nameOf(url), url, error: null }));
const doneUrls = (images: UploadedImage[]): string[] =>
  images.flatMap((i) => (i.status === 'done' && i.url ? [i.url] : []));

/**
 * The upload flow for one image kind: for each chosen file, refuse non-images and files over
 * 10 MB at once; else ask the gateway for a signed URL (`createDishImageUpload(fileName,
 * restaurantId)`, `createRestaurantImageUpload`, `createProfileImageUpload`,
 * `createCertificateUpload`), send the file there as it says (`sendSignedUpload`: a PUT with
 * exactly the returned headers — the content type derived from the extension and the ACL — or,
 * for S3, a form POST of the returned fields, whose policy caps the size, then `confirmUpload`,
 * which checks the bytes), and keep the response's `image` as the stored address. Each image
 * goes loading → done (url) or error (the check's refusal, e.g. 'The file is not an image of the
 * type its name says', else 'There has been an issue while uploading image'); a failed profile
 * image also shows an error notice.
 */
export function useImageUpload(
  kind: ImageKind,
  options: ImageUploadOptions = {},
): ImageUploadState {
  const client = useApolloClient();
  const t = useT();
  const toast = useToast();
  const [images, setImages] = useState<UploadedImage[]>(() => saved(options.initialUrls ?? []));
  const onChange = useRef(options.onChange);
  onChange.current = options.onChange;
  const restaurantId = options.restaurantId ?? null;
  const multiple = options.multiple ?? false;
  const lastReported = useRef<string>(JSON.stringify(doneUrls(images)));

  // A certificate is a private object: its stored address shows nothing, so each finished one
  // gets a short-lived signed address to preview it (certificateViewUrl); none on failure.
  useEffect(() => {
    if (kind !== 'certificate') return;
    for (const image of images) {
      if (image.status !== 'done' || !image.url || image.previewUrl !== undefined) continue;
      const { key, url } = image;
      setImages((list) => list.map((i) => (i.key === key ? { ...i, previewUrl: null } : i)));
      client
        .query({
          query: CertificateViewUrlDocument,
          variables: { certificateUrl: url },
          fetchPolicy: 'network-only',
        })
        .then(({ data }) => data?.certificateViewUrl ?? null)
        .catch(() => null)
        .then((previewUrl) =>
          setImages((list) =>
            list.map((i) => (i.key === key && i.url === url ? { ...i, previewUrl } : i)),
          ),
        );
    }
  }, [client, images, kind]);

  useEffect(() => {
    const urls = doneUrls(images);
    const key = JSON.stringify(urls);
    if (key !== lastReported.current) {
      lastReported.current = key;
      onChange.current?.(urls);
    }
  }, [images]);

  const patch = useCallback((key: string, change: Partial<UploadedImage>) => {
    setImages((list) => list.map((i) => (i.key === key ? { ...i, ...change } : i)));
  }, []);

  const requestSignedUrl = useCallback(
    async (
      fileName: string,
    ): Promise<CreateProfileImageUploadMutation['createProfileImageUpload'] | undefined> => {
      switch (kind) {
        case 'dish': {
          if (!restaurantId) return undefined;
          const r = await client.mutate({
            mutation: CreateDishImageUploadDocument,
            variables: { fileName, restaurantId },
          });
          return r.data?.createDishImageUpload;
        }
        case 'restaurant':
          return (
            await client.mutate({
              mutation: CreateRestaurantImageUploadDocument,
              variables: { fileName },
            })
          ).data?.createRestaurantImageUpload;
        case 'profile':
          return (
            await client.mutate({
              mutation: CreateProfileImageUploadDocument,
              variables: { fileName },
            })
          ).data?.createProfileImageUpload;
        case 'certificate':
          return (
            await client.mutate({
              mutation: CreateCertificateUploadDocument,
              variables: { fileName },
            })
          ).data?.createCertificateUpload;
      }
    },
    [client, kind, restaurantId],
  );

  const uploadOne = useCallback(
    async (file: File, key: string): Promise<void> => {
      const refused = refuseUpload(file);
      if (refused) {
        patch(key, { status: 'error', error: refused });
        return;
      }
      const outcome = await requestSignedUrl(file.name)
        .then((signed) =>
          signed?.__typename === 'SignedUpload'
            ? sendSignedUpload(client, signed, file)
            : { ok: false as const, message: UploadMessages.failed },
        )
        .catch(() => ({ ok: false as const, message: UploadMessages.failed }));
      if (outcome.ok) {
        patch(key, { status: 'done', url: outcome.image, error: null });
        return;
      }
      patch(key, { status: 'error', error: outcome.message });
      if (kind === 'profile') toast.show(t(outcome.message), { tone: 'error' });
    },
    [client, kind, patch, requestSignedUrl, t, toast],
  );

  const upload = useCallback(
    async (files: File[]) => {
      const chosen = multiple ? files : files.slice(0, 1);
      const added: UploadedImage[] = chosen.map((file) => ({
        key: newKey(),
        status: 'loading',
        name: file.name,
        url: null,
        error: null,
      }));
      setImages((list) => (multiple ? [...list, ...added] : added));
      await Promise.all(chosen.map((file, i) => uploadOne(file, added[i]!.key)));
    },
    [multiple, uploadOne],
  );

  const remove = useCallback((key: string) => {
    setImages((list) => list.filter((i) => i.key !== key));
  }, []);
  const reset = useCallback((urls: readonly string[]) => {
    lastReported.current = JSON.stringify([...urls]);
    setImages(saved(urls));
  }, []);

  return {
    images,
    upload,
    remove,
    reset,
    isUploading: images.some((i) => i.status === 'loading'),
    hasError: images.some((i) => i.status === 'error'),
    multiple,
  };
}

/** Options of {@link useSingleImageUpload}. */
export interface SingleImageUploadOptions {
  /** Required for `dish`: the restaurant the dish belongs to. */
  restaurantId?: string | null;
  /** The address already saved ('' for none). */
  initialUrl: string;
  /** Called with the stored address after every change ('' when there is none). */
  onUrlChange: (url: string) => void;
}

/**
 * {@link useImageUpload} for a form field that holds one image address (a chef image, a
 * certificate, a banner, a dish's main image): starts from the saved address, and a new file
 * replaces the image.
 */
export function useSingleImageUpload(
  kind: ImageKind,
  { restaurantId, initialUrl, onUrlChange }: SingleImageUploadOptions,
): ImageUploadState {
  return useImageUpload(kind, {
    restaurantId,
    initialUrls: initialUrl ? [initialUrl] : [],
    onChange: (urls) => onUrlChange(urls[0] ?? ''),
  });
}
