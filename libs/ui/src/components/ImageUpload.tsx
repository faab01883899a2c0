import { useId, useRef } from 'react';
import styled from 'styled-components';
import { Spinner } from './Spinner';

/** The state of one uploaded image: loading, name, url, error (a message). */
export interface UploadedImage {
  /** Stable key of the image in a list. */
  key: string;
  status: 'loading' | 'done' | 'error';
  /** File name as chosen. */
  name: string;
  /** Stored public address once done (or an earlier saved address). */
  url: string | null;
  /**
   * Where to show the image when `url` cannot be read on its own (a private certificate: a
   * short-lived signed address); `url` is shown when absent.
   */
  previewUrl?: string | null;
  /** Message shown when `status` is `error`. */
  error: string | null;
}

/** The picker's own texts, in the caller's locale (English by default). */
export interface ImageUploadTexts {
  /** Spinner label while `name` uploads. */
  uploading: (name: string) => string;
  /** The Remove button of image `name`. */
  remove: (name: string) => string;
  /** Accessible name of the preview list of the field `label`. */
  previews: (label: string) => string;
}

const ENGLISH_TEXTS: ImageUploadTexts = {
  uploading: (name) => `Uploading ${name}…`,
  remove: (name) => `Remove ${name}`,
  previews: (label) => `${label} previews`,
};

/** Props of {@link ImageUpload}. */
export interface ImageUploadProps {
  /** The picker's own texts (translated by the caller); English when not given. */
  texts?: Partial<ImageUploadTexts>;
  /** Visible label of the file picker. */
  label: string;
  /** Images to preview (one for a single picker). */
  images: UploadedImage[];
  /** Called with the chosen files (one unless `multiple`). */
  onFilesSelected: (files: File[]) => void;
  /** Removes an image from the list (shows a Remove button per image when given). */
  onRemove?: (key: string) => void;
  /** Allows several files (e.g. a dish's extra images). */
  multiple?: boolean;
  /** `accept` attribute of the picker (default image files only). */
  accept?: string;
  /** Field message (e.g. required), shown under the picker. */
  error?: string;
  hint?: string;
  disabled?: boolean;
  id?: string;
}

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-bottom: ${({ theme }) => theme.spacing(4)};
`;
const Picker = styled.input`
  font: inherit;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;
const Previews = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
const Preview = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  width: 140px;
  font-size: 0.8125rem;
  img {
    width: 140px;
    height: 100px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  button {
    align-self: flex-start;
    border: 0;
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
    font: inherit;
    text-decoration: underline;
  }
`;
const Message = styled.p<{ $error: boolean }>`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
`;

/**
 * A labelled image picker with a preview per image and its upload state: a spinner while
 * `loading`, the picture when `done`, the image's message (role alert) on `error`. The upload
 * itself is the caller's (see the chef remote's `useImageUpload`); this only reports chosen files.
 * The picker is a native `<input type="file">`, so it is keyboard-reachable and labelled.
 */
export function ImageUpload({
  label,
  images,
  onFilesSelected,
  onRemove,
  multiple,
  accept = 'image/*',
  error,
  hint,
  disabled,
  id,
  texts,
}: ImageUploadProps) {
  const text = { ...ENGLISH_TEXTS, ...texts };
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  const input = useRef<HTMLInputElement>(null);
  const message = error ?? hint;
  return (
    <Field>
      <label htmlFor={inputId}>
        <strong>{label}</strong>
      </label>
      <Picker
        ref={input}
        id={inputId}
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          if (files.length) onFilesSelected(multiple ? files : files.slice(0, 1));
          // Let the same file be chosen again after an error.
          if (input.current) input.current.value = '';
        }}
      />
      {message && (
        <Message id={messageId} $error={Boolean(error)} role={error ? 'alert' : undefined}>
          {message}
        </Message>
      )}
      {images.length > 0 && (
        <Previews aria-label={text.previews(label)}>
          {images.map((image) => (
            <Preview key={image.key}>
              {image.status === 'loading' && <Spinner label={text.uploading(image.name)} />}
              {image.url && image.status !== 'loading' && (
                <img src={image.previewUrl ?? image.url} alt={`${label}: ${image.name}`} />
              )}
              {image.status === 'error' && (
                <Message $error role="alert">
                  {image.error}
                </Message>
              )}
              {onRemove && image.status !== 'loading' && (
                <button type="button" onClick={() => onRemove(image.key)}>
                  {text.remove(image.name)}
                </button>
              )}
            </Preview>
          ))}
        </Previews>
      )}
    </Field>
  );
}
