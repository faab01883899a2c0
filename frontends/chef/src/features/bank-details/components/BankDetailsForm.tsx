import {
  BANK_ACCOUNT_TYPES,
  BankDetailsBanners,
  DEFAULT_BANK_ACCOUNT_TYPE,
  bankDetailsSchema,
  type BankAccountType,
  type BankDetails,
  type BankDetailsInput,
} from '@hearth/contracts';
import { useT } from '@hearth/i18n';
import { Button, TextField } from '@hearth/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { MutationOutcome } from '../../../components/outcome';
import { Banner } from '../../../components/PageFrame';
import type { SavedBankDetails } from '../api/bank-details';
import '../translations';

const FIELDS = [
  'accountName',
  'institutionNumber',
  'transitNumber',
  'accountType',
  'accountNumber',
] as const;
type FieldName = (typeof FIELDS)[number];

const ACCOUNT_TYPE_LABELS: Record<BankAccountType, string> = {
  CHECKING: 'Checking',
  SAVING: 'Saving',
};

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  column-gap: ${({ theme }) => theme.spacing(3)};
  @media (max-width: 600px) {
    grid-template-columns: 1fr;
  }
`;
const SelectField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-bottom: ${({ theme }) => theme.spacing(4)};
  label {
    font-weight: 600;
    font-size: 0.9375rem;
  }
  select {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.spacing(3)};
    font: inherit;
    border-radius: ${({ theme }) => theme.radii.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
  select[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  p {
    margin: 0;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/** Props of {@link BankDetailsForm}. */
export interface BankDetailsFormProps {
  /** The details on file (GetBankDetails), or null: decides the empty or filled banner. */
  saved: SavedBankDetails | null;
  /** Sends valid details (AddBankDetails); `MutationOutcome` as `settleMutation` returns it. */
  onSubmit: (details: BankDetails) => Promise<MutationOutcome<unknown>>;
  /** Called after the server accepted the details (e.g. to show the success notice). */
  onSaved: () => void;
}

/**
 * The bank details (payment info) form: account name, institution number,
 * transit number, account type (Checking or Saving, default Checking) and account number, all
 * required with the contract messages (`bankDetailsSchema`). Shows the 'empty' banner when nothing is
 * on file and the 'filled' banner when details exist (their account number is never sent back, so
 * saving again needs the full number). When the payout provider (Wise) refused the details on
 * file, an alert says so with Wise's reason. Server field errors go under their fields, anything
 * else in an alert banner; a bad value sends nothing.
 */
export function BankDetailsForm({ saved, onSubmit, onSaved }: BankDetailsFormProps) {
  const t = useT();
  const selectId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<BankDetailsInput, unknown, BankDetails>({
    resolver: zodResolver(bankDetailsSchema),
    defaultValues: {
      accountName: saved?.accountName ?? '',
      institutionNumber: saved?.institutionNumber ?? '',
      transitNumber: saved?.transitNumber ?? '',
      accountType: saved?.accountType ?? DEFAULT_BANK_ACCOUNT_TYPE,
      accountNumber: '',
    },
  });
  const message = (name: FieldName) => {
    const text = errors[name]?.message;
    return text ? t(text) : undefined;
  };

  const submit = handleSubmit(async (details) => {
    setFailure(null);
    const outcome = await onSubmit(details);
    if (outcome.ok) {
      reset({ ...details, accountNumber: '' });
      onSaved();
      return;
    }
    const unplaced: string[] = [];
    outcome.fieldErrors.forEach(({ field, message: text }, i) => {
      const name = field.split('.').pop() as FieldName;
      if ((FIELDS as readonly string[]).includes(name)) {
        setError(name, { type: 'server', message: text }, { shouldFocus: i === 0 });
      } else unplaced.push(text);
    });
    const shown = outcome.message ?? unplaced[0] ?? null;
    if (shown) setFailure(shown);
  });

  const accountTypeError = message('accountType');
  return (
    <form onSubmit={submit} noValidate aria-label={t('Bank details')}>
      <Banner tone={saved ? 'success' : 'info'}>
        {t(saved ? BankDetailsBanners.filled : BankDetailsBanners.empty)}
      </Banner>
      {saved?.payoutRefusal && (
        <Banner tone="danger">
          {t(BankDetailsBanners.payoutRefused, { reason: saved.payoutRefusal })}
        </Banner>
      )}
      {failure && <Banner tone="danger">{t(failure)}</Banner>}
      <Grid>
        <TextField
          label={t('Account name')}
          autoComplete="name"
          error={message('accountName')}
          {...register('accountName')}
        />
        <SelectField>
          <label htmlFor={selectId}>{t('Account type')}</label>
          <select
            id={selectId}
            aria-invalid={accountTypeError ? true : undefined}
            aria-describedby={accountTypeError ? `${selectId}-message` : undefined}
            {...register('accountType')}
          >
            <option value="">{t('Select account type')}</option>
            {BANK_ACCOUNT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(ACCOUNT_TYPE_LABELS[type])}
              </option>
            ))}
          </select>
          {accountTypeError && (
            <p id={`${selectId}-message`} role="alert">
              {accountTypeError}
            </p>
          )}
        </SelectField>
        <TextField
          label={t('Institution number')}
          inputMode="numeric"
          error={message('institutionNumber')}
          {...register('institutionNumber')}
        />
        <TextField
          label={t('Transit number')}
          inputMode="numeric"
          error={message('transitNumber')}
          {...register('transitNumber')}
        />
      </Grid>
      <TextField
        label={t('Account number')}
        inputMode="numeric"
        autoComplete="off"
        hint={
          saved
            ? t('On file: ending in {{last4}}. Enter the full number to save changes.', {
                last4: saved.accountNumberLast4,
              })
            : undefined
        }
        error={message('accountNumber')}
        {...register('accountNumber')}
      />
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting ? t('Saving…') : t('Save')}
      </Button>
    </form>
  );
}
