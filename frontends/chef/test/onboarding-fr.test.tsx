import { beforeEach, describe, expect, it } from '@jest/globals';
import { ChefProfileMessages } from '@hearth/contracts';
import { type SessionUser } from '@hearth/graphql-client';
import { i18n } from '@hearth/i18n';
import type { MockedResponse } from '@apollo/client/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GeneralInfoForm } from '../src/features/settings/components/GeneralInfoForm';
import { renderForm } from './forms-helpers';
import {
  chef,
  firstDish,
  onboardingMock,
  profile,
  renderGate,
  restaurant,
} from './onboarding-fixtures';

// The chef onboarding wizard, its forms and the processing screen in Canadian French (fr-CA).

const dish = firstDish({
  name: 'Tourtière',
  description: 'La tourtière de ma grand-mère.',
  priceCents: 1800,
  spiceLevel: 0,
  cuisine: 'Québécoise',
  handlingInstructions: 'Garder au frais.',
  preparationInstructions: 'Porc, bœuf, épices.',
  shelfLife: '3 jours',
  portionSize: 'Une pointe',
});

const restaurantFr = (dishes: unknown[] = []) =>
  restaurant(dishes, {
    slug: 'chez-carla',
    name: 'Chez Carla',
    description: 'Cuisine maison',
    cuisines: ['Québécoise'],
    instructions: ['Sonnez svp'],
    address: {
      __typename: 'RestaurantAddress' as const,
      addressLine1: '1 rue King O',
      addressLine2: null,
      province: 'ON',
      city: 'Toronto',
      country: 'CA',
      postalCode: 'M5H 1A1',
      latitude: 43.6,
      longitude: -79.4,
    },
  });

const onboarding = onboardingMock;
const gate = (user: SessionUser, mocks: MockedResponse[] = []) =>
  renderGate(user, mocks, async () => true, 'Tableau de bord');

beforeEach(async () => {
  await act(() => i18n.changeLanguage('fr-CA'));
});

describe('chef onboarding wizard in fr-CA', () => {
  it('General Information: header, step bar, labels, button and a contract message in French', async () => {
    const ue = userEvent.setup();
    gate(chef('INITIAL'), [onboarding(null, null)]);
    expect(
      await screen.findByRole('heading', { name: 'Renseignements généraux', level: 2 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Devenez chef Hearth', level: 1 })).toBeVisible();
    expect(screen.getByText('Chef fondateur')).toBeInTheDocument();
    const bar = screen.getByRole('list', { name: 'Étapes de la candidature' });
    expect(
      within(bar)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Renseignements généraux',
      'Qualifications',
      'Créer le restaurant',
      'Créer un plat',
      'Conditions d’utilisation',
    ]);
    const form = screen.getByRole('form', { name: 'Renseignements généraux' });
    const f = within(form);
    for (const label of [
      'Prénom',
      'Nom',
      'Courriel',
      'Date de naissance',
      'Adresse (ligne 1)',
      'Adresse (ligne 2) (facultatif)',
      'Ville',
      'Province',
      'Code postal',
      'Pays',
      'Photo du chef',
      'Description du chef',
    ]) {
      expect(f.getByLabelText(label)).toBeInTheDocument();
    }
    expect(f.queryByLabelText('Postal code')).not.toBeInTheDocument();
    await ue.click(f.getByRole('button', { name: 'Étape suivante' }));
    expect(await f.findByText('La date de naissance est obligatoire')).toBeVisible();
    expect(f.getByText('Le code postal est obligatoire')).toBeVisible();
    expect(f.queryByText(ChefProfileMessages.dateOfBirthRequired)).not.toBeInTheDocument();
  });

  it('Credentials: labels and Previous in French', async () => {
    gate(chef('INITIAL'), [onboarding(profile({ addressLine1: '1 rue King O' }), null)]);
    expect(
      await screen.findByRole('heading', { name: 'Qualifications', level: 2 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Expérience (années)')).toBeInTheDocument();
    expect(screen.getByLabelText('Indicatif')).toHaveValue('+1');
    expect(screen.getByLabelText('Téléphone')).toBeInTheDocument();
    expect(screen.getByLabelText('Formation et certifications (facultatif)')).toBeInTheDocument();
    expect(screen.getByLabelText('Certificat en salubrité alimentaire')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Étape suivante' })).toBeInTheDocument();
  });

  it('Create the Restaurant: heading, labels and the delivery question in French', async () => {
    gate(chef('INITIAL'), [onboarding(profile({ experienceYears: 4 }), null)]);
    expect(
      await screen.findByRole('heading', { name: 'Créer le restaurant', level: 2 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Nom du restaurant')).toBeInTheDocument();
    expect(screen.getByLabelText('Adresse du restaurant (ligne 1)')).toBeInTheDocument();
    expect(screen.getByLabelText('Code postal')).toBeInTheDocument();
    expect(screen.getByLabelText('Bannière du restaurant')).toBeInTheDocument();
    const deliver = screen.getByRole('group', { name: 'Offrez-vous la livraison?' });
    expect(within(deliver).getByLabelText('Oui')).toBeInTheDocument();
    expect(within(deliver).getByLabelText('Non')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Offrez-vous la cueillette?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Instructions de cueillette et de livraison')).toBeInTheDocument();
    // The tag chips' own button (libs/ui) speaks French too.
    const instructions = screen.getByLabelText('Instructions de cueillette et de livraison');
    await userEvent.type(instructions, 'Sonnez à la porte{Enter}');
    expect(screen.getByRole('button', { name: 'Retirer Sonnez à la porte' })).toBeInTheDocument();
    // …and so does the chip list's own name.
    expect(
      within(
        screen.getByRole('list', {
          name: 'Étiquettes : Instructions de cueillette et de livraison',
        }),
      ).getByText('Sonnez à la porte'),
    ).toBeInTheDocument();
  });

  it('Create your first Dish: heading, labels and choices in French', async () => {
    gate(chef('INITIAL'), [onboarding(profile({ experienceYears: 4 }), restaurantFr())]);
    expect(
      await screen.findByRole('heading', { name: 'Créez votre premier plat', level: 2 }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Image principale')).toBeInTheDocument();
    expect(screen.getByLabelText('Nom du plat')).toBeInTheDocument();
    expect(screen.getByLabelText('Prix ($)')).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Cuisine')).getByRole('option', {
        name: 'Choisissez une cuisine',
      }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Minutes de préparation')).toBeInTheDocument();
    expect(screen.getByLabelText('Durée de conservation')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Niveau de piquant' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Pas piquant/)).toBeInTheDocument();
    expect(screen.getByLabelText('Sans gluten')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter un ingrédient' })).toBeInTheDocument();
  });

  it('Terms of use: text, checkbox, buttons and the contract message in French', async () => {
    const ue = userEvent.setup();
    gate(chef('INITIAL'), [onboarding(profile({ experienceYears: 4 }), restaurantFr([dish]))]);
    expect(
      await screen.findByRole('heading', { name: 'Conditions d’utilisation', level: 2 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '3. Salubrité alimentaire' })).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'J’ai lu et j’accepte les conditions d’utilisation' }),
    ).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Étape précédente' })).toBeInTheDocument();
    await ue.click(screen.getByRole('button', { name: 'Étape suivante' }));
    expect(await screen.findByText('Veuillez accepter les conditions d’utilisation')).toBeVisible();
  });

  it('the processing screen speaks French', () => {
    gate(chef('PENDING'));
    expect(
      screen.getByRole('heading', { name: 'Votre candidature est en cours de traitement' }),
    ).toBeVisible();
    expect(screen.getByText(/y répond d’ici 2 jours/)).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Vérifier l’état de ma candidature' }),
    ).toBeInTheDocument();
  });
});

describe('postal code label', () => {
  it('reads Postal code in en-CA and Code postal in fr-CA, following the locale in place', async () => {
    await act(() => i18n.changeLanguage('en-CA'));
    renderForm(<GeneralInfoForm email="carla@example.com" onSubmit={async () => ({ ok: true })} />);
    expect(screen.getByLabelText('Postal code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next Step' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('fr-CA'));
    expect(screen.getByLabelText('Code postal')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Étape suivante' })).toBeInTheDocument();
  });
});
