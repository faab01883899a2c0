import { Button, Modal, useToast } from '@hearth/ui';
import { useRef } from 'react';
import styled from 'styled-components';
import { PartnerKeyPanelMessages as M } from '../utils/partner-key-text';

const Secret = styled.textarea`
  width: 100%;
  min-height: 72px;
  padding: ${({ theme }) => theme.spacing(2)};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.875rem;
  line-height: 1.4;
  word-break: break-all;
  resize: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
`;
const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-top: ${({ theme }) => theme.spacing(4)};
`;

/**
 * The key's whole secret, shown once after creating or rotating it: read-only text (selected on
 * focus, for copying by hand) and a Copy button (the clipboard; a toast says whether it worked).
 * Closing it (Done, Escape) forgets the secret: nothing can show it again.
 */
export function IssuedKeyDialog({
  name,
  secret,
  onClose,
}: {
  name: string;
  secret: string;
  onClose: () => void;
}) {
  const toast = useToast();
  const field = useRef<HTMLTextAreaElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.show(M.copied, { tone: 'success' });
    } catch {
      field.current?.select();
      toast.show(M.copyFailed, { tone: 'error' });
    }
  };
  return (
    <Modal open onClose={onClose} title={`Key for ${name}`}>
      <p id="issued-key-help">{M.secretOnce}</p>
      <Secret
        ref={field}
        readOnly
        value={secret}
        aria-label="The partner key"
        aria-describedby="issued-key-help"
        spellCheck={false}
        onFocus={(e) => e.currentTarget.select()}
      />
      <Buttons>
        <Button type="button" onClick={() => void copy()} data-autofocus>
          Copy key
        </Button>
        <Button type="button" $variant="secondary" onClick={onClose}>
          Done
        </Button>
      </Buttons>
    </Modal>
  );
}
