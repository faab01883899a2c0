import {
  applyDeliveryOptionChange,
  centsToDollars,
  dollarsToCents,
  restaurantSchema,
  type RestaurantInputData,
} from '@hearth/contracts';
import { useT } from '@hearth/i18n';
import { Button, TextField, useToast } from '@hearth/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { KitchenMessages } from '../../../components/kitchen-messages';
import { Banner } from '../../../components/PageFrame';
import { restaurantInputOf } from '../../../components/restaurant-input';
import type { KitchenRestaurant } from '../../../lib/use-kitchen';
import { useUpdateRestaurant } from '../../../lib/use-update-restaurant';

const FIELDS = ['offersDelivery', 'deliveryRadiusKm', 'baseDeliveryFeeCents', 'feePerKmCents'];
type Errors = Partial<Record<string, string>>;

const Checks = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(2)};
    min-height: 44px;
  }
  legend {
    font-weight: 600;
  }
`;

const ChoiceError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** A number field's text → number (empty → null, so the schema can say "required"). */
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
const shown = (value: number | null | undefined) => (value == null ? '' : String(value));

/**
 * The delivery settings form: delivery and pickup (at least one), radius (km, 0–100), fixed fee
 * and fee per km (entered in dollars, sent as cents). Switching delivery resets the radius and
 * fees. Validated with `restaurantSchema` on the whole restaurant; saves with
 * UpdateRestaurant.
 */
export function DeliveryForm({ restaurant }: { restaurant: KitchenRestaurant }) {
  const t = useT();
  const toast = useToast();
  const update = useUpdateRestaurant();
  const [form, setForm] = useState<RestaurantInputData>(() => restaurantInputOf(restaurant));
  const [radius, setRadius] = useState(shown(restaurant.deliveryRadiusKm));
  const [baseFee, setBaseFee] = useState(
    shown(
      restaurant.baseDeliveryFeeCents == null
        ? null
        : centsToDollars(restaurant.baseDeliveryFeeCents),
    ),
  );
  const [perKm, setPerKm] = useState(
    shown(restaurant.feePerKmCents == null ? null : centsToDollars(restaurant.feePerKmCents)),
  );
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const chooseDelivery = (offersDelivery: boolean) => {
    setForm((f) => applyDeliveryOptionChange(f, offersDelivery));
    setRadius('');
    setBaseFee('');
    setPerKm('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const base = numberOrNull(baseFee);
    const km = numberOrNull(perKm);
    const parsed = restaurantSchema.safeParse({
      ...form,
      deliveryRadiusKm: numberOrNull(radius),
      baseDeliveryFeeCents: base === null ? null : dollarsToCents(base),
      feePerKmCents: km === null ? null : dollarsToCents(km),
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? '_');
        next[field] ??= issue.message;
      }
      setErrors(next);
      const other = Object.entries(next).find(([f]) => !FIELDS.includes(f));
      if (other) setFailure(other[1] ?? null);
      return;
    }
    setErrors({});
    setBusy(true);
    const outcome = await update(restaurant.id, parsed.data);
    setBusy(false);
    if (outcome.ok) {
      toast.show(t(KitchenMessages.restaurantSaved), { tone: 'success' });
      return;
    }
    const next: Errors = {};
    for (const { field, message } of outcome.fieldErrors) next[field.split('.').pop()!] ??= message;
    setErrors(next);
    setFailure(outcome.message ?? outcome.fieldErrors[0]?.message ?? null);
  };

  const err = (field: string) => (errors[field] ? t(errors[field]!) : undefined);
  return (
    <form onSubmit={submit} noValidate aria-label={t('Delivery settings')}>
      {failure && <Banner tone="danger">{t(failure)}</Banner>}
      <Checks aria-describedby={errors.offersDelivery ? 'delivery-choice-error' : undefined}>
        <legend>{t('How guests get their food')}</legend>
        <label>
          <input
            type="checkbox"
            checked={form.offersDelivery === true}
            onChange={(e) => chooseDelivery(e.target.checked)}
          />
          {t('Delivery')}
        </label>
        <label>
          <input
            type="checkbox"
            checked={form.offersPickup === true}
            onChange={(e) => setForm((f) => ({ ...f, offersPickup: e.target.checked }))}
          />
          {t('Pickup')}
        </label>
        {errors.offersDelivery && (
          <ChoiceError id="delivery-choice-error" role="alert">
            {err('offersDelivery')}
          </ChoiceError>
        )}
      </Checks>
      {form.offersDelivery && (
        <>
          <TextField
            label={t('Delivery radius (km)')}
            type="number"
            inputMode="decimal"
            value={radius}
            onChange={(e) => setRadius(e.target.value)}
            error={err('deliveryRadiusKm')}
          />
          <TextField
            label={t('Fixed delivery fee ($)')}
            type="number"
            inputMode="decimal"
            step="0.01"
            value={baseFee}
            onChange={(e) => setBaseFee(e.target.value)}
            error={err('baseDeliveryFeeCents')}
          />
          <TextField
            label={t('Fee per km ($, optional)')}
            type="number"
            inputMode="decimal"
            step="0.01"
            value={perKm}
            onChange={(e) => setPerKm(e.target.value)}
            error={err('feePerKmCents')}
          />
        </>
      )}
      <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('Saving…') : t('Save')}
      </Button>
    </form>
  );
}
