/**
 * Admin Pending Payments (chef payouts) and the order refund panel against an in-memory payouts
 * API behind Apollo's MockedProvider: the table and its status filter, Approve / Hold / Mark paid
 * (with its confirmation), Run payouts, CSV export, the loading / empty / error states, and
 * refunds with their browser rules, confirmation, idempotency key and server errors.
 */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { OrderReferenceMessages, PaymentMessages, orderSearchPrefix } from '@hearth/contracts';
import {
  AdminApprovePayoutDocument,
  AdminHoldPayoutDocument,
  AdminMarkPayoutPaidDocument,
  AdminOrdersByReferenceDocument,
  AdminPaymentDisputesDocument,
  AdminPayoutsCsvDocument,
  AdminPendingPaymentsDocument,
  AdminRefundOrderDocument,
  AdminReconciliationDocument,
  AdminRunPayoutsDocument,
  ResolveReconciliationMismatchDocument,
  StaticAuthProvider,
  createCache,
} from '@hearth/graphql-client';
import { ToastProvider, theme } from '@hearth/ui';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { users } from '../../shared/test-render';
import { PendingPaymentsPanel } from '../src/features/pending-payments/components/PendingPaymentsPanel';
import { dollarsToCents } from '../src/features/pending-payments/components/OrderRefundPanel';
import {
  DisputeMessages as DM,
  PendingPaymentsMessages as M,
  ReconciliationMessages as RM,
} from '../src/features/pending-payments/utils/messages';
import { localIsoDate } from '../src/lib/format';
import { setViewportWidth } from '../../test-utils';

type Vars = Record<string, unknown>;
const forever = Number.POSITIVE_INFINITY;
const always = () => true;
const ORDER_ID = '3f2a8c1e-5b7d-4e9f-8a6b-1c2d3e4f5a6b';

interface PayoutRow {
  id: string;
  first: string;
  restaurant: string;
  status: 'PENDING' | 'HELD' | 'APPROVED' | 'PAID';
  amountCents: number;
  orderCount: number;
  bankLast4: string | null;
}

const payout = (p: PayoutRow) => ({
  __typename: 'Payout' as const,
  id: p.id,
  chefId: `chef-${p.id}`,
  chef: { __typename: 'User' as const, id: `chef-${p.id}`, firstName: p.first, lastName: 'Cook' },
  restaurantName: p.restaurant,
  periodStart: '2026-11-16T05:00:00.000Z',
  periodEnd: '2026-11-23T05:00:00.000Z',
  orderCount: p.orderCount,
  amountCents: p.amountCents,
  status: p.status,
  bankLast4: p.bankLast4,
  paidAt: p.status === 'PAID' ? '2026-11-24T15:00:00.000Z' : null,
  transferReference: p.status === 'PAID' ? 'tr_abc' : null,
});

/** An in-memory payouts and refunds API: the rules of the server, every call recorded. */
class FakePayoutsApi {
  payouts: PayoutRow[] = [
    {
      id: 'p1',
      first: 'Ann',
      restaurant: "Ann's Kitchen",
      status: 'PENDING',
      amountCents: 12345,
      orderCount: 3,
      bankLast4: '4321',
    },
    {
      id: 'p2',
      first: 'Bob',
      restaurant: 'Bob Bakes',
      status: 'APPROVED',
      amountCents: 5000,
      orderCount: 1,
      bankLast4: null,
    },
  ];
  calls: Array<{ operation: string; variables: Vars }> = [];
  failList = 0;
  refuseNext: string | null = null;
  failRefundNetwork = 0;
  /** Other orders the fake knows, newest first (e.g. one sharing the order's reference). */
  twins: Array<Record<string, unknown> & { id: string }> = [];
  csvText = 'Payout ID,Chef ID\r\np1,chef-p1';
  order = {
    __typename: 'Order' as const,
    id: ORDER_ID,
    reference: '#3F2A8C1E',
    status: 'COMPLETED' as const,
    restaurantName: "Ann's Kitchen",
    scheduledFor: '2026-11-20T23:00:00.000Z',
    totalCents: 3600,
    createdAt: '2026-11-19T12:00:00.000Z',
    payment: {
      __typename: 'Payment' as const,
      status: 'CAPTURED' as 'CAPTURED' | 'PARTIALLY_REFUNDED' | 'REFUNDED',
      currency: 'cad',
      amountCents: 3600,
      capturedCents: 3600,
      refundedCents: 0,
      failureMessage: null,
      refunds: [] as Array<Record<string, unknown>>,
      updatedAt: '2026-11-20T12:00:00.000Z',
    },
  };

  /** Card disputes as the server lists them (open first); none by default. */
  disputes: Array<Record<string, unknown>> = [];

  /** The reconciliation's open mismatches (none by default) and its last run. */
  mismatches: Array<Record<string, unknown> & { id: string }> = [];
  lastRun: Record<string, unknown> | null = {
    __typename: 'ReconciliationRun',
    day: '2026-11-26',
    finishedAt: '2026-11-27T06:00:00.000Z',
    mismatchCount: 0,
  };

  count(operation: string) {
    return this.calls.filter((c) => c.operation === operation).length;
  }
  last(operation: string) {
    return this.calls.filter((c) => c.operation === operation).at(-1)?.variables;
  }

  private decide(operation: string, field: string, from: string[], to: PayoutRow['status']) {
    return {
      request: { query: this.documents[operation]!, variables: always },
      maxUsageCount: forever,
      result: (v: Vars) => {
        this.calls.push({ operation, variables: v });
        const row = this.payouts.find((p) => p.id === v['payoutId'])!;
        if (this.refuseNext || !from.includes(row.status)) {
          const message = this.refuseNext ?? 'refused';
          this.refuseNext = null;
          return {
            data: {
              [field]: {
                __typename: 'ValidationError',
                errors: [{ __typename: 'FieldError', field: 'payoutId', message }],
              },
            },
          };
        }
        row.status = to;
        return { data: { [field]: payout(row) } };
      },
    };
  }

  private readonly documents: Record<string, MockLink.MockedResponse['request']['query']> = {
    approvePayout: AdminApprovePayoutDocument,
    holdPayout: AdminHoldPayoutDocument,
    markPayoutPaid: AdminMarkPayoutPaidDocument,
  };

  mocks(): MockLink.MockedResponse[] {
    return [
      {
        request: { query: AdminPendingPaymentsDocument, variables: always },
        maxUsageCount: forever,
        result: (v: Vars) => {
          this.calls.push({ operation: 'pendingPayments', variables: v });
          if (this.failList > 0) {
            this.failList -= 1;
            return { errors: [{ message: 'Internal server error' }] };
          }
          const rows = this.payouts.filter((p) => !v['status'] || p.status === v['status']);
          return { data: { pendingPayments: rows.map(payout) } };
        },
      },
      this.decide('approvePayout', 'approvePayout', ['PENDING', 'HELD'], 'APPROVED'),
      this.decide('holdPayout', 'holdPayout', ['PENDING'], 'HELD'),
      this.decide('markPayoutPaid', 'markPayoutPaid', ['APPROVED'], 'PAID'),
      {
        request: { query: AdminRunPayoutsDocument, variables: always },
        maxUsageCount: forever,
        result: () => {
          this.calls.push({ operation: 'runPayouts', variables: {} });
          const created: PayoutRow = {
            id: `p${this.payouts.length + 1}`,
            first: 'Cy',
            restaurant: 'Cy Curries',
            status: 'PENDING',
            amountCents: 999,
            orderCount: 1,
            bankLast4: '0042',
          };
          const fresh = this.count('runPayouts') === 1 ? [created] : [];
          this.payouts.push(...fresh);
          return {
            data: {
              runPayouts: {
                __typename: 'PayoutRun',
                periodEnd: '2026-11-25T12:00:00.000Z',
                payouts: fresh.map(payout),
              },
            },
          };
        },
      },
      {
        request: { query: AdminPaymentDisputesDocument, variables: always },
        maxUsageCount: forever,
        result: () => {
          this.calls.push({ operation: 'paymentDisputes', variables: {} });
          return { data: { paymentDisputes: this.disputes } };
        },
      },
      {
        request: { query: AdminReconciliationDocument, variables: always },
        maxUsageCount: forever,
        result: () => {
          this.calls.push({ operation: 'reconciliation', variables: {} });
          return {
            data: {
              reconciliationMismatches: this.mismatches,
              reconciliationLastRun: this.lastRun,
            },
          };
        },
      },
      {
        request: { query: ResolveReconciliationMismatchDocument, variables: always },
        maxUsageCount: forever,
        result: (v: Vars) => {
          // As the resolver: a blank note is refused; otherwise the mismatch leaves the open list.
          this.calls.push({ operation: 'resolveMismatch', variables: v });
          if (String(v['note']).trim() === '')
            return {
              data: {
                resolveReconciliationMismatch: {
                  __typename: 'ValidationError',
                  errors: [
                    { __typename: 'FieldError', field: 'note', message: 'Say how it was resolved' },
                  ],
                },
              },
            };
          this.mismatches = this.mismatches.filter((m) => m.id !== v['id']);
          return {
            data: {
              resolveReconciliationMismatch: {
                __typename: 'ReconciliationMismatch',
                id: v['id'],
                resolvedAt: '2026-11-27T15:00:00.000Z',
                resolutionNote: v['note'],
              },
            },
          };
        },
      },
      {
        request: { query: AdminPayoutsCsvDocument, variables: always },
        maxUsageCount: forever,
        result: (v: Vars) => {
          this.calls.push({ operation: 'payoutsCsv', variables: v });
          return { data: { payoutsCsv: this.csvText } };
        },
      },
      {
        request: { query: AdminOrdersByReferenceDocument, variables: always },
        maxUsageCount: forever,
        result: (v: Vars) => {
          // As the resolver: a prefix match of the typed reference (or full id) on the id.
          this.calls.push({ operation: 'orderByReference', variables: v });
          const prefix = orderSearchPrefix(String(v['reference']));
          const orders = [...this.twins, this.order];
          return {
            data: { orderByReference: orders.filter((o) => prefix && o.id.startsWith(prefix)) },
          };
        },
      },
      {
        request: { query: AdminRefundOrderDocument, variables: always },
        maxUsageCount: forever,
        result: (v: Vars) => {
          this.calls.push({ operation: 'refundOrder', variables: v });
          if (this.failRefundNetwork > 0) {
            this.failRefundNetwork -= 1;
            return { errors: [{ message: 'Internal server error' }] };
          }
          if (this.refuseNext) {
            const message = this.refuseNext;
            this.refuseNext = null;
            return {
              data: {
                refundOrder: {
                  __typename: 'ValidationError',
                  errors: [{ __typename: 'FieldError', field: 'amountCents', message }],
                },
              },
            };
          }
          const p = this.order.payment;
          const amount = Number(v['amountCents']);
          p.refundedCents += amount;
          p.status = p.refundedCents === p.capturedCents ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
          p.refunds = [
            ...p.refunds,
            {
              __typename: 'Refund',
              id: `r${p.refunds.length + 1}`,
              amountCents: amount,
              reason: v['reason'] ?? null,
              createdAt: '2026-11-25T12:00:00.000Z',
            },
          ];
          return { data: { refundOrder: this.order } };
        },
      },
    ];
  }
}

function renderPanel(api: FakePayoutsApi) {
  return render(
    <ThemeProvider theme={theme}>
      <MockedProvider mocks={api.mocks()} cache={createCache()}>
        <StaticAuthProvider status="signedIn" user={users.admin}>
          <ToastProvider>
            <PendingPaymentsPanel />
          </ToastProvider>
        </StaticAuthProvider>
      </MockedProvider>
    </ThemeProvider>,
  );
}

/** The payouts table's body rows as cell texts, once loaded. */
async function rows(): Promise<string[][]> {
  const table = await screen.findByRole('table');
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent ?? ''),
    );
}

describe('Pending Payments', () => {
  let api: FakePayoutsApi;
  beforeEach(() => {
    api = new FakePayoutsApi();
  });

  it('lists chef, period, orders, amount, bank last 4 and status; filters by status; empty state', async () => {
    const ue = userEvent.setup();
    renderPanel(api);
    expect(screen.getByText(M.loading)).toBeInTheDocument();
    const table = await rows();
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Chef', 'Period', 'Orders', 'Amount', 'Bank last 4', 'Status', 'Actions']);
    expect(table[0]!.slice(0, 6)).toEqual([
      "Ann CookAnn's Kitchen",
      expect.stringMatching(/Nov 16, 2026 –\s*Nov 22, 2026/),
      '3',
      '$123.45',
      '•••• 4321',
      'Pending',
    ]);
    expect(table[1]![4]).toBe(M.noBank);
    expect(api.last('pendingPayments')).toEqual({ status: null, limit: 100 });

    await ue.selectOptions(screen.getByLabelText('Status'), 'APPROVED');
    await waitFor(() =>
      expect(api.last('pendingPayments')).toEqual({ status: 'APPROVED', limit: 100 }),
    );
    expect((await rows()).map((r) => r[0])).toEqual(['Bob CookBob Bakes']);
    await ue.selectOptions(screen.getByLabelText('Status'), 'HELD');
    expect(await screen.findByText(M.emptyOf('Held'))).toBeInTheDocument();
  });

  it('approves and holds with one click: the list follows and a toast says so; a refusal shows its message', async () => {
    const ue = userEvent.setup();
    renderPanel(api);
    await rows();
    await ue.click(screen.getByRole('button', { name: 'Hold payout to Ann Cook' }));
    expect(await screen.findByText(M.held('Ann Cook'))).toBeInTheDocument();
    expect(api.last('holdPayout')).toEqual({ payoutId: 'p1' });
    await waitFor(async () => expect((await rows())[0]![5]).toBe('Held'));
    // Held: Approve only.
    expect(screen.queryByRole('button', { name: 'Hold payout to Ann Cook' })).toBeNull();

    api.refuseNext = PaymentMessages.payoutApproveInvalid;
    await ue.click(screen.getByRole('button', { name: 'Approve payout to Ann Cook' }));
    expect(await screen.findByText(PaymentMessages.payoutApproveInvalid)).toBeInTheDocument();

    await ue.click(screen.getByRole('button', { name: 'Approve payout to Ann Cook' }));
    expect(await screen.findByText(M.approved('Ann Cook'))).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Mark payout to Ann Cook paid' }),
    ).toBeInTheDocument();
  });

  it('asks before marking paid; Cancel sends nothing; Yes sends the transfer and shows Paid', async () => {
    const ue = userEvent.setup();
    renderPanel(api);
    await rows();
    await ue.click(screen.getByRole('button', { name: 'Mark payout to Bob Cook paid' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark the payout to Bob Cook paid?' });
    expect(dialog).toHaveTextContent('This sends $50.00 to Bob Cook');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await ue.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.count('markPayoutPaid')).toBe(0);

    await ue.click(screen.getByRole('button', { name: 'Mark payout to Bob Cook paid' }));
    await ue.click(screen.getByRole('button', { name: 'Yes, send and mark paid' }));
    expect(await screen.findByText(M.paid('Bob Cook'))).toBeInTheDocument();
    expect(api.last('markPayoutPaid')).toEqual({ payoutId: 'p2' });
    await waitFor(async () => expect((await rows())[1]![5]).toMatch(/^Paid/));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Run payouts creates the payouts due and says how many; a second run says nothing was due', async () => {
    const ue = userEvent.setup();
    renderPanel(api);
    await rows();
    await ue.click(screen.getByRole('button', { name: 'Run payouts' }));
    expect(await screen.findByText(M.ran(1))).toBeInTheDocument();
    await waitFor(async () => expect(await rows()).toHaveLength(3));
    await ue.click(screen.getByRole('button', { name: 'Run payouts' }));
    expect(await screen.findByText(M.ranNone)).toBeInTheDocument();
  });

  it('shows an error with Retry when the list cannot be loaded', async () => {
    api.failList = 1;
    const ue = userEvent.setup();
    renderPanel(api);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(M.loadFailed);
    await ue.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await rows()).toHaveLength(2);
  });

  it('on a phone shows each payout as a card with the same facts and buttons', async () => {
    setViewportWidth(375);
    try {
      const ue = userEvent.setup();
      renderPanel(api);
      const cards = await screen.findByRole('list', { name: 'Payouts' });
      expect(screen.queryByRole('table')).toBeNull();
      const ann = within(cards).getByRole('listitem', { name: 'Payout to Ann Cook' });
      expect(ann).toHaveTextContent("Ann CookAnn's Kitchen$123.45");
      expect(ann).toHaveTextContent('Orders3');
      expect(ann).toHaveTextContent('Bank last 4•••• 4321');
      await ue.click(within(ann).getByRole('button', { name: 'Hold payout to Ann Cook' }));
      expect(await screen.findByText(M.held('Ann Cook'))).toBeInTheDocument();
    } finally {
      setViewportWidth(1024);
    }
  });

  describe('card disputes', () => {
    const dispute = (d: {
      id: string;
      orderId: string;
      status: 'OPEN' | 'WON' | 'LOST';
      closedAt: string | null;
    }) => ({
      __typename: 'PaymentDispute' as const,
      chefId: 'chef-p1',
      restaurantName: "Ann's Kitchen",
      amountCents: 3600,
      heldCents: 2950,
      reason: 'product_not_received',
      openedAt: '2026-11-21T15:00:00.000Z',
      ...d,
    });
    beforeEach(() => {
      api.disputes = [
        dispute({ id: 'dp_1', orderId: ORDER_ID, status: 'OPEN', closedAt: null }),
        dispute({
          id: 'dp_2',
          orderId: 'a1b2c3d4-0000-4000-8000-000000000000',
          status: 'LOST',
          closedAt: '2026-11-24T15:00:00.000Z',
        }),
      ];
    });

    it('lists each dispute with its order, amount, the chef’s share held or taken back, reason and status', async () => {
      renderPanel(api);
      const table = await screen.findByRole('table', { name: 'Card disputes' });
      expect(screen.getByText(DM.openNote(1))).toBeInTheDocument();
      const cells = within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((c) => c.textContent ?? ''),
        );
      expect(cells).toEqual([
        [
          "Ann's Kitchen",
          '#3F2A8C1E',
          '$36.00',
          '$29.50 held',
          'Product not received',
          'Nov 21, 2026',
          'Open',
        ],
        [
          "Ann's Kitchen",
          '#A1B2C3D4',
          '$36.00',
          '$29.50 taken from the next payout',
          'Product not received',
          'Nov 21, 2026',
          'LostNov 24, 2026',
        ],
      ]);
    });

    it('on a phone shows each dispute as a card', async () => {
      setViewportWidth(375);
      try {
        renderPanel(api);
        const cards = await screen.findByRole('list', { name: 'Card disputes' });
        const open = within(cards).getByRole('listitem', { name: 'Dispute of order #3F2A8C1E' });
        expect(open).toHaveTextContent("Ann's KitchenOrder #3F2A8C1E$36.00");
        expect(open).toHaveTextContent("Chef's share$29.50 held");
      } finally {
        setViewportWidth(1024);
      }
    });

    it('says so when there is none', async () => {
      api.disputes = [];
      renderPanel(api);
      expect(await screen.findByText(DM.empty)).toBeInTheDocument();
    });
  });

  describe('reconciliation', () => {
    const mismatch = (m: Record<string, unknown> & { id: string }) => ({
      __typename: 'ReconciliationMismatch' as const,
      orderId: null,
      payoutId: null,
      detail: null,
      day: '2026-11-26',
      foundAt: '2026-11-27T06:00:00.000Z',
      ...m,
    });
    beforeEach(() => {
      api.mismatches = [
        mismatch({
          id: 'm1',
          kind: 'REFUND_NOT_IN_LEDGER',
          reference: 're_test_1',
          orderId: ORDER_ID,
          ourCents: null,
          theirCents: 300,
        }),
        mismatch({
          id: 'm2',
          kind: 'PAYOUT_FAILED',
          reference: '9d8c7b6a-0000-4000-8000-000000000000',
          payoutId: '9d8c7b6a-0000-4000-8000-000000000000',
          ourCents: 1800,
          theirCents: 0,
          detail: 'ours PAID, theirs FAILED (bounced_back)',
        }),
      ];
    });

    it('says everything matches, with the last run, when nothing is open', async () => {
      api.mismatches = [];
      renderPanel(api);
      const box = (await screen.findByText(RM.matches)).closest('[role="status"]');
      expect(box).toHaveTextContent('Last checked: Nov 26, 2026 (ran Nov 27, 2026, 1:00');
    });

    it('lists each difference with the order or payout, both amounts and the difference; an admin marks one resolved with a note', async () => {
      const user = userEvent.setup();
      renderPanel(api);
      const table = await screen.findByRole('table', { name: 'Reconciliation differences' });
      expect(screen.getByText(RM.openNote(2), { exact: false })).toBeInTheDocument();
      const cells = within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((c) => c.textContent ?? ''),
        );
      expect(cells).toEqual([
        [
          'Refund missing from our ledgerre_test_1',
          'Order #3F2A8C1E',
          'None',
          '$3.00',
          '+$3.00',
          'Nov 26, 2026',
          'Mark resolved',
        ],
        [
          'Payout failed at the payout providerours PAID, theirs FAILED (bounced_back)',
          'Payout 9D8C7B6A',
          '$18.00',
          '$0.00',
          '−$18.00',
          'Nov 26, 2026',
          'Mark resolved',
        ],
      ]);
      const payoutRow = within(table).getAllByRole('row')[2]!;
      await user.click(within(payoutRow).getByRole('button', { name: RM.resolve }));
      const dialog = await screen.findByRole('dialog', { name: RM.resolveTitle });
      await user.click(within(dialog).getByRole('button', { name: RM.resolve }));
      expect(await within(dialog).findByText('Say how it was resolved')).toBeInTheDocument();
      await user.type(within(dialog).getByLabelText(RM.noteLabel), 'Chef paid again by hand');
      await user.click(within(dialog).getByRole('button', { name: RM.resolve }));
      expect(await screen.findByText(RM.resolved)).toBeInTheDocument();
      expect(api.last('resolveMismatch')).toEqual({
        id: 'm2',
        note: 'Chef paid again by hand',
      });
      await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('on a phone shows each difference as a card with its button', async () => {
      setViewportWidth(375);
      try {
        renderPanel(api);
        const cards = await screen.findByRole('list', { name: 'Reconciliation differences' });
        const refund = within(cards).getByRole('listitem', {
          name: 'Refund missing from our ledger, Order #3F2A8C1E',
        });
        expect(refund).toHaveTextContent('Our ledgerNoneTheirs$3.00');
        expect(within(refund).getByRole('button', { name: RM.resolve })).toBeInTheDocument();
      } finally {
        setViewportWidth(1024);
      }
    });
  });

  it('shows the empty state when there is no payout', async () => {
    api.payouts = [];
    renderPanel(api);
    expect(await screen.findByText(M.empty)).toBeInTheDocument();
  });

  describe('Download CSV', () => {
    let saved: Array<{ name: string; blob: Blob }>;
    const blobs = new Map<string, Blob>();
    beforeEach(() => {
      saved = [];
      let n = 0;
      URL.createObjectURL = jest.fn((blob: Blob) => {
        const url = `blob:test/${++n}`;
        blobs.set(url, blob);
        return url;
      }) as typeof URL.createObjectURL;
      URL.revokeObjectURL = jest.fn() as typeof URL.revokeObjectURL;
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        saved.push({ name: this.download, blob: blobs.get(this.href)! });
      });
    });
    afterEach(() => {
      jest.restoreAllMocks();
    });

    it('downloads the payouts of the chosen status as payouts-<status>-YYYY-MM-DD.csv', async () => {
      const ue = userEvent.setup();
      renderPanel(api);
      await rows();
      await ue.click(screen.getByRole('button', { name: 'Download CSV' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(api.last('payoutsCsv')).toEqual({ status: null });
      expect(saved[0]!.name).toBe(`payouts-${localIsoDate()}.csv`);
      await ue.selectOptions(screen.getByLabelText('Status'), 'PENDING');
      await ue.click(screen.getByRole('button', { name: 'Download CSV' }));
      await waitFor(() => expect(saved).toHaveLength(2));
      expect(api.last('payoutsCsv')).toEqual({ status: 'PENDING' });
      expect(saved[1]!.name).toBe(`payouts-pending-${localIsoDate()}.csv`);
      expect(saved[1]!.blob.type).toBe('text/csv;charset=utf-8');
    });
  });
});

describe('Refund an order', () => {
  let api: FakePayoutsApi;
  beforeEach(() => {
    api = new FakePayoutsApi();
  });

  const lookUp = async (ue: ReturnType<typeof userEvent.setup>, id: string) => {
    const form = screen.getByRole('form', { name: 'Look up an order' });
    const input = within(form).getByLabelText('Order reference or id');
    await ue.clear(input);
    await ue.type(input, id);
    await ue.click(within(form).getByRole('button', { name: 'Look up' }));
  };

  it('reads dollar amounts as cents', () => {
    expect(dollarsToCents('12')).toBe(1200);
    expect(dollarsToCents('$12.5')).toBe(1250);
    expect(dollarsToCents(' 0.07 ')).toBe(7);
    expect(dollarsToCents('12,50')).toBe(1250);
    expect(dollarsToCents('1.234')).toBeNull();
    expect(dollarsToCents('ten')).toBeNull();
  });

  it('refuses what is neither a reference nor an order id without asking the server; an unknown one is not found', async () => {
    const ue = userEvent.setup();
    renderPanel(api);
    await rows();
    for (const typed of ['3F2A', 'order 42', '#3F2A8C1E9']) {
      await lookUp(ue, typed);
      expect(await screen.findByText(OrderReferenceMessages.invalid)).toBeInTheDocument();
    }
    expect(api.count('orderByReference')).toBe(0);
    await lookUp(ue, '#00000000');
    expect(await screen.findByText(OrderReferenceMessages.notFound)).toBeInTheDocument();
    await lookUp(ue, '00000000-0000-4000-8000-000000000000');
    expect(await screen.findByText(OrderReferenceMessages.notFound)).toBeInTheDocument();
    expect(screen.queryByText(OrderReferenceMessages.invalid)).toBeNull();
  });

  it('finds the order by its reference as a person types it, or by its full id', async () => {
    const ue = userEvent.setup();
    renderPanel(api);
    await rows();
    for (const typed of ['#3f2a8c1e', '3F2A8C1E', ORDER_ID.toUpperCase()]) {
      await lookUp(ue, ` ${typed} `);
      const box = await screen.findByTestId('order-payment');
      expect(box).toHaveTextContent("Order #3F2A8C1E · Ann's Kitchen");
      expect(api.last('orderByReference')).toEqual({ reference: typed });
    }
  });

  it('lists the orders sharing a reference and shows the one the admin picks', async () => {
    api.twins = [
      {
        ...api.order,
        id: '3f2a8c1e-0000-4000-8000-000000000001',
        restaurantName: "Bo's Bakery",
        totalCents: 1500,
        createdAt: '2026-11-21T12:00:00.000Z',
      },
    ];
    const ue = userEvent.setup();
    renderPanel(api);
    await rows();
    await lookUp(ue, '#3F2A8C1E');
    const matches = await screen.findByRole('region', { name: 'Orders with this reference' });
    expect(matches).toHaveTextContent('2 orders have this reference. Choose one:');
    const items = within(matches).getAllByTestId('order-match');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringMatching(/^#3F2A8C1E · Bo's Bakery · .* · \$15\.00/),
      expect.stringMatching(/^#3F2A8C1E · Ann's Kitchen · .* · \$36\.00/),
    ]);
    expect(screen.queryByTestId('order-payment')).toBeNull();
    await ue.click(within(items[1]!).getByRole('button'));
    expect(await screen.findByTestId('order-payment')).toHaveTextContent(
      "Order #3F2A8C1E · Ann's Kitchen",
    );
    await ue.click(within(items[0]!).getByRole('button'));
    expect(await screen.findByTestId('order-payment')).toHaveTextContent(
      "Order #3F2A8C1E · Bo's Bakery",
    );
  });

  it('shows the payment, checks the amount in the browser, asks, refunds once per form and shows the server refusal', async () => {
    const ue = userEvent.setup();
    renderPanel(api);
    await rows();
    await lookUp(ue, ORDER_ID.toUpperCase());
    const box = await screen.findByTestId('order-payment');
    expect(box).toHaveTextContent("Order #3F2A8C1E · Ann's Kitchen");
    expect(box).toHaveTextContent('Charged$36.00');
    expect(box).toHaveTextContent('Left to refund$36.00');
    const refundForm = within(box).getByRole('form', { name: 'Refund' });
    const amount = within(refundForm).getByLabelText('Amount to refund ($)');

    // More than is left, and not an amount: refused here, nothing sent.
    await ue.type(amount, '36.01');
    await ue.click(within(refundForm).getByRole('button', { name: 'Refund' }));
    expect(within(refundForm).getByRole('alert')).toHaveTextContent(
      PaymentMessages.refundAmountInvalid,
    );
    await ue.clear(amount);
    await ue.type(amount, 'ten');
    await ue.click(within(refundForm).getByRole('button', { name: 'Refund' }));
    expect(within(refundForm).getByRole('alert')).toHaveTextContent(
      PaymentMessages.refundAmountInvalid,
    );
    expect(api.count('refundOrder')).toBe(0);

    // The server refuses: its message under the amount; the same key is kept for the next try.
    await ue.clear(amount);
    await ue.type(amount, '10');
    await ue.type(within(refundForm).getByLabelText(/Reason/), 'Cold on arrival');
    await ue.click(within(refundForm).getByRole('button', { name: 'Refund' }));
    const confirm = screen.getByRole('dialog', { name: 'Refund this order?' });
    expect(confirm).toHaveTextContent('$10.00 goes back');
    api.refuseNext = PaymentMessages.refundNotCaptured;
    await ue.click(within(confirm).getByRole('button', { name: 'Yes, refund $10.00' }));
    expect(await within(refundForm).findByRole('alert')).toHaveTextContent(
      PaymentMessages.refundNotCaptured,
    );
    const firstKey = api.last('refundOrder')!['idempotencyKey'];
    expect(api.last('refundOrder')).toEqual({
      orderId: ORDER_ID,
      amountCents: 1000,
      reason: 'Cold on arrival',
      idempotencyKey: expect.any(String),
    });

    await ue.click(within(refundForm).getByRole('button', { name: 'Refund' }));
    await ue.click(screen.getByRole('button', { name: 'Yes, refund $10.00' }));
    expect(await screen.findByText(M.refunded('$10.00'))).toBeInTheDocument();
    expect(api.last('refundOrder')!['idempotencyKey']).toBe(firstKey);
    await waitFor(() =>
      expect(screen.getByTestId('order-payment')).toHaveTextContent('Left to refund$26.00'),
    );
    expect(screen.getByRole('list', { name: 'Refunds' })).toHaveTextContent('Cold on arrival');

    // A new refund on the same screen gets a new key.
    const again = within(screen.getByRole('form', { name: 'Refund' }));
    await ue.type(again.getByLabelText('Amount to refund ($)'), '26');
    await ue.click(again.getByRole('button', { name: 'Refund' }));
    await ue.click(screen.getByRole('button', { name: 'Yes, refund $26.00' }));
    await waitFor(() => expect(api.count('refundOrder')).toBe(3));
    expect(api.last('refundOrder')!['idempotencyKey']).not.toBe(firstKey);
    expect(await screen.findByText(M.fullyRefunded)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Refund' })).toBeNull();
  });
});
