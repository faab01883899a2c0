import type { CookingSessionData } from '@hearth/contracts';
import { useT } from '@hearth/i18n';
import { Button, QuantityStepper } from '@hearth/ui';
import { useId } from 'react';
import {
  Controller,
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import styled from 'styled-components';
import { emptyDishRow, type SessionFormValues } from '../utils/session-form';
import { Field, FieldMessage, Row } from './form-parts';

/** A dish the chef can put in a session. */
export interface SessionDishOption {
  id: string;
  name: string;
  /**
   * An inactive dish the edited session already sells: offered (marked '(inactive)') so the
   * chef sees it; the sessions service decides whether it may stay (`dishNotAvailable`).
   */
  inactive?: boolean;
  /**
   * A dish the edited session sells that the restaurant no longer lists (archived): offered
   * (marked '(archived)', named as the session knows it) so the drop-down is never blank.
   */
  archived?: boolean;
}

const DishBox = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  legend {
    font-weight: 600;
    padding: 0 ${({ theme }) => theme.spacing(1)};
  }
`;
const Steppers = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(4)};
  margin-bottom: ${({ theme }) => theme.spacing(3)};
`;

/** Props of {@link SessionDishRows}. */
export interface SessionDishRowsProps {
  control: Control<SessionFormValues, unknown, CookingSessionData>;
  register: UseFormRegister<SessionFormValues>;
  errors: FieldErrors<SessionFormValues>;
  dishes: SessionDishOption[];
  /** Translates a contract message for display. */
  message: (text: string | undefined) => string | undefined;
}

/**
 * The session's dishes (`dishes`, validated with the session form): per row a dish drop-down,
 * the least portions of that dish in one order (min, default 1), the portions cooked per
 * occurrence (max, default 10; its stock), both steppers never below 1, and the portion size text.
 * A dish marked `inactive` reads '<name> (inactive)'.
 */
export function SessionDishRows({
  control,
  register,
  errors,
  dishes,
  message,
}: SessionDishRowsProps) {
  const t = useT();
  const baseId = useId();
  const { fields, append, remove } = useFieldArray({ control, name: 'dishes' });
  const listError = message(errors.dishes?.root?.message ?? errors.dishes?.message);
  return (
    <div>
      <h3 style={{ margin: '0 0 8px', fontSize: '1rem' }}>{t('Dishes')}</h3>
      {!dishes.some((dish) => !dish.inactive) && (
        <p>{t('Add an active dish to your restaurant first.')}</p>
      )}
      <FieldMessage id={`${baseId}-dishes`}>{listError}</FieldMessage>
      {fields.map((field, index) => {
        const n = index + 1;
        const rowErrors = errors.dishes?.[index];
        const dishError = message(rowErrors?.dishId?.message);
        const portionError = message(rowErrors?.portionSize?.message);
        const quantityError = message(
          rowErrors?.maxQuantity?.message ?? rowErrors?.minQuantity?.message,
        );
        const id = `${baseId}-${field.id}`;
        return (
          <DishBox key={field.id}>
            <legend>{t('Dish {{n}}', { n })}</legend>
            <Row>
              <Field>
                <label htmlFor={`${id}-dish`}>{t('Dish')}</label>
                <select
                  id={`${id}-dish`}
                  aria-invalid={dishError ? true : undefined}
                  aria-describedby={dishError ? `${id}-dish-message` : undefined}
                  {...register(`dishes.${index}.dishId`)}
                >
                  <option value="">{t('Select a dish')}</option>
                  {dishes.map((dish) => (
                    <option key={dish.id} value={dish.id}>
                      {dish.archived
                        ? t('{{name}} (archived)', { name: dish.name || t('Dish') })
                        : dish.inactive
                          ? t('{{name}} (inactive)', { name: dish.name })
                          : dish.name}
                    </option>
                  ))}
                </select>
                <FieldMessage id={`${id}-dish-message`}>{dishError}</FieldMessage>
              </Field>
              <Field>
                <label htmlFor={`${id}-portion`}>{t('Portion size')}</label>
                <input
                  id={`${id}-portion`}
                  type="text"
                  placeholder={t('e.g. 1 bowl (350 g)')}
                  aria-invalid={portionError ? true : undefined}
                  aria-describedby={portionError ? `${id}-portion-message` : undefined}
                  {...register(`dishes.${index}.portionSize`)}
                />
                <FieldMessage id={`${id}-portion-message`}>{portionError}</FieldMessage>
              </Field>
            </Row>
            <Steppers>
              <Controller
                control={control}
                name={`dishes.${index}.minQuantity`}
                render={({ field: f }) => (
                  <QuantityStepper
                    label={t('Minimum per order (dish {{n}})', { n })}
                    value={f.value}
                    onChange={f.onChange}
                  />
                )}
              />
              <Controller
                control={control}
                name={`dishes.${index}.maxQuantity`}
                render={({ field: f }) => (
                  <QuantityStepper
                    label={t('Portions cooked (dish {{n}})', { n })}
                    value={f.value}
                    onChange={f.onChange}
                  />
                )}
              />
            </Steppers>
            <FieldMessage id={`${id}-quantity-message`}>{quantityError}</FieldMessage>
            {fields.length > 1 && (
              <Button $variant="ghost" $size="sm" onClick={() => remove(index)}>
                {t('Remove dish {{n}}', { n })}
              </Button>
            )}
          </DishBox>
        );
      })}
      <Button $variant="secondary" $size="sm" onClick={() => append(emptyDishRow())}>
        {t('Add dish')}
      </Button>
    </div>
  );
}
