import { useT } from '@hearth/i18n';
import { Button } from '@hearth/ui';
import { useState, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Actions, FieldGrid, FormBanner } from './fields';
import { placeOutcome, type FormOutcome } from './form-outcome';

/** Props of {@link FormFrame}. */
export interface FormFrameProps<TValues extends FieldValues, TOutput> {
  /** The form's `useForm()` (shared with its fields through react-hook-form's context). */
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** The form's accessible name (`aria-label`), already in the current locale. */
  label: string;
  /** Saves the validated values; the frame shows the outcome. */
  save: (values: TOutput) => Promise<FormOutcome>;
  /** Maps a server field path to one of the form's fields (null: shown in the banner). */
  fieldOf: (apiField: string) => string | null;
  /** The submit button's text, already in the current locale. */
  submitLabel: string;
  /** Shown left of the submit button (e.g. the wizard's Previous). */
  secondaryAction?: ReactNode;
  /** Keeps the submit button disabled (an upload under way, a required field missing). */
  submitBlocked?: boolean;
  /** The fields, laid out in a {@link FieldGrid}. */
  children: ReactNode;
}

/**
 * The frame every chef form shares (docs/rules/screens.md#banners-and-failures): a
 * `<form noValidate>` named `label`, the banner of the last save's unplaced messages, the fields in
 * a grid, and the actions row (`secondaryAction`, then the submit button, 'Saving…' while saving).
 * Submitting validates with the form's resolver (nothing is sent while a rule fails), then `save`s;
 * server field errors land on their fields (`fieldOf`), the rest in the banner. The form's
 * `useForm()` is provided to the fields (e.g. {@link AddressFields}) through react-hook-form's
 * context.
 */
export function FormFrame<TValues extends FieldValues, TOutput>({
  form,
  label,
  save,
  fieldOf,
  submitLabel,
  secondaryAction,
  submitBlocked = false,
  children,
}: FormFrameProps<TValues, TOutput>) {
  const t = useT();
  const [banner, setBanner] = useState<string[]>([]);
  const { handleSubmit, setError, formState } = form;
  const isSubmitting = formState.isSubmitting;

  const submit = handleSubmit(async (values) => {
    setBanner([]);
    const outcome = await save(values);
    setBanner(placeOutcome(outcome, setError, fieldOf));
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={label}>
        <FormBanner messages={banner} />
        <FieldGrid>{children}</FieldGrid>
        <Actions>
          {secondaryAction}
          <Button type="submit" disabled={isSubmitting || submitBlocked}>
            {isSubmitting ? t('Saving…') : submitLabel}
          </Button>
        </Actions>
      </form>
    </FormProvider>
  );
}
