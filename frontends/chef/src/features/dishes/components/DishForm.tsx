import {
  DISH_CATEGORIES,
  DISH_CATEGORY_LABELS,
  SPICE_LEVEL,
  type DishData,
} from '@hearth/contracts';
import { useT } from '@hearth/i18n';
import { SpiceIcons, TagInput, TextField } from '@hearth/ui';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { Choices, FieldMessage, SelectField, TextAreaField } from '../../../components/form/fields';
import {
  blank,
  dishDefaults,
  dishResolver,
  fieldOf,
  preparationSeconds,
  type DishValues,
} from '../utils/dish-values';
import type { FormOutcome } from '../../../components/form/form-outcome';
import { FormFrame } from '../../../components/form/FormFrame';
import { ImageField } from '../../../components/form/ImageField';
import { IngredientEditor } from './IngredientEditor';
import { AllergenFields } from './AllergenFields';
import { UploadMessages } from '../../../components/form/upload-rules';
import { useImageUpload, useSingleImageUpload } from '../../../components/form/useImageUpload';
import '../../../components/form/translations';

export { dishDefaults, type DishValues, type SavedDish } from '../utils/dish-values';

const SPICE_LABELS = ['Not spicy', 'Mild', 'Medium', 'Hot'] as const;
const TimeRow = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.spacing(2)};
`;

/** Props of {@link DishForm}. */
export interface DishFormProps {
  /** The restaurant the dish belongs to (for the signed dish-image uploads). */
  restaurantId: string;
  /** The restaurant's cuisines: the cuisine select offers only these. */
  cuisines: readonly string[];
  defaultValues?: DishValues;
  /** Saves the validated dish (AddDish / UpdateDish); the form shows the outcome. */
  onSubmit: (values: DishData) => Promise<FormOutcome>;
  /** The submit button's text, in the current locale (default: 'Next Step', translated). */
  submitLabel?: string;
  secondaryAction?: ReactNode;
}

/**
 * The dish form (wizard step 3, dashboard dishes): main image (required, uploaded and without
 * error) and extra images, name, description, cost in dollars (0.10–400, sent as cents), allergy
 * warning tags, preparation instruction, preparation time in minutes:seconds, handle
 * instruction, cuisine from the restaurant's cuisines, shelf life, portion size, categories,
 * spice level 0–3, the ingredient editor and the allergen declaration (Canada's priority
 * allergens it contains / may contain, or "contains none"; docs/rules/allergens.md). Validated
 * with the contracts' `dishFormSchema` on submit (the declaration is required); the submit button stays disabled until every required field is filled. Labels and
 * messages follow the current locale.
 */
export function DishForm({
  restaurantId,
  cuisines,
  defaultValues = dishDefaults(),
  onSubmit,
  submitLabel,
  secondaryAction,
}: DishFormProps) {
  const t = useT();
  const err = (message?: string) => (message ? t(message) : undefined);
  const form = useForm<DishValues, unknown, DishData>({ defaultValues, resolver: dishResolver });
  const {
    register,
    control,
    setValue,
    formState: { errors, isSubmitted },
  } = form;
  const mainImage = useSingleImageUpload('dish', {
    restaurantId,
    initialUrl: defaultValues.mainImageUrl,
    onUrlChange: (url) => setValue('mainImageUrl', url, { shouldValidate: isSubmitted }),
  });
  const extraImages = useImageUpload('dish', {
    restaurantId,
    multiple: true,
    initialUrls: defaultValues.extraImageUrls,
    onChange: (urls) => setValue('extraImageUrls', urls, { shouldValidate: isSubmitted }),
  });
  const v = useWatch({ control }) as DishValues;
  const requiredMissing =
    !v.mainImageUrl ||
    mainImage.hasError ||
    [
      v.name,
      v.description,
      v.price,
      v.handlingInstructions,
      v.cuisine,
      v.preparationInstructions,
      v.shelfLife,
      v.portionSize,
    ].some((text) => blank(text ?? '')) ||
    v.allergyWarnings.length === 0 ||
    preparationSeconds(v.preparationMinutes, v.preparationSeconds) === undefined;
  const uploading = mainImage.isUploading || extraImages.isUploading;

  return (
    <FormFrame
      form={form}
      label={t('Dish')}
      save={onSubmit}
      fieldOf={fieldOf}
      submitLabel={submitLabel ?? t('Next Step')}
      secondaryAction={secondaryAction}
      submitBlocked={uploading || requiredMissing}
    >
      <div className="wide">
        <ImageField
          label={t('Main image')}
          upload={mainImage}
          error={err(errors.mainImageUrl?.message)}
        />
        <ImageField
          label={t('More images (optional)')}
          upload={extraImages}
          error={err(
            extraImages.hasError ? UploadMessages.multiFailed : errors.extraImageUrls?.message,
          )}
        />
      </div>
      <div className="wide">
        <TextField label={t('Dish name')} error={err(errors.name?.message)} {...register('name')} />
      </div>
      <TextAreaField
        label={t('Dish description')}
        error={err(errors.description?.message)}
        {...register('description')}
      />
      <TextField
        label={t('Cost ($)')}
        type="number"
        inputMode="decimal"
        step="0.01"
        min={0}
        error={err(errors.price?.message)}
        {...register('price')}
      />
      <SelectField
        label={t('Cuisine')}
        error={err(errors.cuisine?.message)}
        {...register('cuisine')}
      >
        <option value="">{t('Choose a cuisine')}</option>
        {cuisines.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </SelectField>
      <div className="wide">
        <Controller
          control={control}
          name="allergyWarnings"
          render={({ field }) => (
            <TagInput
              label={t('Allergy warning')}
              tagsLabel={t('{{label}} tags', { label: t('Allergy warning') })}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              removeLabel={(tag) => t('Remove {{name}}', { name: tag })}
              error={err(errors.allergyWarnings?.message)}
              placeholder={t('e.g. Peanuts, or none')}
            />
          )}
        />
        <Controller
          control={control}
          name="allergenDeclaration"
          render={({ field }) => (
            <AllergenFields
              value={field.value}
              onChange={field.onChange}
              error={err(errors.allergenDeclaration?.message)}
            />
          )}
        />
      </div>
      <TextAreaField
        label={t('Preparation instruction (main ingredients)')}
        error={err(errors.preparationInstructions?.message)}
        {...register('preparationInstructions')}
      />
      <TextAreaField
        label={t('Handle instruction')}
        error={err(errors.handlingInstructions?.message)}
        {...register('handlingInstructions')}
      />
      <div>
        <TimeRow role="group" aria-label={t('Preparation time')}>
          <TextField
            label={t('Preparation minutes')}
            type="number"
            inputMode="numeric"
            min={0}
            max={59}
            {...register('preparationMinutes')}
          />
          <TextField
            label={t('Preparation seconds')}
            type="number"
            inputMode="numeric"
            min={0}
            max={59}
            {...register('preparationSeconds')}
          />
        </TimeRow>
        {errors.preparationMinutes?.message && (
          <FieldMessage $error role="alert">
            {t(errors.preparationMinutes.message)}
          </FieldMessage>
        )}
      </div>
      <TextField
        label={t('Shelf life')}
        error={err(errors.shelfLife?.message)}
        {...register('shelfLife')}
      />
      <TextField
        label={t('Portion size')}
        error={err(errors.portionSize?.message)}
        {...register('portionSize')}
      />
      <div className="wide">
        <Choices>
          <legend>{t('Categories (optional)')}</legend>
          {DISH_CATEGORIES.map((c) => (
            <label key={c}>
              <input type="checkbox" value={c} {...register('categories')} />
              {t(DISH_CATEGORY_LABELS[c])}
            </label>
          ))}
        </Choices>
        <Controller
          control={control}
          name="spiceLevel"
          render={({ field }) => (
            <Choices>
              <legend>{t('Spice level')}</legend>
              {Array.from(
                { length: SPICE_LEVEL.max - SPICE_LEVEL.min + 1 },
                (_, i) => i + SPICE_LEVEL.min,
              ).map((level) => (
                <label key={level}>
                  <input
                    type="radio"
                    name={field.name}
                    checked={field.value === level}
                    onChange={() => field.onChange(level)}
                  />
                  {t(SPICE_LABELS[level]!)} <SpiceIcons level={level} />
                </label>
              ))}
              {errors.spiceLevel?.message && (
                <FieldMessage $error role="alert">
                  {t(errors.spiceLevel.message)}
                </FieldMessage>
              )}
            </Choices>
          )}
        />
        <Controller
          control={control}
          name="ingredients"
          render={({ field }) => (
            <IngredientEditor
              value={field.value}
              onChange={field.onChange}
              error={err(errors.ingredients?.message)}
            />
          )}
        />
      </div>
    </FormFrame>
  );
}
