import { orderReference } from '@hearth/contracts';
import type { ChefPayoutsQuery, PayoutStatus } from '@hearth/graphql-client';
import { useLocale, useT } from '@hearth/i18n';
import { media } from '@hearth/ui';
import styled from 'styled-components';
import { money } from '../../../components/order-format';

type Payout = ChefPayoutsQuery['myPayouts'][number];

/** Payout states as chefs say them (translated). */
export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  PENDING: 'Pending',
  HELD: 'On hold',
  APPROVED: 'Approved',
  PAID: 'Paid',
};

/** Signed cents as `$12.50` or `−$9.00` (an order refunded after it was paid out). */
export const signedMoney = (cents: number): string =>
  cents < 0 ? `−${money(-cents)}` : money(cents);

/** Payout periods are weeks in Toronto (Monday 00:00 to the next). */
const ZONE = 'America/Toronto';

/** A date in Toronto, e.g. `Nov 16, 2026`. */
function day(iso: string, locale: string, minusMs = 0): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: ZONE }).format(
    new Date(new Date(iso).getTime() - minusMs),
  );
}

/**
 * The period a payout covers, from its first day to its last (the end instant is exclusive:
 * a period ending Monday 00:00 ends on Sunday).
 */
export function periodText(p: Pick<Payout, 'periodStart' | 'periodEnd'>, locale: string): string {
  const from = day(p.periodStart, locale);
  const to = day(p.periodEnd, locale, 1);
  return from === to ? from : `${from} – ${to}`;
}

/**
 * A table on wide screens; below 768 px each row is a card of label/value lines (the labels come
 * from the column headers), so nothing scrolls sideways at 375 px.
 */
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.9375rem;
  th,
  td {
    padding: ${({ theme }) => theme.spacing(2)} ${({ theme }) => theme.spacing(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  thead th {
    background: ${({ theme }) => theme.colors.primarySoft};
    white-space: nowrap;
  }
  td.amount,
  th.amount {
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  ${media.mobile} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tbody,
    tr,
    td {
      display: block;
    }
    tr {
      padding: ${({ theme }) => theme.spacing(3)} 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    td,
    td.amount {
      display: flex;
      justify-content: space-between;
      gap: ${({ theme }) => theme.spacing(3)};
      padding: ${({ theme }) => theme.spacing(1)} 0;
      border: 0;
      text-align: right;
    }
    td::before {
      content: attr(data-label);
      flex: none;
      color: ${({ theme }) => theme.colors.textMuted};
      text-align: left;
    }
  }
`;
const Status = styled.span<{ $status: PayoutStatus }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.8125rem;
  font-weight: 600;
  white-space: nowrap;
  background: ${({ theme, $status }) =>
    $status === 'PAID' ? theme.colors.successSoft : theme.colors.primarySoft};
  color: ${({ theme, $status }) =>
    $status === 'PAID' ? theme.colors.success : theme.colors.primaryHover};
`;
const Orders = styled.details`
  summary {
    cursor: pointer;
  }
  ul {
    margin: ${({ theme }) => theme.spacing(1)} 0 0;
    padding: 0;
    list-style: none;
    font-size: 0.875rem;
  }
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing(3)};
  }
`;

/** The chef's payouts: period, orders (expandable), amount, status and the day it was paid. */
export function PayoutTable({ payouts }: { payouts: readonly Payout[] }) {
  const t = useT();
  const { locale } = useLocale();
  const headers = {
    period: t('Period'),
    orders: t('Orders'),
    amount: t('Amount'),
    status: t('Status'),
    paid: t('Paid on'),
  };
  return (
    <Table aria-label={t('Payouts')}>
      <thead>
        <tr>
          <th scope="col">{headers.period}</th>
          <th scope="col">{headers.orders}</th>
          <th scope="col" className="amount">
            {headers.amount}
          </th>
          <th scope="col">{headers.status}</th>
          <th scope="col">{headers.paid}</th>
        </tr>
      </thead>
      <tbody>
        {payouts.map((p) => (
          <tr key={p.id} data-testid="payout-row">
            <td data-label={headers.period}>{periodText(p, locale)}</td>
            <td data-label={headers.orders}>
              <Orders>
                <summary>{t('{{count}} orders', { count: p.orderCount })}</summary>
                <ul>
                  {p.orders.map((o) => (
                    <li key={o.orderId}>
                      <span>{t('Order {{ref}}', { ref: orderReference(o.orderId) })}</span>
                      <span>{signedMoney(o.amountCents)}</span>
                    </li>
                  ))}
                </ul>
              </Orders>
            </td>
            <td data-label={headers.amount} className="amount">
              {money(p.amountCents)}
            </td>
            <td data-label={headers.status}>
              <Status $status={p.status}>{t(PAYOUT_STATUS_LABELS[p.status])}</Status>
            </td>
            <td data-label={headers.paid}>{p.paidAt ? day(p.paidAt, locale) : t('Not yet')}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
