import { useAuth } from '@hearth/graphql-client';
import { useT } from '@hearth/i18n';
import { Button } from '@hearth/ui';
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';

// The form, with react-hook-form and the zod schemas, loads when the guest opens it (issue 25:
// the restaurant page's first render does not evaluate them).
const AskChefForm = lazy(() => import('./AskChefForm'));

const Opener = styled.div`
  margin: ${({ theme }) => theme.spacing(3)} 0 ${({ theme }) => theme.spacing(5)};
`;

/**
 * 'Ask the chef a question' on the restaurant page, for signed-in guests: a plain-text question
 * (the shared message rule, 1–2000 characters) goes to the restaurant's chef in the guest's
 * question thread with that restaurant; the guest then lands on the conversation (/messages/:id).
 * The button opens {@link AskChefForm}.
 */
export function AskChef({ restaurantId }: { restaurantId: string }) {
  const t = useT();
  const { status, user } = useAuth();
  const [open, setOpen] = useState(false);
  if (status !== 'signedIn' || user?.role !== 'GUEST' || user.status !== 'ACTIVE') return null;
  if (!open) {
    return (
      <Opener>
        <Button
          $variant="secondary"
          onClick={() => setOpen(true)}
          onPointerEnter={() => void import('./AskChefForm')}
          data-testid="ask-chef"
        >
          {t('Ask the chef a question')}
        </Button>
      </Opener>
    );
  }
  return (
    <Suspense fallback={<Opener />}>
      <AskChefForm restaurantId={restaurantId} onCancel={() => setOpen(false)} />
    </Suspense>
  );
}
