import {
  PROMOTION_DEFAULT_TIME_ZONE,
  PROMOTION_LIMITS,
  createPromotionSchema,
  utcToZonedLocal,
  type CreatePromotionData,
  type CreatePromotionInputData,
} from '@hearth/contracts';
import { Button, ErrorBanner, Spinner, TextField, useToast } from '@hearth/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type ReactNode } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import styled from 'styled-components';
import { dollarsToCents } from '../../../lib/money';
import { useCreatePromotion, usePromotionTargets } from '../api/promotions';
import { FUNDER_LABELS, PromotionPanelMessages as M, TIME_ZONES } from '../utils/promotion-text';

type FormValues = CreatePromotionInputData;

const Form = styled.form`
  display: flex;
  flex-direction: column;
`;
/** Two columns on wide screens, one on phones. */
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  column-gap: ${({ theme }) => theme.spacing(4)};
`;
const Group = styled.fieldset`
  min-width: 0;
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
  padding: ${({ theme }) => theme.spacing(3)} ${({ theme }) => theme.spacing(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  legend {
    padding: 0 ${({ theme }) => theme.spacing(1)};
    font-weight: 600;
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(2)};
    min-height: 36px;
    overflow-wrap: anywhere;
  }
  input[type='radio'],
  input[type='checkbox'] {
    width: 18px;
    height: 18px;
    flex: none;
  }
`;
const Inline = styled.div`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.spacing(5)};
`;
/** A long list of choices scrolls inside its box. */
const Choices = styled.div`
  max-height: 180px;
  overflow-y: auto;
  padding-right: ${({ theme }) => theme.spacing(2)};
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
`;
const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;
const ErrorText = styled.p`
  margin: ${({ theme }) => theme.spacing(1)} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;
const Submit = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** A whole number from a number input; blank is none (null). */
const wholeOrNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));
/** Cents from a dollars input; blank is none (null), a malformed amount NaN (the rule's message). */
const centsOrNull = (v: unknown) =>
  v === '' || v === null || v === undefined ? null : (dollarsToCents(String(v)) ?? Number.NaN);

/** The form's start values: a 15 % code from now for 30 days, one per guest, Hearth pays. */
function emptyForm(now = new Date()): FormValues {
  const zone = PROMOTION_DEFAULT_TIME_ZONE;
  return {
    name: '',
    kind: 'CODE',
    code: '',
    discountType: 'PERCENT',
    percentOff: null,
    amountOffCents: null,
    minSubtotalCents: null,
    startsAt: utcToZonedLocal(now, zone),
    endsAt: utcToZonedLocal(new Date(now.getTime() + 30 * 86_400_000), zone),
    timeZone: zone,
    totalLimit: null,
    perGuestLimit: 1,
    restaurantIds: [],
    cuisines: [],
    firstOrderOnly: false,
    waitlistOnly: false,
    fundedBy: 'PLATFORM',
  };
}

/** The form's field a server error path belongs to (`restaurantIds.0` → `restaurantIds`). */
function fieldOf(path: string): FieldPath<FormValues> | null {
  const name = path.split('.')[0] as keyof FormValues;
  return name in emptyForm() ? (name as FieldPath<FormValues>) : null;
}

/**
 * Create Promotion (admins): name; a code guests type or an automatic offer; a percentage of the
 * food subtotal or a fixed amount (dollars, sent as cents); a minimum subtotal; start and end in a
 * chosen time zone; total and per-guest limits; optionally only some restaurants, cuisines, first
 * orders or guest waitlist members; who funds the discount. Checked in the browser by
 * `createPromotionSchema` (react-hook-form + its zod resolver: the server's rules and messages);
 * the server's refusals (a code already used…) go under their fields. On success the form starts
 * again and the list shows the new promotion.
 */
export function CreatePromotionForm() {
  const id = useId();
  const toast = useToast();
  const [banner, setBanner] = useState<string | null>(null);
  const targets = usePromotionTargets('cache-and-network');
  const [create, creating] = useCreatePromotion();
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, CreatePromotionData>({
    resolver: zodResolver(createPromotionSchema),
    defaultValues: emptyForm(),
  });
  const kind = useWatch({ control, name: 'kind' });
  const discountType = useWatch({ control, name: 'discountType' });
  const messageOf = (name: keyof FormValues): string | undefined => {
    const error = errors[name] as { message?: string } | Array<{ message?: string }> | undefined;
    if (!error) return undefined;
    return Array.isArray(error) ? error.find(Boolean)?.message : error.message;
  };

  const onSubmit = async (data: CreatePromotionData) => {
    setBanner(null);
    try {
      const result = (await create({ variables: { input: data } })).data?.createPromotion;
      if (result?.__typename === 'Promotion') {
        toast.show(M.created(result.name), { tone: 'success' });
        reset(emptyForm());
        return;
      }
      if (result?.__typename === 'ValidationError') {
        let unplaced: string | null = null;
        for (const e of result.errors) {
          const field = fieldOf(e.field);
          if (field) setError(field, { message: e.message }, { shouldFocus: true });
          else unplaced ??= e.message;
        }
        setBanner(unplaced);
        return;
      }
      setBanner(result?.__typename === 'ServerError' ? result.message : M.createFailed);
    } catch {
      setBanner(M.createFailed);
    }
  };

  const restaurants = targets.data?.promotionTargets.restaurants ?? [];
  const cuisines = targets.data?.promotionTargets.cuisines ?? [];
  let restrictions: ReactNode;
  if (targets.loading && !targets.data) restrictions = <Spinner label="Loading restaurants…" />;
  else if (targets.error && !targets.data)
    restrictions = (
      <ErrorText role="alert">
        {M.targetsFailed}{' '}
        <Button
          type="button"
          $size="sm"
          $variant="secondary"
          onClick={() => void targets.refetch()}
        >
          Try again
        </Button>
      </ErrorText>
    );
  else
    restrictions = (
      <Grid>
        <Group>
          <legend>Restaurants</legend>
          <Hint>None chosen: every restaurant.</Hint>
          <Choices>
            {restaurants.map((r) => (
              <label key={r.id}>
                <input type="checkbox" value={r.id} {...register('restaurantIds')} />
                {r.name}
              </label>
            ))}
          </Choices>
          {messageOf('restaurantIds') && (
            <ErrorText role="alert">{messageOf('restaurantIds')}</ErrorText>
          )}
        </Group>
        <Group>
          <legend>Cuisines</legend>
          <Hint>None chosen: every cuisine.</Hint>
          <Choices>
            {cuisines.map((c) => (
              <label key={c}>
                <input type="checkbox" value={c} {...register('cuisines')} />
                {c}
              </label>
            ))}
          </Choices>
          {messageOf('cuisines') && <ErrorText role="alert">{messageOf('cuisines')}</ErrorText>}
        </Group>
      </Grid>
    );

  return (
    <Form onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Create promotion">
      {banner && <ErrorBanner>{banner}</ErrorBanner>}
      <Grid>
        <TextField label="Name (admins only)" {...register('name')} error={messageOf('name')} />
        <Group>
          <legend>Guests get it</legend>
          <Inline>
            <label>
              <input type="radio" value="CODE" {...register('kind')} />
              With a code
            </label>
            <label>
              <input type="radio" value="AUTOMATIC" {...register('kind')} />
              Automatically
            </label>
          </Inline>
        </Group>
      </Grid>
      {kind === 'CODE' && (
        <TextField
          label="Code guests type"
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          hint="3 to 20 letters, digits or dashes; any case"
          {...register('code')}
          error={messageOf('code')}
        />
      )}
      <Group>
        <legend>Discount</legend>
        <Inline>
          <label>
            <input type="radio" value="PERCENT" {...register('discountType')} />
            Percentage of the food
          </label>
          <label>
            <input type="radio" value="FIXED" {...register('discountType')} />
            Fixed amount
          </label>
        </Inline>
      </Group>
      <Grid>
        {discountType === 'PERCENT' ? (
          <TextField
            key="percent"
            label="Percent off"
            type="number"
            inputMode="numeric"
            min={PROMOTION_LIMITS.percent.min}
            max={PROMOTION_LIMITS.percent.max}
            {...register('percentOff', { setValueAs: wholeOrNull })}
            error={messageOf('percentOff')}
          />
        ) : (
          <TextField
            key="amount"
            label="Amount off ($)"
            inputMode="decimal"
            {...register('amountOffCents', { setValueAs: centsOrNull })}
            error={messageOf('amountOffCents')}
          />
        )}
        <TextField
          label="Minimum subtotal ($, optional)"
          inputMode="decimal"
          {...register('minSubtotalCents', { setValueAs: centsOrNull })}
          error={messageOf('minSubtotalCents')}
        />
      </Grid>
      <Grid>
        <TextField
          label="Starts"
          type="datetime-local"
          {...register('startsAt')}
          error={messageOf('startsAt')}
        />
        <TextField
          label="Ends"
          type="datetime-local"
          {...register('endsAt')}
          error={messageOf('endsAt')}
        />
        <SelectField>
          <label htmlFor={`${id}-zone`}>Time zone</label>
          <select id={`${id}-zone`} {...register('timeZone')}>
            {TIME_ZONES.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replace('America/', '').replace('_', ' ')}
              </option>
            ))}
          </select>
          {messageOf('timeZone') && <ErrorText role="alert">{messageOf('timeZone')}</ErrorText>}
        </SelectField>
      </Grid>
      <Grid>
        <TextField
          label="Total limit (orders, optional)"
          type="number"
          inputMode="numeric"
          min={1}
          {...register('totalLimit', { setValueAs: wholeOrNull })}
          error={messageOf('totalLimit')}
        />
        <TextField
          label="Limit per guest (optional)"
          type="number"
          inputMode="numeric"
          min={1}
          {...register('perGuestLimit', { setValueAs: wholeOrNull })}
          error={messageOf('perGuestLimit')}
        />
      </Grid>
      {restrictions}
      <Group>
        <legend>Only for</legend>
        <label>
          <input type="checkbox" {...register('firstOrderOnly')} />A guest’s first order
        </label>
        <label>
          <input type="checkbox" {...register('waitlistOnly')} />
          Guests who joined the guest waitlist
        </label>
      </Group>
      <Group>
        <legend>Who funds the discount</legend>
        <Inline>
          <label>
            <input type="radio" value="PLATFORM" {...register('fundedBy')} />
            {FUNDER_LABELS.PLATFORM} (the chef is paid in full)
          </label>
          <label>
            <input type="radio" value="CHEF" {...register('fundedBy')} />
            {FUNDER_LABELS.CHEF} (earns less)
          </label>
        </Inline>
        {messageOf('fundedBy') && <ErrorText role="alert">{messageOf('fundedBy')}</ErrorText>}
      </Group>
      <Submit>
        <Button type="submit" disabled={isSubmitting || creating.loading}>
          {isSubmitting || creating.loading ? 'Creating…' : 'Create promotion'}
        </Button>
      </Submit>
    </Form>
  );
}
