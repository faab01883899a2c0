import { chefRejectionSchema } from '@hearth/contracts';
import { Button, Modal } from '@hearth/ui';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-top: ${({ theme }) => theme.spacing(4)};
`;
const Label = styled.label`
  display: block;
  font-weight: 600;
  margin-bottom: ${({ theme }) => theme.spacing(1)};
`;
const TextArea = styled.textarea<{ $invalid: boolean }>`
  width: 100%;
  min-height: 120px;
  box-sizing: border-box;
  padding: ${({ theme }) => theme.spacing(2)};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.sm};
  font: inherit;
  resize: vertical;
`;
const ErrorText = styled.p`
  margin: ${({ theme }) => theme.spacing(1)} 0 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** Confirms approving `name` (PENDING → ACTIVE). */
export function ApproveDialog({
  name,
  busy,
  onConfirm,
  onClose,
}: {
  name: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal open onClose={onClose} title={`Approve ${name}?`}>
      <p>
        {name} becomes an active chef and can use the chef dashboard. They are told in the app and
        by e-mail.
      </p>
      <Buttons>
        <Button $variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={onConfirm} disabled={busy} data-autofocus>
          Yes, approve
        </Button>
      </Buttons>
    </Modal>
  );
}

/**
 * Asks for the rejection reason (required, at most 1000 characters: `chefRejectionSchema`, the
 * rule the server applies) and confirms rejecting `name` (PENDING → REJECTED). `serverError` is
 * a message the server returned for the last attempt.
 */
export function RejectDialog({
  name,
  busy,
  serverError,
  onConfirm,
  onClose,
}: {
  name: string;
  busy: boolean;
  serverError: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const shown = error ?? serverError;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = chefRejectionSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    onConfirm(parsed.data.reason);
  };
  return (
    <Modal open onClose={onClose} title={`Reject ${name}?`}>
      <form onSubmit={submit} noValidate>
        <p>The chef sees this reason in the app and in the e-mail that tells them.</p>
        <Label htmlFor={`${id}-reason`}>Reason for the rejection</Label>
        <TextArea
          id={`${id}-reason`}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          $invalid={!!shown}
          data-autofocus
        />
        {shown && (
          <ErrorText id={`${id}-error`} role="alert">
            {shown}
          </ErrorText>
        )}
        <Buttons>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            Yes, reject
          </Button>
        </Buttons>
      </form>
    </Modal>
  );
}
