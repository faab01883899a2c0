import type { ReactNode } from 'react';
import { TestModeBanner } from '../components/TestModeBanner';
import { usePaymentsModeSettled } from '../lib/payments-mode';

/**
 * A remote page with the Test mode strip above it, both held back (`fallback`, the page's
 * skeleton) until the payments mode is known, so the strip never appears above a page already
 * drawn and pushes it down (issue 25, nothing jumps). Loaded lazily by `RemoteArea` inside its
 * ApolloGate: it queries through Apollo, which the shell's own pages do not load.
 */
export default function RemoteFrame({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: ReactNode;
}) {
  if (!usePaymentsModeSettled()) return <>{fallback}</>;
  return (
    <>
      <TestModeBanner />
      {children}
    </>
  );
}
