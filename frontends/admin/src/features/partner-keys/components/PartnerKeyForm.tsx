import {
  PARTNER_KEY_DEFAULT_PER_MINUTE,
  PARTNER_KEY_MAX_PER_MINUTE,
  partnerKeySchema,
  type PartnerKeyInput,
} from '@hearth/contracts';
import { Button, ErrorBanner, TextField } from '@hearth/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';

type FormValues = PartnerKeyInput;
type FormData = z.output<typeof partnerKeySchema>;

const Form = styled.form`
  display: flex;
  flex-direction: column;
`;
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  column-gap: ${({ theme }) => theme.spacing(4)};
`;
const Check = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-bottom: ${({ theme }) => theme.spacing(4)};
  input {
    width: 18px;
    height: 18px;
    margin-top: 2px;
    flex: none;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Submit = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(2)};
`;

/** The answer of saving: refused fields (placed under their inputs) or a message for the form. */
export type SaveOutcome =
  { ok: true } | { ok: false; errors?: { field: string; message: string }[]; message?: string };

/**
 * A partner key's settings: a name (whose key it is), requests per minute (1–10,000) and whether
 * it may run only trusted documents. Checked in the browser by `partnerKeySchema` (the server's
 * rules and messages); the server's refusals go under their fields, anything else above the form.
 * `onSave` answers the outcome; on success a new-key form starts again.
 */
export function PartnerKeyForm({
  label,
  submitLabel,
  initial,
  onSave,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  initial?: FormValues;
  onSave: (data: FormData) => Promise<SaveOutcome>;
  onCancel?: () => void;
}) {
  const id = useId();
  const [banner, setBanner] = useState<string | null>(null);
  const empty: FormValues = {
    name: '',
    requestsPerMinute: PARTNER_KEY_DEFAULT_PER_MINUTE,
    trustedDocumentsOnly: true,
  };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, FormData>({
    resolver: zodResolver(partnerKeySchema),
    defaultValues: initial ?? empty,
  });

  const onSubmit = async (data: FormData) => {
    setBanner(null);
    const outcome = await onSave(data);
    if (outcome.ok) {
      if (!initial) reset(empty);
      return;
    }
    let unplaced: string | null = outcome.message ?? null;
    for (const e of outcome.errors ?? []) {
      if (e.field === 'name' || e.field === 'requestsPerMinute')
        setError(e.field as FieldPath<FormValues>, { message: e.message }, { shouldFocus: true });
      else unplaced ??= e.message;
    }
    setBanner(unplaced);
  };

  return (
    <Form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={label}>
      {banner && <ErrorBanner>{banner}</ErrorBanner>}
      <Grid>
        <TextField
          label="Partner and use"
          hint="e.g. Acme Deliveries — production"
          autoComplete="off"
          {...register('name')}
          error={errors.name?.message}
        />
        <TextField
          label="Requests per minute"
          type="number"
          inputMode="numeric"
          min={1}
          max={PARTNER_KEY_MAX_PER_MINUTE}
          {...register('requestsPerMinute', {
            setValueAs: (v: unknown) => (v === '' || v === null ? Number.NaN : Number(v)),
          })}
          error={errors.requestsPerMinute?.message}
        />
      </Grid>
      <Check htmlFor={`${id}-trusted`}>
        <input id={`${id}-trusted`} type="checkbox" {...register('trustedDocumentsOnly')} />
        <span>
          Trusted documents only
          <small>The key may run only the reviewed operations partners are given (safest).</small>
        </span>
      </Check>
      <Submit>
        {onCancel && (
          <Button type="button" $variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={isSubmitting}>
          {submitLabel}
        </Button>
      </Submit>
    </Form>
  );
}
