import { acceptTermsSchema } from '@hearth/contracts';
import { useT } from '@hearth/i18n';
import { Button } from '@hearth/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { Actions, FieldMessage, FormBanner } from '../../../components/form/fields';
import type { FormOutcome } from '../../../components/form/form-outcome';
import '../translations';

const Terms = styled.div`
  max-height: 320px;
  overflow-y: auto;
  margin-bottom: ${({ theme }) => theme.spacing(4)};
  padding: ${({ theme }) => theme.spacing(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
  h3 {
    margin-top: 0;
  }
`;
const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  min-height: 44px;
`;

const SECTIONS: [string, string][] = [
  [
    '1. Who may cook on Hearth',
    'Hearth is a marketplace for home-cooked meals. To sell on Hearth you must be at least 18 years old, hold a valid food-safety certificate, and cook in a kitchen that meets the food-safety rules of your province or state. You confirm that the information in your application is true and complete.',
  ],
  [
    '2. Your restaurant, dishes and sessions',
    'You are responsible for the dishes you publish: their names, descriptions, ingredients, allergy warnings, portion sizes, prices and availability must be accurate. Guests order in advance; you cook the portions you offered for each cooking session and have them ready for pickup or delivery at the time you set.',
  ],
  [
    '3. Food safety',
    'You handle, store, package and label food safely, keep cold food cold and hot food hot, follow the handling instructions you publish, and tell guests about every allergen in a dish. Hearth may suspend a restaurant at any time to protect guests.',
  ],
  [
    '4. Orders, payments and fees',
    'Prices are shown to guests in dollars. Hearth collects payment from guests and pays you out to the bank account you add in your dashboard, less Hearth’s fees. Your restaurant becomes visible to the public only once your application is approved and your bank details are on file.',
  ],
  [
    '5. Reviews and conduct',
    'Guests may review your restaurant. You treat guests, couriers and the Hearth team with respect, and you do not ask guests to order or pay outside Hearth.',
  ],
  [
    '6. Your application',
    'After you accept these terms your application is sent to the Hearth team, which answers within 2 days. You will be notified in the app and by e-mail when it is approved or if it is rejected.',
  ],
];

/** Props of {@link TermsStep}. */
export interface TermsStepProps {
  /** Calls `acceptTerms(true)` then refreshes the session; resolves to the outcome. */
  onAccept: () => Promise<FormOutcome>;
  onPrevious: () => void;
}

/**
 * Wizard step 5, Terms of use: the long text, the accept checkbox ('Please accept the
 * terms and conditions' when Next Step is pressed unticked — nothing is sent), Previous Step and
 * Next Step. The rule is `acceptTermsSchema` (the API's); failures show the server's messages. The
 * text, labels and messages follow the current locale.
 */
export function TermsStep({ onAccept, onPrevious }: TermsStepProps) {
  const t = useT();
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [banner, setBanner] = useState<string[]>([]);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (): Promise<void> => {
    setBanner([]);
    const parsed = acceptTermsSchema.safeParse({ accepted });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    setSubmitting(true);
    const outcome = await onAccept();
    setSubmitting(false);
    if (!outcome.ok) {
      setBanner([
        ...outcome.fieldErrors.map((e) => e.message),
        ...(outcome.message ? [outcome.message] : []),
      ]);
    }
  };

  return (
    <form
      aria-label={t('Terms of use')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <FormBanner messages={banner} />
      <Terms tabIndex={0} role="region" aria-label={t('Hearth terms of use')}>
        <h3>{t('Hearth terms of use for chefs')}</h3>
        {SECTIONS.map(([title, body]) => (
          <section key={title}>
            <h4>{t(title)}</h4>
            <p>{t(body)}</p>
          </section>
        ))}
      </Terms>
      <Check>
        <input
          type="checkbox"
          checked={accepted}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'terms-error' : undefined}
          onChange={(e) => {
            setAccepted(e.target.checked);
            if (e.target.checked) setError(null);
          }}
        />
        {t('I have read and accept the terms of use')}
      </Check>
      {error && (
        <FieldMessage id="terms-error" $error role="alert">
          {t(error)}
        </FieldMessage>
      )}
      <Actions>
        <Button $variant="secondary" onClick={onPrevious}>
          {t('Previous Step')}
        </Button>
        <Button type="submit" disabled={submitting}>
          {submitting ? t('Submitting…') : t('Next Step')}
        </Button>
      </Actions>
    </form>
  );
}
