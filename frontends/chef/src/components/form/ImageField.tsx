import { useT } from '@hearth/i18n';
import { ImageUpload } from '@hearth/ui';
import './translations';
import { IMAGE_ACCEPT } from './upload-rules';
import type { ImageUploadState } from './useImageUpload';

/** Props of {@link ImageField}. */
export interface ImageFieldProps {
  /** The field's label, in the current locale. */
  label: string;
  /** The field's uploads (`useImageUpload` / `useSingleImageUpload`). */
  upload: ImageUploadState;
  /** The field's message (role alert), e.g. required, in the current locale. */
  error?: string;
  hint?: string;
}

/**
 * The image picker of a chef form (docs/rules/screens.md#uploads): image files only, each chosen
 * file uploaded at once through `upload` (a signed URL), a preview per image with its state; a list
 * of several images (`upload.multiple`) also offers Remove per image. Each image's upload error (a
 * contract message) shows in the current locale.
 */
export function ImageField({ label, upload, error, hint }: ImageFieldProps) {
  const t = useT();
  const images = upload.images.map((image) =>
    image.error ? { ...image, error: t(image.error) } : image,
  );
  return (
    <ImageUpload
      label={label}
      accept={IMAGE_ACCEPT}
      multiple={upload.multiple || undefined}
      images={images}
      onFilesSelected={(files) => void upload.upload(files)}
      onRemove={upload.multiple ? upload.remove : undefined}
      error={error}
      hint={hint}
      texts={{
        uploading: (name) => t('Uploading {{name}}…', { name }),
        remove: (name) => t('Remove {{name}}', { name }),
        previews: (fieldLabel) => t('{{label}} previews', { label: fieldLabel }),
      }}
    />
  );
}
