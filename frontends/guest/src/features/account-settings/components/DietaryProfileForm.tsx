import {
  ALLERGENS,
  DIETS,
  DIET_LABELS,
  DietaryProfileMessages,
  allergenLabel,
  type Diet,
} from '@hearth/contracts';
import { useLocale, useT } from '@hearth/i18n';
import { Button, ErrorBanner, Spinner } from '@hearth/ui';
import { useEffect, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { SuccessNotice } from '../../../../../shared/account/Notice';
import { useDietaryProfile, useSetDietaryProfile } from '../../../lib/dietary-profile';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  fieldset {
    margin: 0;
    padding: ${({ theme }) => theme.spacing(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
    gap: ${({ theme }) => theme.spacing(2)};
  }
  legend {
    font-weight: 700;
    padding: 0 ${({ theme }) => theme.spacing(1)};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(2)};
    min-height: 32px;
  }
  input[type='checkbox'] {
    width: 20px;
    height: 20px;
  }
  button {
    align-self: flex-start;
    max-width: 100%;
    white-space: normal;
  }
`;

const toggle = <T,>(list: readonly T[], item: T, on: boolean): T[] =>
  on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);

/**
 * The guest's dietary profile (docs/rules/allergens.md#a-guests-dietary-profile): Canada's
 * priority allergens to avoid and the diets followed (vegan, vegetarian, halal, gluten-free).
 * Saved, the restaurant pages show the dishes that fit it (a toggle shows everything), mark those
 * containing an avoided allergen and ask once before one goes in the cart.
 */
export function DietaryProfileForm() {
  const t = useT();
  const { locale } = useLocale();
  const { profile, loading } = useDietaryProfile();
  const save = useSetDietaryProfile();
  const [avoid, setAvoid] = useState<string[]>([]);
  const [diets, setDiets] = useState<Diet[]>([]);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  useEffect(() => {
    setAvoid([...profile.avoidAllergens]);
    setDiets([...profile.diets]);
  }, [profile]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setNotice(null);
    setBanner(null);
    const outcome = await save({ avoidAllergens: avoid, diets });
    setBusy(false);
    if (outcome.ok) setNotice(t(DietaryProfileMessages.saved));
    else
      setBanner(
        t(outcome.message ?? outcome.fieldErrors[0]?.message ?? DietaryProfileMessages.saveFailed),
      );
  };

  if (loading) return <Spinner centered label={t('Loading your dietary profile…')} />;
  return (
    <Form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('Dietary profile')}>
      {notice && <SuccessNotice>{notice}</SuccessNotice>}
      {banner && <ErrorBanner>{banner}</ErrorBanner>}
      <fieldset>
        <legend>{t('Allergens I avoid')}</legend>
        {ALLERGENS.map((a) => (
          <label key={a}>
            <input
              type="checkbox"
              checked={avoid.includes(a)}
              onChange={(e) => setAvoid(toggle(avoid, a, e.target.checked))}
            />
            {allergenLabel(a, locale)}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('My diets')}</legend>
        {DIETS.map((d) => (
          <label key={d}>
            <input
              type="checkbox"
              checked={diets.includes(d)}
              onChange={(e) => setDiets(toggle(diets, d, e.target.checked))}
            />
            {t(DIET_LABELS[d])}
          </label>
        ))}
      </fieldset>
      <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
        {busy ? t('Saving…') : t('Save dietary profile')}
      </Button>
    </Form>
  );
}
