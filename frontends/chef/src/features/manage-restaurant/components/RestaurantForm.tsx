import { applyDeliveryOptionChange, type RestaurantData } from '@hearth/contracts';
import { useApolloClient } from '@apollo/client/react';
import { LookupPostalCodeDocument } from '@hearth/graphql-client';
import { useT } from '@hearth/i18n';
import { TagInput, TextField } from '@hearth/ui';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { AddressFields } from '../../../components/form/AddressFields';
import { Choices, FieldMessage, TextAreaField } from '../../../components/form/fields';
import type { FormOutcome } from '../../../components/form/form-outcome';
import { FormFrame } from '../../../components/form/FormFrame';
import { ImageField } from '../../../components/form/ImageField';
import {
  restaurantDefaults,
  restaurantFieldOf,
  restaurantResolver,
  type RestaurantValues,
} from '../utils/restaurant-values';
import { useSingleImageUpload } from '../../../components/form/useImageUpload';
import '../../../components/form/translations';

export {
  restaurantDefaults,
  type RestaurantValues,
  type SavedRestaurant,
} from '../utils/restaurant-values';

const REQUIRED_ADDRESS = ['addressLine1', 'province', 'city', 'country', 'postalCode'] as const;

/** Props of {@link RestaurantForm}. */
export interface RestaurantFormProps {
  defaultValues?: RestaurantValues;
  /** Saves the validated form (EstablishRestaurant / UpdateRestaurant); the form shows the outcome. */
  onSubmit: (values: RestaurantData) => Promise<FormOutcome>;
  /** The submit button's text, in the current locale (default: 'Next Step', translated). */
  submitLabel?: string;
  secondaryAction?: ReactNode;
}

/**
 * The restaurant form (wizard step 2, manage/restaurant): name, description, address with
 * autocomplete (fills city, province, postal code, country and coordinates), banner image
 * (required, no message: Next stays disabled instead, as it does while a required address field
 * is missing), delivery and pickup both answered with at least one yes, radius 0–100 km and fees
 * in dollars (0.10–400, sent as cents) when delivering, cuisine and instruction tags. Choosing a
 * delivery option resets the radius and fees. Validated with `restaurantSchema`. A
 * postal code typed by hand is located (`lookupPostalCode`) on save for its coordinates. Labels and
 * messages follow the current locale.
 */
export function RestaurantForm({
  defaultValues = restaurantDefaults(),
  onSubmit,
  submitLabel,
  secondaryAction,
}: RestaurantFormProps) {
  const t = useT();
  const err = (message?: string) => (message ? t(message) : undefined);
  const form = useForm<RestaurantValues, unknown, RestaurantData>({
    defaultValues,
    resolver: restaurantResolver,
  });
  const {
    register,
    control,
    setValue,
    getValues,
    formState: { errors, isSubmitted },
  } = form;
  const bannerImage = useSingleImageUpload('restaurant', {
    initialUrl: defaultValues.imageUrl,
    onUrlChange: (url) => setValue('imageUrl', url, { shouldValidate: isSubmitted }),
  });
  const watched = useWatch({ control });
  const addressMissing = REQUIRED_ADDRESS.some((f) => !(watched[f] ?? '').trim());
  const imageMissing = !watched.imageUrl;
  const delivers = watched.offersDelivery === true;

  const client = useApolloClient();
  /** Coordinates of a hand-typed postal code (delivery distances need them), or null. */
  const locate = async (postalCode: string) => {
    try {
      const { data } = await client.query({
        query: LookupPostalCodeDocument,
        variables: { postalCode },
      });
      const place = data?.lookupPostalCode;
      return place ? { latitude: place.latitude, longitude: place.longitude } : null;
    } catch {
      return null; // the address is still saved, without coordinates
    }
  };

  const save = async (values: RestaurantData): Promise<FormOutcome> => {
    const located = values.latitude === null ? await locate(values.postalCode) : null;
    return onSubmit(located ? { ...values, ...located } : values);
  };

  const chooseDelivery = (offersDelivery: boolean): void => {
    const reset = applyDeliveryOptionChange(
      { offersDelivery: getValues('offersDelivery') },
      offersDelivery,
    );
    setValue('offersDelivery', reset.offersDelivery ?? null, { shouldValidate: isSubmitted });
    setValue('deliveryRadiusKm', '');
    setValue('baseDeliveryFee', '');
    setValue('feePerKm', '');
  };
  const yesNo = (
    name: 'offersDelivery' | 'offersPickup',
    legend: string,
    onPick: (value: boolean) => void,
  ) => (
    <Choices>
      <legend>{legend}</legend>
      {[true, false].map((value) => (
        <label key={String(value)}>
          <input
            type="radio"
            name={name}
            checked={watched[name] === value}
            onChange={() => onPick(value)}
          />
          {value ? t('Yes') : t('No')}
        </label>
      ))}
    </Choices>
  );
  const deliveryError = errors.offersDelivery?.message ?? errors.offersPickup?.message;

  return (
    <FormFrame
      form={form}
      label={t('Create the Restaurant')}
      save={save}
      fieldOf={restaurantFieldOf}
      submitLabel={submitLabel ?? t('Next Step')}
      secondaryAction={secondaryAction}
      submitBlocked={bannerImage.isUploading || addressMissing || imageMissing}
    >
      <div className="wide">
        <TextField
          label={t('Restaurant name')}
          error={err(errors.name?.message)}
          {...register('name')}
        />
      </div>
      <TextAreaField
        label={t('Description')}
        error={err(errors.description?.message)}
        {...register('description')}
      />
      <AddressFields
        line1Label={t('Restaurant address line 1')}
        onPlaceChosen={(place) => {
          setValue('latitude', place.latitude);
          setValue('longitude', place.longitude);
        }}
        onPostalCodeTyped={() => {
          // A hand-typed code is located again on save.
          setValue('latitude', null);
          setValue('longitude', null);
        }}
      />
      <div className="wide">
        <ImageField
          label={t('Restaurant banner image')}
          upload={bannerImage}
          hint={t('Required.')}
        />
      </div>
      <div className="wide">
        {yesNo('offersDelivery', t('Do you deliver?'), chooseDelivery)}
        {yesNo('offersPickup', t('Do you offer pickup?'), (v) =>
          setValue('offersPickup', v, { shouldValidate: isSubmitted }),
        )}
        {deliveryError && (
          <FieldMessage $error role="alert">
            {t(deliveryError)}
          </FieldMessage>
        )}
      </div>
      {delivers && (
        <>
          <TextField
            label={t('Delivery radius (km)')}
            type="number"
            inputMode="decimal"
            min={0}
            max={100}
            error={err(errors.deliveryRadiusKm?.message)}
            {...register('deliveryRadiusKm')}
          />
          <TextField
            label={t('Fixed delivery fee ($)')}
            type="number"
            inputMode="decimal"
            step="0.01"
            error={err(errors.baseDeliveryFee?.message)}
            {...register('baseDeliveryFee')}
          />
          <TextField
            label={t('Fee per km ($, optional)')}
            type="number"
            inputMode="decimal"
            step="0.01"
            error={err(errors.feePerKm?.message)}
            {...register('feePerKm')}
          />
        </>
      )}
      <div className="wide">
        <Controller
          control={control}
          name="cuisines"
          render={({ field }) => (
            <TagInput
              label={t('Cuisine')}
              tagsLabel={t('{{label}} tags', { label: t('Cuisine') })}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              removeLabel={(tag) => t('Remove {{name}}', { name: tag })}
              error={err(errors.cuisines?.message)}
              placeholder={t('e.g. Italian, then Enter')}
            />
          )}
        />
      </div>
      <div className="wide">
        <Controller
          control={control}
          name="instructions"
          render={({ field }) => (
            <TagInput
              label={t('Pickup and delivery instructions')}
              tagsLabel={t('{{label}} tags', { label: t('Pickup and delivery instructions') })}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              removeLabel={(tag) => t('Remove {{name}}', { name: tag })}
              error={err(errors.instructions?.message)}
              placeholder={t('e.g. Ring the bell, then Enter')}
            />
          )}
        />
      </div>
    </FormFrame>
  );
}
