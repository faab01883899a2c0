import { useT } from '@hearth/i18n';
import styled from 'styled-components';
import { useIsTestMoney } from '../api/payments-mode';
import '../translations';

const Strip = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.spacing(2)} ${({ theme }) => theme.spacing(4)};
  border-bottom: 1px dashed ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryHover};
  font-size: 0.875rem;
  line-height: 1.4;
  font-weight: 600;
  text-align: center;
`;

/**
 * "Test mode — no real money moves": one strip in the page's flow (never over content) above
 * every area that shows money (the guest, chef and admin remotes, rendered by `RemoteArea`),
 * while the platform runs on test money (`paymentsMode` TEST: development, `npm start`, a
 * staging deployment with HEARTH_PAYMENTS_MODE=test; docs/rules/payments.md#live-or-test-money).
 * Nothing while the mode is unknown or LIVE. A status region, so screen readers announce it.
 */
export function TestModeBanner() {
  const t = useT();
  const isTestMoney = useIsTestMoney();
  if (isTestMoney !== true) return null;
  return (
    <Strip role="status" data-testid="test-mode-banner">
      {t('Test mode — no real money moves')}
    </Strip>
  );
}
