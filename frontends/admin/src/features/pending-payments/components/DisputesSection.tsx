import { orderReference } from '@hearth/contracts';
import type { AdminPaymentDisputesQuery, DisputeStatus } from '@hearth/graphql-client';
import { Spinner, formatPrice, useIsMobile } from '@hearth/ui';
import styled from 'styled-components';
import { StatusTag, type StatusTone } from '../../../components/StatusTag';
import {
  Muted,
  PanelNote,
  PanelSection,
  RecordCardFacts,
  RecordCardHead,
  RecordCards,
} from '../../../components/record-cards';
import { LoadError } from '../../../components/LoadError';
import { DataTable } from '../../../components/data-table/DataTable';
import type { DataColumn } from '../../../components/data-table/types';
import { adminLocales } from '../../../lib/format';
import { usePaymentDisputes } from '../api/disputes';
import { DISPUTE_STATUS_LABELS, DisputeMessages as M } from '../utils/messages';

type Dispute = AdminPaymentDisputesQuery['paymentDisputes'][number];

/** The colour of each dispute state's label: open is a problem, won is good, lost is settled. */
const STATUS_TONE: Record<DisputeStatus, StatusTone> = { OPEN: 'bad', WON: 'good', LOST: 'done' };

const Amount = styled.span`
  font-variant-numeric: tabular-nums;
  font-weight: 600;
`;

/** `Nov 23, 2026` in the admin's locale, Toronto time. */
function day(iso: string): string {
  return new Intl.DateTimeFormat(adminLocales() as string[] | undefined, {
    dateStyle: 'medium',
    timeZone: 'America/Toronto',
  }).format(new Date(iso));
}

/** The restaurant, or the chef id when no name is known. */
const chefOf = (d: Dispute) => d.restaurantName || d.chefId;

/** `fraudulent` → `Fraudulent`, `product_not_received` → `Product not received`; none: `—`. */
export function reasonLabel(reason: string | null | undefined): string {
  if (!reason) return '—';
  const words = reason.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The status tag, with the day the dispute closed. */
function Status({ dispute: d }: { dispute: Dispute }) {
  return (
    <>
      <StatusTag $tone={STATUS_TONE[d.status]}>{DISPUTE_STATUS_LABELS[d.status]}</StatusTag>
      {d.closedAt && <Muted>{day(d.closedAt)}</Muted>}
    </>
  );
}

/** What happened to the chef's share: held, released or taken from the next payout. */
const heldNote = (d: Dispute) => M.held[d.status](formatPrice(d.heldCents));

const COLUMNS: ReadonlyArray<DataColumn<Dispute, string>> = [
  { key: 'chef', header: 'Chef', cell: (d) => chefOf(d) },
  { key: 'order', header: 'Order', noWrap: true, cell: (d) => orderReference(d.orderId) },
  {
    key: 'amount',
    header: 'Disputed',
    noWrap: true,
    cell: (d) => <Amount>{formatPrice(d.amountCents)}</Amount>,
  },
  { key: 'held', header: "Chef's share", cell: (d) => heldNote(d) },
  { key: 'reason', header: 'Reason', cell: (d) => reasonLabel(d.reason) },
  { key: 'opened', header: 'Opened', noWrap: true, cell: (d) => day(d.openedAt) },
  { key: 'status', header: 'Status', noWrap: true, cell: (d) => <Status dispute={d} /> },
];

/** Phones: one card per dispute with the table's facts. */
function DisputeCards({ disputes }: { disputes: readonly Dispute[] }) {
  return (
    <RecordCards aria-label="Card disputes">
      {disputes.map((d) => (
        <li key={d.id} aria-label={`Dispute of order ${orderReference(d.orderId)}`}>
          <RecordCardHead>
            <span>
              <strong>{chefOf(d)}</strong>
              <Muted>Order {orderReference(d.orderId)}</Muted>
            </span>
            <Amount>{formatPrice(d.amountCents)}</Amount>
          </RecordCardHead>
          <RecordCardFacts>
            <dt>Chef&apos;s share</dt>
            <dd>{heldNote(d)}</dd>
            <dt>Reason</dt>
            <dd>{reasonLabel(d.reason)}</dd>
            <dt>Opened</dt>
            <dd>{day(d.openedAt)}</dd>
            <dt>Status</dt>
            <dd>
              <Status dispute={d} />
            </dd>
          </RecordCardFacts>
        </li>
      ))}
    </RecordCards>
  );
}

/**
 * Pending Payments' card disputes (chargebacks the processor reported): chef, order reference,
 * amount disputed, the chef's share (held while open, released when won, taken from the next
 * payout when lost), the bank's reason, when it opened and its status; open ones first. A note
 * says what holding means; loading / empty / error states. Read-only: the dispute is answered at
 * the processor, and its outcome arrives by webhook.
 */
export function DisputesSection() {
  const isMobile = useIsMobile();
  const { data, error, refetch } = usePaymentDisputes();
  const disputes = data?.paymentDisputes;
  const open = disputes?.filter((d) => d.status === 'OPEN').length ?? 0;
  let body;
  if (error && !disputes) body = <LoadError message={M.loadFailed} onRetry={refetch} />;
  else if (!disputes) body = <Spinner centered label={M.loading} />;
  else if (disputes.length === 0) body = <PanelNote>{M.empty}</PanelNote>;
  else
    body = (
      <>
        <PanelNote>{open > 0 ? M.openNote(open) : M.closedNote}</PanelNote>
        {isMobile ? (
          <DisputeCards disputes={disputes} />
        ) : (
          <DataTable
            label="Card disputes"
            columns={COLUMNS}
            rows={disputes}
            rowKey={(d) => d.id}
            sort={{ field: '', direction: 'ASC' }}
            onSortChange={() => {}}
            isBusy={false}
          />
        )}
      </>
    );
  return (
    <PanelSection aria-labelledby="disputes-title">
      <h2 id="disputes-title">Card disputes</h2>
      {body}
    </PanelSection>
  );
}
