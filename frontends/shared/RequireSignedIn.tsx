import { useAuth, type SessionUser } from '@hearth/graphql-client';
import { Spinner } from '@hearth/ui';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';

/**
 * Layout guard of the chef and admin areas: while the session is being restored it shows a spinner,
 * then redirects to `/` when nobody is signed in; otherwise renders `children(user)`.
 */
export function RequireSignedIn({ children }: { children: (user: SessionUser) => ReactNode }) {
  const { status, user } = useAuth();
  if (status === 'loading') return <Spinner centered label="Checking your session…" />;
  if (status === 'signedOut' || !user) return <Navigate to="/" replace />;
  return <>{children(user)}</>;
}
