import { BankDetailsBanners } from '@hearth/contracts';
import { useT } from '@hearth/i18n';
import { EmptyState, Spinner } from '@hearth/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Banner, PageFrame, PageLoadError, PageLoading } from '../../../components/PageFrame';
import { money } from '../../../components/order-format';
import { useChefEarnings, useChefPayouts, useEarningsBankDetails } from '../api/use-earnings';
import { PayoutTable, signedMoney } from '../components/PayoutTable';
import { StatementDownload } from '../components/StatementDownload';
import '../translations';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(130px, 1fr));
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0 0 ${({ theme }) => theme.spacing(2)};
`;
/** The balance, leading the figures on its own row. */
const Balance = styled.dl`
  margin: 0 0 ${({ theme }) => theme.spacing(3)};
`;
const Figure = styled.div<{ $main?: boolean }>`
  padding: ${({ theme }) => theme.spacing(3)};
  border: 1px solid ${({ theme, $main }) => ($main ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $main }) => ($main ? theme.colors.primarySoft : theme.colors.surface)};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
  }
  dd {
    margin: ${({ theme }) => theme.spacing(1)} 0 0;
    font-size: ${({ $main }) => ($main ? '1.75rem' : '1.25rem')};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;
const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(6)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;
const H2 = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing(3)};
  font-size: 1.125rem;
`;

/** Money taken off the chef's sales shows as a deduction: `−$3.60` (nothing: `$0.00`). */
const minus = (cents: number) => signedMoney(-cents);

/** The chef's payouts, newest first (loading, error, empty). */
function Payouts() {
  const t = useT();
  const { data, loading, error } = useChefPayouts();
  if (loading && !data) return <Spinner centered label={t('Loading…')} />;
  if (error && !data) return <Banner tone="danger">{t('The payouts could not be loaded.')}</Banner>;
  const payouts = data?.myPayouts ?? [];
  if (payouts.length === 0)
    return (
      <EmptyState
        title={t('No payouts yet')}
        description={t('Once your completed orders are paid out, each payout is listed here.')}
      />
    );
  return <PayoutTable payouts={payouts} />;
}

/**
 * /chef/earnings: the chef's money from the ledger (sales, Hearth's commission, card fees,
 * refunds, what went into payouts and the balance still to be paid out) and their payouts
 * (period, orders, amount, status, paid date). Without bank details on file it shows the bank
 * details banner ('Add your bank details…', docs/rules/screens.md#banners-and-failures) with a
 * link to the form, since payouts go only to chefs with bank details.
 */
export function EarningsPage({ bankDetailsPath }: { bankDetailsPath: string }) {
  const t = useT();
  const earnings = useChefEarnings();
  const bank = useEarningsBankDetails();
  const details = bank.data?.bankDetails ?? null;
  const e = earnings.data?.chefEarnings;
  return (
    <PageFrame title={t('Earnings')}>
      {bank.data && !details && (
        <Banner>
          {t(BankDetailsBanners.empty)} ·{' '}
          <Link to={bankDetailsPath}>{t('Go to bank details')}</Link>
        </Banner>
      )}
      {earnings.loading && !e ? (
        <PageLoading />
      ) : !e ? (
        <PageLoadError />
      ) : (
        <section aria-labelledby="earnings-money">
          <H2 id="earnings-money">{t('Your money')}</H2>
          <Balance>
            <Figure $main data-testid="earnings-balance">
              <dt>{t('Balance to be paid out')}</dt>
              <dd>{signedMoney(e.balanceCents)}</dd>
            </Figure>
          </Balance>
          <Figures>
            <Figure>
              <dt>{t('Sales to guests')}</dt>
              <dd>{money(e.grossCents)}</dd>
            </Figure>
            {e.tipsCents !== 0 && (
              <Figure data-testid="earnings-tips">
                <dt>{t('Tips from guests (all yours)')}</dt>
                <dd>{money(e.tipsCents)}</dd>
              </Figure>
            )}
            {e.taxCollectedCents > 0 && (
              <Figure data-testid="earnings-tax">
                <dt>{t('Sales tax Hearth remits')}</dt>
                <dd>{minus(e.taxCollectedCents)}</dd>
              </Figure>
            )}
            {e.promotionFundingCents > 0 && (
              <Figure>
                <dt>{t('Discounts paid by Hearth')}</dt>
                <dd>{money(e.promotionFundingCents)}</dd>
              </Figure>
            )}
            <Figure>
              <dt>{t('Hearth commission')}</dt>
              <dd>{minus(e.commissionCents)}</dd>
            </Figure>
            <Figure>
              <dt>{t('Card processing fees')}</dt>
              <dd>{minus(e.processorFeeCents)}</dd>
            </Figure>
            <Figure>
              <dt>{t('Refunds')}</dt>
              <dd>{minus(e.refundedCents)}</dd>
            </Figure>
            <Figure>
              <dt>{t('In payouts')}</dt>
              <dd>{minus(e.paidOutCents)}</dd>
            </Figure>
          </Figures>
          <Note>
            {t('From {{count}} paid orders', { count: e.paidOrders })} ·{' '}
            {details
              ? t('Payouts go to the bank account ending in {{last4}}.', {
                  last4: details.accountNumberLast4,
                })
              : t('Completed orders are paid out every Monday to the bank account on file.')}
          </Note>
        </section>
      )}
      <section aria-labelledby="earnings-statement">
        <H2 id="earnings-statement">{t('Yearly statement')}</H2>
        <StatementDownload />
      </section>
      <section aria-labelledby="earnings-payouts">
        <H2 id="earnings-payouts">{t('Payouts')}</H2>
        <Payouts />
      </section>
    </PageFrame>
  );
}
