import { IMAGE_CONTENT_TYPES } from '@hearth/contracts';
import { useT } from '@hearth/i18n';
import { Button, Modal } from '@hearth/ui';
import { useId, useState } from 'react';
import styled from 'styled-components';
import type { AttachmentState } from './useAttachmentUpload';
import './translations';

const ACCEPT = Object.keys(IMAGE_CONTENT_TYPES)
  .map((ext) => `.${ext}`)
  .join(',');

const ThumbButton = styled.button`
  display: block;
  padding: 0;
  margin: ${({ theme }) => theme.spacing(1)} 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  cursor: zoom-in;
  overflow: hidden;
  img {
    display: block;
    width: 160px;
    max-width: 100%;
    height: 120px;
    object-fit: cover;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;
const Large = styled.img`
  display: block;
  max-width: 100%;
  max-height: 70vh;
  margin: 0 auto;
  object-fit: contain;
`;

/**
 * An attached image shown as a 160 × 120 thumbnail; pressing it opens the image large in a
 * dialog (Esc, the close button or the backdrop close it). `label` names it for screen readers
 * (e.g. 'Photo from Gina').
 */
export function AttachmentThumb({ url, label }: { url: string; label: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <ThumbButton
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('Open the image larger')}
        data-testid="attachment-thumb"
      >
        <img src={url} alt={label} loading="lazy" />
      </ThumbButton>
      <Modal open={open} onClose={() => setOpen(false)} title={label} width={960}>
        <Large src={url} alt={label} data-testid="attachment-large" />
      </Modal>
    </>
  );
}

const Picker = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  input[type='file'] {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
    pointer-events: none;
  }
  label {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.spacing(3)};
    border: 1px dashed ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    cursor: pointer;
    font-weight: 600;
  }
  input[type='file']:focus-visible + label {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  img {
    width: 64px;
    height: 48px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  small {
    overflow-wrap: anywhere;
  }
`;
const Problem = styled.p`
  margin: 0;
  width: 100%;
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * The optional image of a form (a message, a help report): a file picker labelled `label`, then
 * 'Uploading…', a small preview with Remove, or the upload's refusal under it.
 */
export function AttachmentPicker({
  label,
  state,
  onFile,
  onRemove,
}: {
  label: string;
  state: AttachmentState;
  onFile: (file: File) => void;
  onRemove: () => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <Picker>
      {state.status !== 'done' && (
        <>
          <input
            id={id}
            type="file"
            accept={ACCEPT}
            disabled={state.status === 'uploading'}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) onFile(file);
            }}
          />
          <label htmlFor={id}>{state.status === 'uploading' ? t('Uploading…') : t(label)}</label>
        </>
      )}
      {state.status === 'done' && (
        <>
          <img src={state.preview} alt={t('The attached image')} />
          <small>{state.name}</small>
          <Button type="button" $variant="ghost" $size="sm" onClick={onRemove}>
            {t('Remove image')}
          </Button>
        </>
      )}
      {state.status === 'error' && <Problem role="alert">{t(state.message)}</Problem>}
    </Picker>
  );
}
