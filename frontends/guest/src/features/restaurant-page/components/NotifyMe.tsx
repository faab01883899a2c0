import { useAuth } from '@hearth/graphql-client';
import { useT } from '@hearth/i18n';
import { Button } from '@hearth/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { requestAuthModal } from '../../../../../shared/auth-modal-request';
import type { DishWatches, WatchTarget } from '../api/use-dish-watches';

const Box = styled.div<{ $compact: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: ${({ theme }) => theme.spacing(2)} 0
    ${({ theme, $compact }) => ($compact ? '0' : theme.spacing(4))};
  p {
    margin: 0;
    flex: 1 1 12rem;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Problem = styled.p`
  && {
    flex-basis: 100%;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

/** Shown to a chef or admin who presses Notify me. */
const GUESTS_ONLY = 'Log In as a guest to be told';

/** Props of {@link NotifyMe}. */
export interface NotifyMeProps {
  target: WatchTarget;
  dishName: string;
  watches: DishWatches;
  /** Under a dish card: the button and the state only, without the explanation. */
  compact?: boolean;
}

/**
 * Notify me on a sold-out dish of an occurrence (docs/rules/notify-me.md): 'Notify me' (a visitor
 * gets the log-in modal; a chef or admin is asked to log in as a guest), then the "We'll tell you"
 * state with 'Stop notifying me'. Errors show the server's reason.
 */
export function NotifyMe({ target, dishName, watches, compact = false }: NotifyMeProps) {
  const t = useT();
  const { status, user } = useAuth();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const waiting = watches.isWaiting(target);

  const run = async (action: 'watch' | 'unwatch') => {
    setProblem(null);
    if (status !== 'signedIn' || !user) {
      requestAuthModal('logIn');
      return;
    }
    if (user.role !== 'GUEST') {
      setProblem(GUESTS_ONLY);
      return;
    }
    setBusy(true);
    const outcome = await watches[action](target);
    setBusy(false);
    if (!outcome.ok) setProblem(outcome.message);
  };

  return (
    <Box data-testid="notify-me" $compact={compact}>
      {waiting ? (
        <>
          <p role="status">{t('We’ll tell you when portions free up.')}</p>
          <Button
            $size="sm"
            $variant="ghost"
            disabled={busy}
            onClick={() => void run('unwatch')}
            aria-label={t('Stop notifying me about {{dish}}', { dish: dishName })}
          >
            {t('Stop notifying me')}
          </Button>
        </>
      ) : (
        <>
          {!compact && (
            <p>{t('Sold out. We’ll tell you in the app and by e-mail when portions free up.')}</p>
          )}
          <Button
            $size="sm"
            $variant="secondary"
            disabled={busy}
            onClick={() => void run('watch')}
            aria-label={t('Notify me about {{dish}}', { dish: dishName })}
          >
            {t('Notify me')}
          </Button>
        </>
      )}
      {problem && <Problem role="alert">{t(problem)}</Problem>}
    </Box>
  );
}
