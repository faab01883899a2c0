import { useLocale, useT } from '@hearth/i18n';
import { TextField } from '@hearth/ui';
import { Controller, useFormContext } from 'react-hook-form';
import { AddressAutocomplete, type AddressSuggestion } from './AddressAutocomplete';
import './translations';

/** The address fields a form holds (general information and restaurant), all text. */
export interface AddressValues {
  addressLine1: string;
  addressLine2: string;
  city: string;
  province: string;
  postalCode: string;
  country: string;
}

/** Props of {@link AddressFields}. */
export interface AddressFieldsProps {
  /** Label of the autocompleted first line, in the current locale (e.g. 'Address line 1'). */
  line1Label: string;
  /** After a suggestion has filled the address fields (e.g. to keep its coordinates). */
  onPlaceChosen?: (place: AddressSuggestion) => void;
  /** When the chef types in the postal code (e.g. to forget coordinates of a chosen place). */
  onPostalCodeTyped?: () => void;
}

/**
 * The address block, inside a form's `FieldGrid` and `FormProvider` (see `FormFrame`):
 * address line 1 with autocomplete (full width; choosing a place fills line 1 with the street
 * part, city, province, postal code and country), then address line 2 (optional), city,
 * province, postal code and country, each with its error. Labels and messages follow the current
 * locale. The postal code's label and messages are translated for fr-CA only: the shared en-US
 * 'Zip code' wording is the waitlists' rule, and these forms keep 'Postal code' in English.
 */
export function AddressFields({
  line1Label,
  onPlaceChosen,
  onPostalCodeTyped,
}: AddressFieldsProps) {
  const t = useT();
  const err = (message?: string) => (message ? t(message) : undefined);
  const { locale } = useLocale();
  // en-US would turn 'Postal code' into the waitlist's 'Zip code' (shared translations).
  const postal = (text: string) => (locale.startsWith('en') ? text : t(text));
  const {
    register,
    control,
    setValue,
    formState: { errors, isSubmitted },
  } = useFormContext<AddressValues>();
  return (
    <>
      <div className="wide">
        <Controller
          control={control}
          name="addressLine1"
          render={({ field }) => (
            <AddressAutocomplete
              label={line1Label}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={err(errors.addressLine1?.message)}
              onSelect={(place, street) => {
                const opts = { shouldValidate: isSubmitted, shouldDirty: true };
                setValue('addressLine1', street, opts);
                setValue('city', place.city, opts);
                setValue('province', place.province, opts);
                setValue('postalCode', place.postalCode, opts);
                setValue('country', place.country, opts);
                onPlaceChosen?.(place);
              }}
            />
          )}
        />
      </div>
      <TextField
        label={t('Address line 2 (optional)')}
        error={err(errors.addressLine2?.message)}
        {...register('addressLine2')}
      />
      <TextField label={t('City')} error={err(errors.city?.message)} {...register('city')} />
      <TextField
        label={t('Province')}
        error={err(errors.province?.message)}
        {...register('province')}
      />
      <TextField
        label={postal('Postal code')}
        error={errors.postalCode?.message ? postal(errors.postalCode.message) : undefined}
        {...register('postalCode', onPostalCodeTyped ? { onChange: onPostalCodeTyped } : undefined)}
      />
      <TextField
        label={t('Country')}
        error={err(errors.country?.message)}
        {...register('country')}
      />
    </>
  );
}
