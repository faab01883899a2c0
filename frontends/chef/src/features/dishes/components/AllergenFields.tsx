import { ALLERGENS, allergenLabel, type Allergen } from '@hearth/contracts';
import { useLocale, useT } from '@hearth/i18n';
import styled from 'styled-components';
import { FieldMessage } from '../../../components/form/fields';

/** The allergen part of the dish form (what the dish contains, may contain, or none). */
export interface AllergenValue {
  allergens: Allergen[];
  mayContainAllergens: Allergen[];
  containsNoAllergens: boolean;
}

const Fieldset = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
  padding: ${({ theme }) => theme.spacing(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  legend {
    font-weight: 700;
    padding: 0 ${({ theme }) => theme.spacing(1)};
  }
  table {
    width: 100%;
    border-collapse: collapse;
    margin: ${({ theme }) => theme.spacing(2)} 0;
  }
  th,
  td {
    padding: ${({ theme }) => theme.spacing(1)} ${({ theme }) => theme.spacing(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  thead th {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  td:not(:first-child),
  thead th:not(:first-child) {
    text-align: center;
    width: 7rem;
  }
  input[type='checkbox'] {
    width: 20px;
    height: 20px;
  }
  label.none {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(2)};
    min-height: 32px;
    font-weight: 600;
  }
  p.hint {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
  }
`;

const toggle = (list: Allergen[], a: Allergen, on: boolean) =>
  on ? (list.includes(a) ? list : [...list, a]) : list.filter((x) => x !== a);

/**
 * Canada's priority allergens in the dish form (docs/rules/allergens.md): per allergen a
 * "Contains" and a "May contain" (cross-contact) checkbox, and the explicit "Contains none of
 * these allergens". Ticking an allergen the dish contains unticks "none" and its "may contain";
 * ticking "none" clears what it contains. Allergen names follow the locale (contracts' labels).
 */
export function AllergenFields({
  value,
  onChange,
  error,
}: {
  value: AllergenValue;
  onChange: (next: AllergenValue) => void;
  error?: string;
}) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <Fieldset aria-describedby="allergen-hint" aria-invalid={error ? true : undefined}>
      <legend>{t('Allergens')}</legend>
      <p className="hint" id="allergen-hint">
        {t(
          "Canada's priority allergens. Tick those the dish contains and those it may contain (cross-contact), or that it contains none. Gluten means barley, oats, rye, triticale or wheat.",
        )}
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('Allergen')}</th>
            <th scope="col">{t('Contains')}</th>
            <th scope="col">{t('May contain')}</th>
          </tr>
        </thead>
        <tbody>
          {ALLERGENS.map((a) => {
            const name = allergenLabel(a, locale);
            const contains = value.allergens.includes(a);
            return (
              <tr key={a}>
                <th scope="row">{name}</th>
                <td>
                  <input
                    type="checkbox"
                    aria-label={t('Contains {{allergen}}', { allergen: name })}
                    checked={contains}
                    onChange={(e) =>
                      onChange({
                        allergens: toggle(value.allergens, a, e.target.checked),
                        mayContainAllergens: e.target.checked
                          ? value.mayContainAllergens.filter((x) => x !== a)
                          : value.mayContainAllergens,
                        containsNoAllergens: e.target.checked ? false : value.containsNoAllergens,
                      })
                    }
                  />
                </td>
                <td>
                  <input
                    type="checkbox"
                    aria-label={t('May contain {{allergen}}', { allergen: name })}
                    checked={value.mayContainAllergens.includes(a)}
                    disabled={contains}
                    onChange={(e) =>
                      onChange({
                        ...value,
                        mayContainAllergens: toggle(value.mayContainAllergens, a, e.target.checked),
                      })
                    }
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <label className="none">
        <input
          type="checkbox"
          checked={value.containsNoAllergens}
          onChange={(e) =>
            onChange({
              ...value,
              allergens: e.target.checked ? [] : value.allergens,
              containsNoAllergens: e.target.checked,
            })
          }
        />
        {t('Contains none of these allergens')}
      </label>
      {error && (
        <FieldMessage $error role="alert">
          {error}
        </FieldMessage>
      )}
    </Fieldset>
  );
}
