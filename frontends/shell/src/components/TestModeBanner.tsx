import { addTranslations, useT } from '@hearth/i18n';
import styled, { css } from 'styled-components';
import { useIsTestMoney } from '../lib/payments-mode';

addTranslations({
  'fr-CA': {
    'Test mode — no real money moves': 'Mode test — aucun argent réel ne circule',
  },
});

const Notice = styled.p<{ $variant: 'strip' | 'line' }>`
  margin: 0;
  color: ${({ theme }) => theme.colors.primaryHover};
  font-size: 0.875rem;
  line-height: 1.4;
  font-weight: 600;
  ${({ $variant, theme }) =>
    $variant === 'strip'
      ? css`
          padding: ${theme.spacing(2)} ${theme.spacing(4)};
          border-bottom: 1px dashed ${theme.colors.primary};
          background: ${theme.colors.primarySoft};
          text-align: center;
        `
      : css`
          padding: ${theme.spacing(1)} ${theme.spacing(2)};
        `}
`;

/**
 * "Test mode — no real money moves", while the platform runs on test money (`paymentsMode`
 * TEST: development, `npm start`, a staging deployment with HEARTH_PAYMENTS_MODE=test;
 * docs/rules/payments.md#live-or-test-money); nothing while the mode is unknown or LIVE.
 * `strip` (default): a full-width strip in the page's flow (never over content) above every
 * remote, rendered by `RemoteArea`; `line`: one line inside a panel that shows money (the header's
 * cart dropdown). A status region, so screen readers announce it.
 */
export function TestModeBanner({ variant = 'strip' }: { variant?: 'strip' | 'line' }) {
  const t = useT();
  const isTestMoney = useIsTestMoney();
  if (isTestMoney !== true) return null;
  return (
    <Notice role="status" $variant={variant} data-testid="test-mode-banner">
      {t('Test mode — no real money moves')}
    </Notice>
  );
}
