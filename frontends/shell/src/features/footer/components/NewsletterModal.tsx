import { ApolloGate, preloadApollo } from '@hearth/graphql-client/session';
import { useT } from '@hearth/i18n';
import { Modal, Spinner } from '@hearth/ui';
import { lazy, Suspense } from 'react';
import '../newsletter-translations';

// The form (react-hook-form, zod, the mutation) loads on first open, not with the page.
const NewsletterForm = lazy(() => import('./NewsletterForm'));

/** Starts loading the form's code ahead of a click (hover or focus on the footer button). */
export function preloadNewsletterForm(): void {
  void import('./NewsletterForm');
  preloadApollo();
}

/** The footer's newsletter sign-up modal. */
export function NewsletterModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Modal open={open} onClose={onClose} title={t('Subscribe to our newsletter')}>
      <Suspense fallback={<Spinner centered label={t('Loading…')} />}>
        {open && (
          <ApolloGate fallback={<Spinner centered label={t('Loading…')} />}>
            <NewsletterForm onDone={onClose} />
          </ApolloGate>
        )}
      </Suspense>
    </Modal>
  );
}
