import {
  KitchenMessages,
  type ChefCredentials,
  type ChefGeneralInformation,
  type DishData,
  type RestaurantData,
} from '@hearth/contracts';
import {
  useAuth,
  type ChefOnboardingRestaurantFragment,
  type GetChefOnboardingQuery,
} from '@hearth/graphql-client';
import { useT } from '@hearth/i18n';
import { Button, EmptyState, Spinner, Stepper } from '@hearth/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { FormOutcome } from '../../../components/form/form-outcome';
import { useOnboardingApi } from '../api/onboarding-api';
import { useChefOnboarding } from '../api/use-chef-onboarding';
import { DishStep } from '../components/DishStep';
import { TermsStep } from '../components/TermsStep';
import {
  HEADER_HIDDEN_FROM,
  TERMS_STEP,
  WIZARD_STEPS,
  previousWizardIndex,
  resumeWizardIndex,
} from '../utils/wizard-index';
import '../translations';

const Page = styled.div`
  width: 100%;
  max-width: 960px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(8)} ${({ theme }) => theme.spacing(4)};
`;
const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  margin-bottom: ${({ theme }) => theme.spacing(6)};
  h1 {
    margin: 0;
    font-size: 1.75rem;
  }
`;
const Badge = styled.span`
  padding: ${({ theme }) => theme.spacing(1)} ${({ theme }) => theme.spacing(3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryHover};
  font-weight: 700;
  font-size: 0.875rem;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;
const StepTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
  &:focus {
    outline: none;
  }
`;

type SavedProfile = NonNullable<NonNullable<GetChefOnboardingQuery['me']>['chefProfile']>;

/**
 * The forms the wizard's steps show. Other features own them (settings: general information and
 * credentials; manage-restaurant: the restaurant; dishes: the dish), so the app passes them in.
 * Each gets what is saved so far (to start from), the wizard's Previous button where there is
 * one, and `onSubmit`, which saves and answers the outcome the form shows.
 */
export interface OnboardingForms {
  generalInfo: (step: {
    email: string;
    saved: Partial<SavedProfile> & { firstName?: string; lastName?: string };
    onSubmit: (values: ChefGeneralInformation) => Promise<FormOutcome>;
  }) => ReactNode;
  credentials: (step: {
    saved: Partial<SavedProfile>;
    previous: ReactNode;
    onSubmit: (values: ChefCredentials) => Promise<FormOutcome>;
  }) => ReactNode;
  restaurant: (step: {
    saved: ChefOnboardingRestaurantFragment | null;
    previous: ReactNode;
    onSubmit: (values: RestaurantData) => Promise<FormOutcome>;
  }) => ReactNode;
  dish: (step: {
    restaurantId: string;
    cuisines: readonly string[];
    saved: ChefOnboardingRestaurantFragment['dishes'][number] | null;
    previous: ReactNode;
    onSubmit: (values: DishData) => Promise<FormOutcome>;
  }) => ReactNode;
}

/** Step headings (English keys); the dish step reads 'Create your first Dish'. */
const STEP_TITLES = [
  'General Information',
  'Credentials',
  'Create the Restaurant',
  'Create your first Dish',
  'Terms of use',
];

/**
 * The chef onboarding wizard (docs/rules/screens.md#onboarding-wizard), shown by the status gate
 * while the chef is INITIAL. Loads the profile and restaurant (`GetChefOnboarding`), resumes at the
 * step the resume rule names, and walks General Information → Credentials → Create the Restaurant →
 * Create a Dish → Terms of use. Next advances only after a successful save; Previous never goes
 * below 0. The 'Founding Chef' header shows while the index is below 5, the step bar while it is
 * below 4. Accepting the terms refreshes the session, whose new PENDING status makes the gate show
 * the processing screen. Every text follows the current locale (`?lang=`, e.g. fr-CA).
 */
export function OnboardingWizard({ forms }: { forms: OnboardingForms }) {
  const t = useT();
  const { user, refresh } = useAuth();
  const api = useOnboardingApi();
  const { data, loading, error, refetch } = useChefOnboarding();
  const [index, setIndex] = useState<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (index !== null || !data || loading) return;
    const profile = data.me?.chefProfile;
    setIndex(
      resumeWizardIndex({
        addressLine1: profile?.addressLine1,
        experienceYears: profile?.experienceYears,
        restaurant: data.myRestaurant,
      }),
    );
  }, [data, loading, index]);

  useEffect(() => {
    // Move focus to the new step's heading after Next / Previous (not on the first load).
    if (moved.current) heading.current?.focus();
  }, [index]);

  if (index === null) {
    if (error && !data)
      return (
        <Page>
          <EmptyState
            title={t(KitchenMessages.loadFailed)}
            description={t('We could not load your application.')}
            action={<Button onClick={() => void refetch()}>{t('Try again')}</Button>}
          />
        </Page>
      );
    return <Spinner centered label={t('Loading your application…')} />;
  }

  const go = (next: number) => {
    moved.current = true;
    setIndex(next);
  };
  const previous = (
    <Button $variant="secondary" onClick={() => go(previousWizardIndex(index))}>
      {t('Previous')}
    </Button>
  );
  const me = data?.me;
  const profile = me?.chefProfile;
  const restaurant = data?.myRestaurant ?? null;

  let step;
  switch (index) {
    case 0:
      step = forms.generalInfo({
        email: user?.email ?? me?.email ?? '',
        saved: { ...profile, firstName: me?.firstName, lastName: me?.lastName },
        onSubmit: async (values) => {
          const outcome = await api.saveGeneral(values);
          if (outcome.ok) go(1);
          return outcome;
        },
      });
      break;
    case 1:
      step = forms.credentials({
        saved: profile ?? {},
        previous,
        onSubmit: async (values) => {
          const outcome = await api.saveCredentials(values);
          if (outcome.ok) go(2);
          return outcome;
        },
      });
      break;
    case 2:
      step = forms.restaurant({
        saved: restaurant,
        previous,
        onSubmit: async (values) => {
          const outcome = await api.saveRestaurant(values, restaurant?.id ?? null);
          if (outcome.ok) go(3);
          return outcome;
        },
      });
      break;
    case 3:
      step = restaurant ? (
        <DishStep
          restaurant={restaurant}
          save={api.saveDish}
          onSaved={() => go(4)}
          previous={previous}
          form={forms.dish}
        />
      ) : (
        <EmptyState
          title={t('Create your restaurant first')}
          action={<Button onClick={() => go(2)}>{t('Go to Create the Restaurant')}</Button>}
        />
      );
      break;
    default:
      step = (
        <TermsStep
          onPrevious={() => go(previousWizardIndex(index))}
          onAccept={async () => {
            const outcome = await api.acceptTerms();
            // The token carries the status: a fresh session turns the gate to the processing screen.
            if (outcome.ok) await refresh();
            return outcome;
          }}
        />
      );
  }

  return (
    <Page data-testid="chef-onboarding">
      {index < HEADER_HIDDEN_FROM && (
        <Header>
          <h1>{t('Become a Hearth chef')}</h1>
          <Badge>{t('Founding Chef')}</Badge>
        </Header>
      )}
      {index < TERMS_STEP && (
        <Stepper
          steps={WIZARD_STEPS.map((s) => t(s))}
          current={index}
          label={t('Application steps')}
        />
      )}
      <section aria-labelledby="wizard-step-title">
        <StepTitle id="wizard-step-title" ref={heading} tabIndex={-1}>
          {t(STEP_TITLES[index] ?? '')}
        </StepTitle>
        {/* key: each step mounts with the latest saved values. */}
        <div key={index}>{step}</div>
      </section>
    </Page>
  );
}
