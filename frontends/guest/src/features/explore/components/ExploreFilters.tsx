import {
  DISH_CATEGORIES,
  DISH_CATEGORY_LABELS,
  EXPLORE_PICKUP_KM,
  EXPLORE_TEXT_MAX,
  todayIsoLocalDate,
  type DishCategory,
} from '@hearth/contracts';
import { useT } from '@hearth/i18n';
import { Button } from '@hearth/ui';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { ChipGroup } from '../../../components/ChipGroup';
import { activeFilterCount, type ExploreState } from '../utils/explore-filters';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
  label.title {
    display: block;
    margin-bottom: ${({ theme }) => theme.spacing(2)};
    font-weight: 600;
  }
  input[type='text'],
  input[type='search'],
  input[type='date'],
  select {
    box-sizing: border-box;
    width: 100%;
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.spacing(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
    background: ${({ theme }) => theme.colors.surface};
  }
`;
const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(2)};
  align-items: flex-end;
  > * {
    flex: 1;
  }
  > button {
    flex: none;
  }
`;

const Hint = styled.p`
  margin: ${({ theme }) => theme.spacing(1)} 0 0;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Props of {@link ExploreFilters}. */
export interface ExploreFiltersProps {
  state: ExploreState;
  /** Cuisine tags to offer (exploreCuisines, A–Z). */
  cuisines: readonly string[];
  /** The signed-in guest's saved delivery postal code (offered as a shortcut), or null. */
  savedPostalCode?: string | null;
  onChange: (next: ExploreState) => void;
}

function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** A labelled control: the title label points at the control with `id`. */
function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label className="title" htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * Explore's filters: free text and where the guest is — a postal code (applied on submit) or the
 * saved delivery address's — then the pickup distance, sort, delivery or pickup, date, cuisines
 * and dish categories (applied at once). Native controls, so every filter works with the keyboard
 * alone.
 */
export function ExploreFilters({
  state,
  cuisines,
  savedPostalCode = null,
  onChange,
}: ExploreFiltersProps) {
  const t = useT();
  const [text, setText] = useState(state.text);
  const [postalCode, setPostalCode] = useState(state.postalCode);
  // Back/forward changes the URL: show what it says.
  useEffect(() => setText(state.text), [state.text]);
  useEffect(() => setPostalCode(state.postalCode), [state.postalCode]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...state, text, postalCode });
  };
  return (
    <Form role="search" aria-label={t('Filter restaurants')} onSubmit={submit}>
      <Row>
        <Field id="explore-text" label={t('Search')}>
          <input
            id="explore-text"
            type="search"
            value={text}
            maxLength={EXPLORE_TEXT_MAX}
            placeholder={t('Restaurant or dish style')}
            onChange={(e) => setText(e.target.value)}
          />
        </Field>
        <Button type="submit">{t('Search')}</Button>
      </Row>
      <div>
        <Row>
          <Field id="explore-postal" label={t('Your postal code')}>
            <input
              id="explore-postal"
              type="text"
              autoComplete="postal-code"
              aria-describedby="explore-postal-hint"
              value={postalCode}
              maxLength={10}
              onChange={(e) => setPostalCode(e.target.value)}
            />
          </Field>
          <Button type="submit" $variant="secondary">
            {t('Apply')}
          </Button>
        </Row>
        <Hint id="explore-postal-hint">
          {t('Only the chefs who deliver there or offer pickup near it.')}
        </Hint>
        {savedPostalCode && savedPostalCode !== state.postalCode.trim() && (
          <Button
            type="button"
            $variant="ghost"
            $size="sm"
            onClick={() => onChange({ ...state, text, postalCode: savedPostalCode })}
          >
            {t('Use my saved address ({{postalCode}})', { postalCode: savedPostalCode })}
          </Button>
        )}
      </div>
      <Row>
        {state.postalCode.trim() && (
          <Field id="explore-pickup" label={t('Pickup within')}>
            <select
              id="explore-pickup"
              value={state.pickupKm}
              onChange={(e) => onChange({ ...state, postalCode, pickupKm: Number(e.target.value) })}
            >
              {EXPLORE_PICKUP_KM.choices.map((km) => (
                <option key={km} value={km}>
                  {t('{{km}} km', { km })}
                </option>
              ))}
            </select>
          </Field>
        )}
        <Field id="explore-sort" label={t('Sort by')}>
          <select
            id="explore-sort"
            value={state.sort}
            onChange={(e) =>
              onChange({ ...state, postalCode, sort: e.target.value as ExploreState['sort'] })
            }
          >
            <option value="rating">{t('Rating')}</option>
            <option value="distance">{t('Distance')}</option>
          </select>
        </Field>
      </Row>
      <ChipGroup
        legend={t('Delivery or pickup')}
        type="radio"
        name="explore-mode"
        size="sm"
        options={[
          { value: '', label: t('Either') },
          { value: 'delivery', label: t('Delivery') },
          { value: 'pickup', label: t('Pickup') },
        ]}
        isChecked={(mode) => (state.mode ?? '') === mode}
        onToggle={(mode) => onChange({ ...state, mode: mode || null })}
      />
      <Field id="explore-date" label={t('Date')}>
        <input
          id="explore-date"
          type="date"
          min={todayIsoLocalDate()}
          value={state.date}
          onChange={(e) => onChange({ ...state, date: e.target.value })}
        />
      </Field>
      <ChipGroup
        legend={t('Dish categories')}
        type="checkbox"
        size="sm"
        options={DISH_CATEGORIES.map((category: DishCategory) => ({
          value: category,
          label: t(DISH_CATEGORY_LABELS[category]),
        }))}
        isChecked={(category) => state.categories.includes(category)}
        onToggle={(category) =>
          onChange({ ...state, categories: toggle(state.categories, category) })
        }
      />
      {cuisines.length > 0 && (
        <ChipGroup
          legend={t('Cuisines')}
          type="checkbox"
          size="sm"
          options={cuisines.map((cuisine) => ({ value: cuisine, label: cuisine }))}
          isChecked={(cuisine) => state.cuisines.includes(cuisine)}
          onToggle={(cuisine) => onChange({ ...state, cuisines: toggle(state.cuisines, cuisine) })}
        />
      )}
      {activeFilterCount(state) > 0 && (
        <Button
          type="button"
          $variant="ghost"
          onClick={() =>
            onChange({ ...state, cuisines: [], categories: [], mode: null, date: '', text: '' })
          }
        >
          {t('Clear filters')}
        </Button>
      )}
    </Form>
  );
}
