import { Spinner } from '@hearth/ui';
import { useEffect, useState } from 'react';
import { PanelSection } from '../../../components/record-cards';
import { LoadError } from '../../../components/LoadError';
import { useNewsletters } from '../api/newsletters';
import { PostNewsletterMessages as M } from '../utils/messages';
import { ComposeForm } from './ComposeForm';
import { PastNewsletters } from './PastNewsletters';

/** How many past newsletters the list shows. */
export const NEWSLETTERS_LIMIT = 20;

/**
 * Post Newsletter (docs/rules/accounts-and-admin.md#post-newsletter): write a newsletter with its
 * live preview, send a test to yourself, send it; below, the past newsletters with their counts,
 * refreshed every second while one is being sent (its progress bar moves).
 */
export function PostNewsletterPanel() {
  const [sending, setSending] = useState(false);
  // Polls while a newsletter is being sent; stops once every one is done.
  const list = useNewsletters(NEWSLETTERS_LIMIT, sending);
  const newsletters = list.data?.newsletters ?? [];
  const anySending = newsletters.some((n) => n.status === 'SENDING');
  useEffect(() => setSending(anySending), [anySending]);
  return (
    <>
      <ComposeForm onSent={() => void list.refetch()} />
      <PanelSection aria-labelledby="past-newsletters-title">
        <h2 id="past-newsletters-title">Past newsletters</h2>
        {list.error && !list.data ? (
          <LoadError message={M.listFailed} onRetry={() => list.refetch()} />
        ) : !list.data ? (
          <Spinner label="Loading newsletters…" />
        ) : (
          <PastNewsletters newsletters={newsletters} />
        )}
      </PanelSection>
    </>
  );
}
