import { chefCredentialsSchema, type ChefCredentials } from '@hearth/contracts';
import { useT } from '@hearth/i18n';
import { TextField } from '@hearth/ui';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import {
  contractResolver,
  knownField,
  topLevelField,
  type FormOutcome,
} from '../../../components/form/form-outcome';
import { FormFrame } from '../../../components/form/FormFrame';
import { ImageField } from '../../../components/form/ImageField';
import { useSingleImageUpload } from '../../../components/form/useImageUpload';
import '../../../components/form/translations';

/** The credentials form's fields. */
export interface CredentialsValues {
  /** Years, 0–50; NaN while empty (the schema reports it as required). */
  experienceYears: number;
  /** Without the fixed +1 prefix. */
  phone: string;
  qualifications: string;
  certificateUrl: string;
}

const FIELDS: (keyof CredentialsValues)[] = [
  'experienceYears',
  'phone',
  'qualifications',
  'certificateUrl',
];

/** Empty values merged with what is saved. */
export function credentialsDefaults(
  saved: {
    experienceYears?: number | null;
    phone?: string | null;
    qualifications?: string | null;
    certificateUrl?: string | null;
  } = {},
): CredentialsValues {
  return {
    experienceYears: saved.experienceYears ?? Number.NaN,
    phone: saved.phone ?? '',
    qualifications: saved.qualifications ?? '',
    certificateUrl: saved.certificateUrl ?? '',
  };
}

const resolver = contractResolver<CredentialsValues, ChefCredentials>(
  chefCredentialsSchema,
  (v) => v,
  (path) => topLevelField(path),
);

const PhoneRow = styled.div`
  display: grid;
  grid-template-columns: 64px 1fr;
  gap: ${({ theme }) => theme.spacing(2)};
  align-items: end;
`;

/** Props of {@link CredentialsForm}. */
export interface CredentialsFormProps {
  defaultValues?: CredentialsValues;
  /** Saves the validated step (`updateChefProfile({ credentials })`); the form shows the outcome. */
  onSubmit: (values: ChefCredentials) => Promise<FormOutcome>;
  /** The submit button's text, in the current locale (default: 'Next Step', translated). */
  submitLabel?: string;
  secondaryAction?: ReactNode;
}

/**
 * The credentials form (wizard step 1, settings): experience 0–50 years, phone (max 20, shown
 * after a fixed, disabled +1), qualifications (optional, min 3) and the food-safety certificate
 * image (uploaded with `createCertificateUpload`). Validated with `chefCredentialsSchema`. Labels
 * and messages follow the current locale.
 */
export function CredentialsForm({
  defaultValues = credentialsDefaults(),
  onSubmit,
  submitLabel,
  secondaryAction,
}: CredentialsFormProps) {
  const t = useT();
  const err = (message?: string) => (message ? t(message) : undefined);
  const form = useForm<CredentialsValues, unknown, ChefCredentials>({ defaultValues, resolver });
  const {
    register,
    setValue,
    formState: { errors, isSubmitted },
  } = form;
  const certificate = useSingleImageUpload('certificate', {
    initialUrl: defaultValues.certificateUrl,
    onUrlChange: (url) => setValue('certificateUrl', url, { shouldValidate: isSubmitted }),
  });

  return (
    <FormFrame
      form={form}
      label={t('Credentials')}
      save={onSubmit}
      fieldOf={knownField(FIELDS, ['credentials'])}
      submitLabel={submitLabel ?? t('Next Step')}
      secondaryAction={secondaryAction}
      submitBlocked={certificate.isUploading}
    >
      <TextField
        label={t('Experience (years)')}
        type="number"
        inputMode="numeric"
        min={0}
        max={50}
        error={err(errors.experienceYears?.message)}
        {...register('experienceYears', { valueAsNumber: true })}
      />
      <PhoneRow>
        <TextField label={t('Prefix')} value="+1" disabled readOnly />
        <TextField
          label={t('Phone')}
          type="tel"
          autoComplete="tel-national"
          error={err(errors.phone?.message)}
          {...register('phone')}
        />
      </PhoneRow>
      <div className="wide">
        <TextField
          label={t('Qualifications (optional)')}
          error={err(errors.qualifications?.message)}
          {...register('qualifications')}
        />
      </div>
      <div className="wide">
        <ImageField
          label={t('Food safety certificate')}
          upload={certificate}
          error={err(errors.certificateUrl?.message)}
        />
      </div>
    </FormFrame>
  );
}
