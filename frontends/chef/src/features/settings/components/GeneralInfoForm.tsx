import {
  CHEF_MINIMUM_AGE_YEARS,
  chefGeneralInformationSchema,
  todayIsoLocalDate,
  type ChefGeneralInformation,
} from '@hearth/contracts';
import { useT } from '@hearth/i18n';
import { TextField } from '@hearth/ui';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { AddressFields, type AddressValues } from '../../../components/form/AddressFields';
import { TextAreaField } from '../../../components/form/fields';
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

/** The general-information form's fields, all text. */
export interface GeneralInfoValues extends AddressValues {
  firstName: string;
  lastName: string;
  imageUrl: string;
  /** ISO local date `YYYY-MM-DD`. */
  dateOfBirth: string;
  description: string;
}

const FIELDS: (keyof GeneralInfoValues)[] = [
  'firstName',
  'lastName',
  'addressLine1',
  'addressLine2',
  'city',
  'province',
  'postalCode',
  'country',
  'imageUrl',
  'dateOfBirth',
  'description',
];

/** Empty values merged with what is saved. */
export function generalInfoDefaults(
  saved: Partial<Record<keyof GeneralInfoValues, string | null>> = {},
): GeneralInfoValues {
  return Object.fromEntries(FIELDS.map((f) => [f, saved[f] ?? ''])) as unknown as GeneralInfoValues;
}

/** Latest date of birth the picker allows: today minus 18 years (later dates are disabled). */
export function latestAllowedBirthDate(today: string = todayIsoLocalDate()): string {
  const [y, rest] = [Number(today.slice(0, 4)), today.slice(4)];
  return `${y - CHEF_MINIMUM_AGE_YEARS}${rest === '-02-29' ? '-02-28' : rest}`;
}

const resolver = contractResolver<GeneralInfoValues, ChefGeneralInformation>(
  chefGeneralInformationSchema,
  (v) => v,
  (path) => topLevelField(path),
);

/** Props of {@link GeneralInfoForm}. */
export interface GeneralInfoFormProps {
  /** The account's e-mail, shown disabled. */
  email: string;
  defaultValues?: GeneralInfoValues;
  /** Saves the validated step (`updateChefProfile({ general })`); the form shows the outcome. */
  onSubmit: (values: ChefGeneralInformation) => Promise<FormOutcome>;
  /** The submit button's text, in the current locale (default: 'Next Step', translated). */
  submitLabel?: string;
  /** Shown left of the submit button (e.g. the wizard's Previous). */
  secondaryAction?: ReactNode;
}

/**
 * The general information form (wizard step 0, settings/profile): first and last name, the
 * disabled e-mail, address line 1 with autocomplete filling city, province, postal code and
 * country, chef image (image files only, uploaded as a profile image), date of birth (18+; later
 * dates disabled) and description 10–200. Validated with `chefGeneralInformationSchema` (the
 * API's schema); nothing is sent while a rule fails; server field errors land on their fields.
 * Labels and messages follow the current locale.
 */
export function GeneralInfoForm({
  email,
  defaultValues = generalInfoDefaults(),
  onSubmit,
  submitLabel,
  secondaryAction,
}: GeneralInfoFormProps) {
  const t = useT();
  const err = (message?: string) => (message ? t(message) : undefined);
  const form = useForm<GeneralInfoValues, unknown, ChefGeneralInformation>({
    defaultValues,
    resolver,
  });
  const {
    register,
    setValue,
    formState: { errors, isSubmitted },
  } = form;
  const image = useSingleImageUpload('profile', {
    initialUrl: defaultValues.imageUrl,
    onUrlChange: (url) => setValue('imageUrl', url, { shouldValidate: isSubmitted }),
  });

  return (
    <FormFrame
      form={form}
      label={t('General Information')}
      save={onSubmit}
      fieldOf={knownField(FIELDS, ['general'])}
      submitLabel={submitLabel ?? t('Next Step')}
      secondaryAction={secondaryAction}
      submitBlocked={image.isUploading}
    >
      <TextField
        label={t('First name')}
        autoComplete="given-name"
        error={err(errors.firstName?.message)}
        {...register('firstName')}
      />
      <TextField
        label={t('Last name')}
        autoComplete="family-name"
        error={err(errors.lastName?.message)}
        {...register('lastName')}
      />
      <TextField label={t('Email')} type="email" value={email} disabled readOnly />
      <TextField
        label={t('Date of birth')}
        type="date"
        max={latestAllowedBirthDate()}
        error={err(errors.dateOfBirth?.message)}
        {...register('dateOfBirth')}
      />
      <AddressFields line1Label={t('Address line 1')} />
      <div className="wide">
        <ImageField label={t('Chef image')} upload={image} error={err(errors.imageUrl?.message)} />
      </div>
      <TextAreaField
        label={t('Chef description')}
        error={err(errors.description?.message)}
        {...register('description')}
      />
    </FormFrame>
  );
}
