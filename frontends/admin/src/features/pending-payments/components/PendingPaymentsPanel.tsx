import type { AdminPayoutFieldsFragment, PayoutStatus } from '@hearth/graphql-client';
import { Button, EmptyState, Spinner, formatPrice, useIsMobile, useToast } from '@hearth/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { StatusFilter } from '../../../components/StatusFilter';
import { StatusTag, type StatusTone } from '../../../components/StatusTag';
import {
  Muted,
  RecordCardFacts,
  RecordCardHead,
  RecordCards,
  PanelNote,
  PanelSection,
} from '../../../components/record-cards';
import { LoadError } from '../../../components/LoadError';
import { DataTable } from '../../../components/data-table/DataTable';
import type { DataColumn } from '../../../components/data-table/types';
import { downloadTextFile } from '@hearth/ui';
import { adminLocales, localIsoDate } from '../../../lib/format';
import {
  PAYOUT_STATUS_LABELS,
  PAYOUT_STATUS_ORDER,
  PendingPaymentsMessages as M,
} from '../utils/messages';
import { usePayoutActions, usePayoutsCsv, usePendingPayments } from '../api/payouts';
import { MarkPaidDialog } from './MarkPaidDialog';
import { OrderRefundPanel } from './OrderRefundPanel';
import { DisputesSection } from './DisputesSection';
import { ReconciliationSection } from './ReconciliationSection';
import { TaxExportSection } from './TaxExportSection';

type Payout = AdminPayoutFieldsFragment;

/** How many payouts the list asks for (the server's most; a status filter narrows the list). */
export const PAYOUTS_LIMIT = 100;
type Action = 'approve' | 'hold' | 'markPaid';

/** The colour of each payout state's label. */
const STATUS_TONE: Record<PayoutStatus, StatusTone> = {
  PENDING: 'busy',
  APPROVED: 'busy',
  HELD: 'bad',
  PAID: 'good',
};

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(3)};
  margin-bottom: ${({ theme }) => theme.spacing(4)};
`;
const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(2)};
`;
const RowActions = styled.div`
  display: flex;
  flex-wrap: nowrap;
  gap: ${({ theme }) => theme.spacing(2)};
`;
const Amount = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: 600;
`;
const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;

/** `Ann Cook`, or the restaurant, or the chef id when the name is not known. */
export function chefName(p: Payout): string {
  const name = p.chef ? `${p.chef.firstName} ${p.chef.lastName}`.trim() : '';
  return name || p.restaurantName || p.chefId;
}

/**
 * A date in the admin's locale and in Toronto (payout periods are Toronto weeks), e.g.
 * `Nov 23, 2026`; `minusMs` shows the last day of a period whose end instant is exclusive.
 */
function day(iso: string, minusMs = 0): string {
  return new Intl.DateTimeFormat(adminLocales() as string[] | undefined, {
    dateStyle: 'medium',
    timeZone: 'America/Toronto',
  }).format(new Date(new Date(iso).getTime() - minusMs));
}

/** The period a payout covers, first to last day (one date when it is a single day). */
function Period({ payout: p }: { payout: Payout }) {
  const [from, to] = [day(p.periodStart), day(p.periodEnd, 1)];
  return (
    <span title={`${p.periodStart} – ${p.periodEnd}`}>
      {from === to ? (
        from
      ) : (
        <>
          {from} –<br />
          {to}
        </>
      )}
    </span>
  );
}

/** The status tag, with the day it was paid. */
function Status({ payout: p }: { payout: Payout }) {
  return (
    <>
      <StatusTag $tone={STATUS_TONE[p.status]}>{PAYOUT_STATUS_LABELS[p.status]}</StatusTag>
      {p.paidAt && <Muted>{day(p.paidAt)}</Muted>}
    </>
  );
}

/** What the admin may do next: Approve and Hold (pending), Approve (held), Mark paid (approved). */
function PayoutActions({
  payout: p,
  busy,
  onAction,
}: {
  payout: Payout;
  busy: boolean;
  onAction: (payout: Payout, action: Action) => void;
}) {
  const name = chefName(p);
  return (
    <RowActions>
      {(p.status === 'PENDING' || p.status === 'HELD') && (
        <Button
          $size="sm"
          onClick={() => onAction(p, 'approve')}
          disabled={busy}
          aria-label={`Approve payout to ${name}`}
        >
          Approve
        </Button>
      )}
      {p.status === 'PENDING' && (
        <Button
          $size="sm"
          $variant="secondary"
          onClick={() => onAction(p, 'hold')}
          disabled={busy}
          aria-label={`Hold payout to ${name}`}
        >
          Hold
        </Button>
      )}
      {p.status === 'APPROVED' && (
        <Button
          $size="sm"
          onClick={() => onAction(p, 'markPaid')}
          disabled={busy}
          aria-label={`Mark payout to ${name} paid`}
        >
          Mark paid
        </Button>
      )}
      {p.status === 'PAID' && <Muted>{p.transferReference}</Muted>}
    </RowActions>
  );
}

/**
 * Phones (≤ 767 px): one card per payout with the same facts and buttons as the table's row, so
 * nothing has to be scrolled sideways to act.
 */
function PayoutCards({
  payouts,
  busyId,
  onAction,
}: {
  payouts: readonly Payout[];
  busyId: string | null;
  onAction: (payout: Payout, action: Action) => void;
}) {
  return (
    <RecordCards aria-label="Payouts">
      {payouts.map((p) => (
        <li key={p.id} aria-label={`Payout to ${chefName(p)}`}>
          <RecordCardHead>
            <span>
              <strong>{chefName(p)}</strong>
              {p.restaurantName && chefName(p) !== p.restaurantName && (
                <Muted>{p.restaurantName}</Muted>
              )}
            </span>
            <Amount>{formatPrice(p.amountCents)}</Amount>
          </RecordCardHead>
          <RecordCardFacts>
            <dt>Period</dt>
            <dd>
              <Period payout={p} />
            </dd>
            <dt>Orders</dt>
            <dd>{p.orderCount}</dd>
            <dt>Bank last 4</dt>
            <dd>{p.bankLast4 ? `•••• ${p.bankLast4}` : M.noBank}</dd>
            <dt>Status</dt>
            <dd>
              <Status payout={p} />
            </dd>
          </RecordCardFacts>
          <PayoutActions payout={p} busy={busyId === p.id} onAction={onAction} />
        </li>
      ))}
    </RecordCards>
  );
}

function columns(
  busyId: string | null,
  onAction: (payout: Payout, action: Action) => void,
): ReadonlyArray<DataColumn<Payout, string>> {
  return [
    {
      key: 'chef',
      header: 'Chef',
      cell: (p) => (
        <>
          {chefName(p)}
          {p.restaurantName && chefName(p) !== p.restaurantName && (
            <Muted>{p.restaurantName}</Muted>
          )}
        </>
      ),
    },
    { key: 'period', header: 'Period', noWrap: true, cell: (p) => <Period payout={p} /> },
    { key: 'orders', header: 'Orders', cell: (p) => p.orderCount },
    {
      key: 'amount',
      header: 'Amount',
      noWrap: true,
      cell: (p) => <Amount>{formatPrice(p.amountCents)}</Amount>,
    },
    {
      key: 'bank',
      header: 'Bank last 4',
      noWrap: true,
      cell: (p) => (p.bankLast4 ? `•••• ${p.bankLast4}` : <Muted>{M.noBank}</Muted>),
    },
    { key: 'status', header: 'Status', noWrap: true, cell: (p) => <Status payout={p} /> },
    {
      key: 'actions',
      header: 'Actions',
      noWrap: true,
      cell: (p) => <PayoutActions payout={p} busy={busyId === p.id} onAction={onAction} />,
    },
  ];
}

/** The user-facing problem in a payout mutation's answer; null on success. */
function problemOf(
  result:
    | { __typename?: string; errors?: Array<{ message: string }>; message?: string }
    | undefined
    | null,
): string | null {
  if (!result) return M.actionFailed;
  if (result.__typename === 'ValidationError') return result.errors?.[0]?.message ?? M.actionFailed;
  if (result.__typename === 'ServerError') return result.message ?? M.actionFailed;
  return null;
}

/**
 * Pending Payments (admin side menu): the chefs' payouts (chef, period, orders, amount, bank last
 * 4, status), filtered by status, open ones first. Approve (pending or held), Hold (pending) and
 * Mark paid (approved; asks first, since it sends the bank transfer); Run payouts creates the
 * payouts due now; Download CSV exports the list as filtered. Loading / empty / error states.
 * Below, the card disputes (`DisputesSection`), the daily reconciliation's differences
 * (`ReconciliationSection`), the sales tax export for remittance (`TaxExportSection`) and the
 * order refund panel.
 */
export function PendingPaymentsPanel() {
  const toast = useToast();
  const isMobile = useIsMobile();
  const [status, setStatus] = useState<PayoutStatus | ''>('');
  const { data, loading, error, refetch } = usePendingPayments(status || null, PAYOUTS_LIMIT);
  const { approve, hold, markPaid, runPayouts, running } = usePayoutActions();
  const fetchCsv = usePayoutsCsv();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Payout | null>(null);
  const [csvState, setCsvState] = useState<'idle' | 'preparing' | 'failed'>('idle');

  const act = async (payout: Payout, action: Action) => {
    setBusyId(payout.id);
    const name = chefName(payout);
    try {
      const variables = { payoutId: payout.id };
      let problem: string | null;
      let done: string;
      if (action === 'approve') {
        problem = problemOf((await approve({ variables })).data?.approvePayout);
        done = M.approved(name);
      } else if (action === 'hold') {
        problem = problemOf((await hold({ variables })).data?.holdPayout);
        done = M.held(name);
      } else {
        problem = problemOf((await markPaid({ variables })).data?.markPayoutPaid);
        done = M.paid(name);
      }
      toast.show(problem ?? done, { tone: problem ? 'error' : 'success' });
    } catch {
      toast.show(M.actionFailed, { tone: 'error' });
    } finally {
      setBusyId(null);
      setConfirming(null);
    }
  };
  const onAction = (payout: Payout, action: Action) => {
    if (action === 'markPaid') setConfirming(payout);
    else void act(payout, action);
  };
  const run = async () => {
    try {
      const result = (await runPayouts()).data?.runPayouts;
      if (result?.__typename === 'PayoutRun') {
        const n = result.payouts.length;
        toast.show(n === 0 ? M.ranNone : M.ran(n), { tone: n === 0 ? 'info' : 'success' });
      } else toast.show(problemOf(result) ?? M.runFailed, { tone: 'error' });
    } catch {
      toast.show(M.runFailed, { tone: 'error' });
    }
  };
  const downloadCsv = async () => {
    setCsvState('preparing');
    try {
      const csv = await fetchCsv(status || null);
      const stem = status ? `payouts-${status.toLowerCase()}` : 'payouts';
      downloadTextFile(csv, `${stem}-${localIsoDate()}.csv`);
      setCsvState('idle');
    } catch {
      setCsvState('failed');
    }
  };

  const payouts = data?.pendingPayments;
  let body;
  if (error && !payouts) {
    body = <LoadError message={M.loadFailed} onRetry={refetch} />;
  } else if (!payouts) {
    body = <Spinner centered label={M.loading} />;
  } else {
    const empty = <EmptyState title={status ? M.emptyOf(PAYOUT_STATUS_LABELS[status]) : M.empty} />;
    body = (
      <>
        {payouts.length >= PAYOUTS_LIMIT && (
          <PanelNote role="status">{M.firstOnly(PAYOUTS_LIMIT)}</PanelNote>
        )}
        {isMobile ? (
          payouts.length === 0 ? (
            empty
          ) : (
            <PayoutCards payouts={payouts} busyId={busyId} onAction={onAction} />
          )
        ) : (
          <DataTable
            label={status ? `${PAYOUT_STATUS_LABELS[status]} payouts` : 'Payouts'}
            columns={columns(busyId, onAction)}
            rows={payouts}
            rowKey={(p) => p.id}
            sort={{ field: '', direction: 'ASC' }}
            onSortChange={() => {}}
            isBusy={loading}
            empty={empty}
          />
        )}
      </>
    );
  }

  return (
    <div data-testid="pending-payments">
      <Toolbar>
        <StatusFilter
          statuses={PAYOUT_STATUS_ORDER}
          labels={PAYOUT_STATUS_LABELS}
          value={status}
          onChange={setStatus}
        />
        <Buttons>
          <Button
            $size="sm"
            onClick={() => void run()}
            disabled={running.loading}
            aria-busy={running.loading || undefined}
          >
            {running.loading ? 'Running payouts…' : 'Run payouts'}
          </Button>
          <Button
            $size="sm"
            $variant="secondary"
            onClick={() => void downloadCsv()}
            disabled={csvState === 'preparing'}
            aria-busy={csvState === 'preparing' || undefined}
          >
            {csvState === 'preparing' ? 'Preparing CSV…' : 'Download CSV'}
          </Button>
        </Buttons>
      </Toolbar>
      {csvState === 'failed' && <ErrorText role="alert">{M.csvFailed}</ErrorText>}
      {body}
      {confirming && (
        <MarkPaidDialog
          name={chefName(confirming)}
          amount={formatPrice(confirming.amountCents)}
          bankLast4={confirming.bankLast4 ?? null}
          busy={busyId === confirming.id}
          onClose={() => setConfirming(null)}
          onConfirm={() => void act(confirming, 'markPaid')}
        />
      )}
      <DisputesSection />
      <ReconciliationSection />
      <TaxExportSection />
      <PanelSection aria-labelledby="refund-title">
        <h2 id="refund-title">Refund an order</h2>
        <OrderRefundPanel />
      </PanelSection>
    </div>
  );
}
