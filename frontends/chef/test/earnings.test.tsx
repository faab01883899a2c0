/**
 * The chef's Earnings screen (/chef/earnings) against mocked queries: the side-menu entry, the
 * ledger figures, the payouts table (with the labels its narrow layout shows), the bank details
 * banner while none are on file, and the loading / empty / error states.
 */
import { describe, expect, it } from '@jest/globals';
import { BankDetailsBanners } from '@hearth/contracts';
import {
  ChefEarningsDocument,
  ChefPayoutsDocument,
  GetBankDetailsDocument,
} from '@hearth/graphql-client';
import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { setViewportWidth } from '../../test-utils';
import App from '../src/App';
import { periodText } from '../src/features/earnings/components/PayoutTable';
import { renderWithApollo } from './dashboard-helpers';

const earnings = {
  request: { query: ChefEarningsDocument },
  result: {
    data: {
      chefEarnings: {
        __typename: 'ChefEarnings' as const,
        chefId: 'c1',
        currency: 'cad',
        paidOrders: 4,
        grossCents: 10800,
        tipsCents: 0,
        // Orders from before sales tax: nothing Hearth remits (the line is then not shown).
        taxCollectedCents: 0,
        promotionFundingCents: 0,
        commissionCents: 1030,
        processorFeeCents: 403,
        refundedCents: 500,
        paidOutCents: 7000,
        balanceCents: 1867,
      },
    },
  },
};

const payout = (id: string, status: 'PENDING' | 'PAID', amountCents: number, orders: number) => ({
  __typename: 'Payout' as const,
  id,
  periodStart: '2026-11-16T05:00:00.000Z',
  periodEnd: '2026-11-23T05:00:00.000Z',
  orderCount: orders,
  amountCents,
  currency: 'cad',
  status,
  bankLast4: '6789',
  paidAt: status === 'PAID' ? '2026-11-24T15:00:00.000Z' : null,
  orders: Array.from({ length: orders }, (_, i) => ({
    __typename: 'PayoutOrder' as const,
    orderId: `${id}${i}000-1111-4111-8111-111111111111`,
    amountCents: i === 0 ? -900 : Math.round(amountCents / orders),
    scheduledFor: '2026-11-18T23:00:00.000Z',
  })),
});

const payouts = (list: object[]) => ({
  request: { query: ChefPayoutsDocument },
  result: { data: { myPayouts: list } },
});

const bank = (onFile: boolean) => ({
  request: { query: GetBankDetailsDocument },
  result: {
    data: {
      bankDetails: onFile
        ? {
            __typename: 'BankDetails' as const,
            accountName: 'Carl Chef',
            institutionNumber: '001',
            transitNumber: '12345',
            accountType: 'CHECKING' as const,
            accountNumberLast4: '6789',
            updatedAt: '2026-11-21T10:00:00.000Z',
          }
        : null,
    },
  },
});

function renderEarnings(mocks: MockedResponse[], width = 1280) {
  setViewportWidth(width);
  return renderWithApollo(
    <Routes>
      <Route path="/" element={<p>Home page</p>} />
      <Route path="/chef/*" element={<App />} />
    </Routes>,
    mocks,
    { path: '/chef/earnings' },
  );
}

describe('Earnings', () => {
  it('is in the side menu and shows the ledger figures and the payouts', async () => {
    renderEarnings([
      earnings,
      payouts([payout('aaaa', 'PENDING', 1867, 2), payout('bbbb', 'PAID', 7000, 3)]),
      bank(true),
    ]);
    const nav = screen.getByRole('navigation', { name: 'Chef dashboard' });
    expect(within(nav).getByRole('link', { name: 'Earnings' })).toHaveAttribute(
      'href',
      '/chef/earnings',
    );
    expect(screen.getByRole('heading', { name: 'Earnings', level: 1 })).toBeInTheDocument();
    const money = await screen.findByRole('region', { name: 'Your money' });
    const figures = Object.fromEntries(
      within(money)
        .getAllByRole('term')
        .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(figures).toEqual({
      'Sales to guests': '$108.00',
      'Hearth commission': '−$10.30',
      'Card processing fees': '−$4.03',
      Refunds: '−$5.00',
      'In payouts': '−$70.00',
      'Balance to be paid out': '$18.67',
    });
    expect(money).toHaveTextContent('From 4 paid orders');
    expect(money).toHaveTextContent('Payouts go to the bank account ending in 6789.');
    expect(screen.queryByText(BankDetailsBanners.empty, { exact: false })).toBeNull();

    const table = await screen.findByRole('table', { name: 'Payouts' });
    const rows = within(table).getAllByTestId('payout-row');
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
    expect(cells[0]).toEqual([
      'Nov 16, 2026 – Nov 22, 2026',
      expect.stringMatching(/^2 orders/),
      '$18.67',
      'Pending',
      'Not yet',
    ]);
    expect(cells[1]).toEqual([
      'Nov 16, 2026 – Nov 22, 2026',
      expect.stringMatching(/^3 orders/),
      '$70.00',
      'Paid',
      'Nov 24, 2026',
    ]);
    // The narrow layout labels each value with its column.
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.getAttribute('data-label')),
    ).toEqual(['Period', 'Orders', 'Amount', 'Status', 'Paid on']);
    // The orders of a payout open on demand; a refund taken back shows as a deduction.
    const ue = userEvent.setup();
    await ue.click(within(rows[1]!).getByText('3 orders'));
    expect(within(rows[1]!).getByText('Order #BBBB0000')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('−$9.00')).toBeInTheDocument();
  });

  it('shows the bank details banner with a link while none are on file; no payout yet', async () => {
    renderEarnings([earnings, payouts([]), bank(false)], 375);
    expect(await screen.findByText(BankDetailsBanners.empty, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to bank details' })).toHaveAttribute(
      'href',
      '/chef/settings/bank-details',
    );
    expect(await screen.findByText('No payouts yet')).toBeInTheDocument();
    expect(
      screen.getByText(/Completed orders are paid out every Monday to the bank account on file/),
    ).toBeInTheDocument();
  });

  it('shows the load failure text when the earnings cannot be loaded, and the payouts failure on its own', async () => {
    renderEarnings([
      { request: { query: ChefEarningsDocument }, error: new Error('down') },
      { request: { query: ChefPayoutsDocument }, error: new Error('down') },
      bank(true),
    ]);
    expect(
      await screen.findByText('There seems to be some issue at the moment.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('The payouts could not be loaded.')).toBeInTheDocument();
  });

  it('a period ending at Monday 00:00 in Toronto ends on the Sunday before', () => {
    expect(
      periodText(
        { periodStart: '2026-11-16T05:00:00.000Z', periodEnd: '2026-11-23T05:00:00.000Z' },
        'en-CA',
      ),
    ).toBe('Nov 16, 2026 – Nov 22, 2026');
    expect(
      periodText(
        { periodStart: '2026-11-25T14:00:00.000Z', periodEnd: '2026-11-25T18:00:00.000Z' },
        'en-CA',
      ),
    ).toBe('Nov 25, 2026');
  });
});
