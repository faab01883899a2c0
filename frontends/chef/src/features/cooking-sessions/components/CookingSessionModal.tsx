import { LEAD_TIME_OPTIONS_HOURS, type CookingSessionData } from '@hearth/contracts';
import { useT } from '@hearth/i18n';
import { Button, Modal, QuantityStepper } from '@hearth/ui';
import { useId, useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import styled from 'styled-components';
import { formFieldPath, type MutationOutcome } from '../../../components/outcome';
import { Banner } from '../../../components/PageFrame';
import { sessionResolver, type SessionFormValues } from '../utils/session-form';
import { Field, FieldMessage, Row } from './form-parts';
import { ScheduleChoice } from './ScheduleChoice';
import { SessionDishRows, type SessionDishOption } from './SessionDishRows';

const Checks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(4)};
  margin-bottom: ${({ theme }) => theme.spacing(4)};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(2)};
    min-height: 44px;
  }
`;
const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-top: ${({ theme }) => theme.spacing(4)};
`;

/** Props of {@link CookingSessionModal}. */
export interface CookingSessionModalProps {
  /** Create (`sessionId` null) or update an existing session. */
  sessionId: string | null;
  /** Starting values: `newSessionValues(restaurant)` or `sessionValues(session)`. */
  initialValues: SessionFormValues;
  /** What the restaurant offers: only those statuses are asked. */
  restaurant: { offersDelivery: boolean; offersPickup: boolean };
  /** The restaurant's dishes for the drop-downs. */
  dishes: SessionDishOption[];
  /** Sends a valid session; see `useSaveCookingSession`. */
  onSubmit: (
    form: CookingSessionData,
    sessionId: string | null,
  ) => Promise<MutationOutcome<unknown>>;
  /** After a successful save (the caller closes the modal and shows the success notice). */
  onSaved: () => void;
  onClose: () => void;
}

/**
 * The cooking session create/update modal (docs/rules/screens.md#cooking-sessions): date,
 * start and end time, schedule (Once/Daily/Weekly/BiWeekly, clearable), last date of a repeating
 * schedule, lead time (4..340 h in steps of 6), the order limit (portions per order), delivery
 * and pickup as the restaurant offers them, and the dish rows. Invalid values show their contract
 * message and send nothing; server field errors go under their fields, anything else in a banner.
 */
export function CookingSessionModal({
  sessionId,
  initialValues,
  restaurant,
  dishes,
  onSubmit,
  onSaved,
  onClose,
}: CookingSessionModalProps) {
  const t = useT();
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SessionFormValues, unknown, CookingSessionData>({
    resolver: sessionResolver,
    defaultValues: initialValues,
  });
  const message = (text: string | undefined) => (text ? t(text) : undefined);
  const schedule = watch('schedule');
  const isRepeating = schedule !== '' && schedule !== 'ONCE';

  const submit = handleSubmit(async (form) => {
    setFailure(null);
    const outcome = await onSubmit(form, sessionId);
    if (outcome.ok) {
      onSaved();
      return;
    }
    const unplaced: string[] = [];
    outcome.fieldErrors.forEach(({ field, message: text }, i) => {
      const path = formFieldPath(field);
      if (path === 'restaurantId' || path === '_') unplaced.push(text);
      else
        setError(
          path as FieldPath<SessionFormValues>,
          { type: 'server', message: text },
          {
            shouldFocus: i === 0,
          },
        );
    });
    const shown = outcome.message ?? unplaced[0] ?? null;
    if (shown) setFailure(shown);
  });

  const error = {
    startDate: message(errors.startDate?.message),
    startTime: message(errors.startTime?.message),
    endTime: message(errors.endTime?.message),
    schedule: message(errors.schedule?.message),
    until: message(errors.until?.message),
    leadTimeHours: message(errors.leadTimeHours?.message),
    orderLimit: message(
      errors.orderLimit?.max?.message ??
        errors.orderLimit?.min?.message ??
        errors.orderLimit?.message,
    ),
  };
  const describe = (name: keyof typeof error) =>
    error[name] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${name}` } : {};

  return (
    <Modal
      open
      onClose={onClose}
      title={sessionId ? t('Update cooking session') : t('Create cooking session')}
      width={640}
    >
      <form onSubmit={submit} noValidate aria-label={t('Cooking session')}>
        {failure && <Banner tone="danger">{t(failure)}</Banner>}
        <Row>
          <Field>
            <label htmlFor={`${id}-date`}>{t('Session date')}</label>
            <input
              id={`${id}-date`}
              type="date"
              data-autofocus
              {...describe('startDate')}
              {...register('startDate')}
            />
            <FieldMessage id={`${id}-startDate`}>{error.startDate}</FieldMessage>
          </Field>
          <Field>
            <label htmlFor={`${id}-start`}>{t('Start time')}</label>
            <input
              id={`${id}-start`}
              type="time"
              {...describe('startTime')}
              {...register('startTime')}
            />
            <FieldMessage id={`${id}-startTime`}>{error.startTime}</FieldMessage>
          </Field>
          <Field>
            <label htmlFor={`${id}-end`}>{t('End time')}</label>
            <input id={`${id}-end`} type="time" {...describe('endTime')} {...register('endTime')} />
            <FieldMessage id={`${id}-endTime`}>{error.endTime}</FieldMessage>
          </Field>
        </Row>
        <Field>
          <span id={`${id}-schedule-label`} style={{ fontWeight: 600 }}>
            {t('Schedule')}
          </span>
          <Controller
            control={control}
            name="schedule"
            render={({ field }) => (
              <ScheduleChoice
                value={field.value}
                onChange={field.onChange}
                labelledBy={`${id}-schedule-label`}
                describedBy={error.schedule ? `${id}-schedule` : undefined}
              />
            )}
          />
          <FieldMessage id={`${id}-schedule`}>{error.schedule}</FieldMessage>
        </Field>
        <Row>
          {isRepeating && (
            <Field>
              <label htmlFor={`${id}-until`}>{t('Last date')}</label>
              <input id={`${id}-until`} type="date" {...describe('until')} {...register('until')} />
              <FieldMessage id={`${id}-until`}>{error.until}</FieldMessage>
            </Field>
          )}
          <Field>
            <label htmlFor={`${id}-lead`}>{t('Lead time (hours)')}</label>
            <select
              id={`${id}-lead`}
              {...describe('leadTimeHours')}
              {...register('leadTimeHours', { valueAsNumber: true })}
            >
              {LEAD_TIME_OPTIONS_HOURS.map((hours) => (
                <option key={hours} value={hours}>
                  {t('{{count}} hours', { count: hours })}
                </option>
              ))}
            </select>
            <FieldMessage id={`${id}-leadTimeHours`}>{error.leadTimeHours}</FieldMessage>
          </Field>
        </Row>
        <Field as="fieldset" style={{ border: 0, padding: 0 }}>
          <legend>{t('Order limit (portions per order)')}</legend>
          <Checks>
            <Controller
              control={control}
              name="orderLimit.min"
              render={({ field }) => (
                <QuantityStepper
                  label={t('Minimum')}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
            <Controller
              control={control}
              name="orderLimit.max"
              render={({ field }) => (
                <QuantityStepper
                  label={t('Maximum')}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
          </Checks>
          <FieldMessage id={`${id}-orderLimit`}>{error.orderLimit}</FieldMessage>
        </Field>
        {(restaurant.offersDelivery || restaurant.offersPickup) && (
          <Checks>
            {restaurant.offersDelivery && (
              <label>
                <input type="checkbox" {...register('offersDelivery')} /> {t('Delivery')}
              </label>
            )}
            {restaurant.offersPickup && (
              <label>
                <input type="checkbox" {...register('offersPickup')} /> {t('Pickup')}
              </label>
            )}
          </Checks>
        )}
        <SessionDishRows
          control={control}
          register={register}
          errors={errors}
          dishes={dishes}
          message={message}
        />
        <Actions>
          <Button $variant="secondary" onClick={onClose} disabled={isSubmitting}>
            {t('Cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
            {isSubmitting ? t('Saving…') : t('Save session')}
          </Button>
        </Actions>
      </form>
    </Modal>
  );
}
