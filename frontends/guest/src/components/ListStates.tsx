import { useT } from '@hearth/i18n';
import { Button, EmptyState, Spinner } from '@hearth/ui';
import type { ReactNode } from 'react';
import './translations';

/** Props of {@link LoadFailed}. */
export interface LoadFailedProps {
  /** The message to show in English (a contract or server message); translated here. */
  message: string;
  /** Offers 'Try again' (e.g. the query's refetch) when given. */
  onRetry?: () => void;
}

/**
 * A list or page that could not load: `message` as an alert (screen readers announce it), with
 * 'Try again' when `onRetry` is given. The technical cause (e.g. 'socket hang up') is never shown:
 * it means nothing to a guest; the browser console and the server logs keep it.
 */
export function LoadFailed({ message, onRetry }: LoadFailedProps) {
  const t = useT();
  return (
    <div role="alert">
      <EmptyState
        title={t(message)}
        action={
          onRetry && (
            <Button $variant="secondary" onClick={onRetry}>
              {t('Try again')}
            </Button>
          )
        }
      />
    </div>
  );
}

/** Props of {@link ListStates}. */
export interface ListStatesProps {
  /** Nothing to show yet while the first page loads. */
  loading: boolean;
  /** The spinner's label, translated (e.g. 'Loading restaurants…'). */
  loadingLabel: string;
  /** Nothing to show because loading failed: what {@link LoadFailed} says; null otherwise. */
  failure: LoadFailedProps | null;
  /** There is nothing to list. */
  isEmpty: boolean;
  /** The empty state to show then. */
  empty: ReactNode;
  /** The list itself. */
  children: ReactNode;
}

/**
 * The states every guest list goes through, in order: loading (a spinner), failed (an alert with
 * 'Try again'), empty (`empty`), else the list (`children`).
 */
export function ListStates({
  loading,
  loadingLabel,
  failure,
  isEmpty,
  empty,
  children,
}: ListStatesProps) {
  if (loading) return <Spinner centered label={loadingLabel} />;
  if (failure) return <LoadFailed {...failure} />;
  if (isEmpty) return <>{empty}</>;
  return <>{children}</>;
}
