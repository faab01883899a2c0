import { gstHstNumberSchema, formatGstHstNumber } from '@hearth/contracts';
import { useT } from '@hearth/i18n';
import { TextField } from '@hearth/ui';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  contractResolver,
  knownField,
  topLevelField,
  type FormOutcome,
} from '../../../components/form/form-outcome';
import { FormFrame } from '../../../components/form/FormFrame';
import '../translations';

/** The GST/HST number form's one field (as typed). */
export interface TaxNumberValues {
  gstHstNumber: string;
}

const schema = z.object({ gstHstNumber: gstHstNumberSchema });
const resolver = contractResolver<TaxNumberValues, z.output<typeof schema>>(
  schema,
  (v) => v,
  (path) => topLevelField(path),
);

/** Props of {@link TaxNumberForm}. */
export interface TaxNumberFormProps {
  /** The stored number (`123456782RT0001`), or null when not registered. */
  saved: string | null;
  /** Saves the number (null removes it: `setGstHstNumber`); the form shows the outcome. */
  onSubmit: (gstHstNumber: string | null) => Promise<FormOutcome>;
}

/**
 * The chef's optional GST/HST number (docs/rules/tax.md#the-chefs-gsthst-number): 9 digits, RT and
 * 4 digits, the Business Number's check digit checked as typed (contracts' `gstHstNumberSchema`);
 * blank removes it. With a number the chef supplies their own orders for GST/HST and keeps the
 * tax to remit; without one Hearth collects and remits it.
 */
export function TaxNumberForm({ saved, onSubmit }: TaxNumberFormProps) {
  const t = useT();
  const form = useForm<TaxNumberValues, unknown, z.output<typeof schema>>({
    defaultValues: { gstHstNumber: saved ? formatGstHstNumber(saved) : '' },
    resolver,
  });
  const error = form.formState.errors.gstHstNumber?.message;
  return (
    <FormFrame
      form={form}
      label={t('Sales tax')}
      save={(values) => onSubmit(values.gstHstNumber)}
      fieldOf={knownField(['gstHstNumber'])}
      submitLabel={t('Save GST/HST number')}
    >
      <div className="wide">
        <TextField
          label={t('GST/HST number (optional)')}
          placeholder="123456782 RT0001"
          hint={t(
            'Registered for GST/HST? You then charge your own tax on your orders and remit it. Leave blank if not: Hearth collects and remits it.',
          )}
          error={error ? t(error) : undefined}
          {...form.register('gstHstNumber')}
        />
      </div>
    </FormFrame>
  );
}
