import { orderReference } from '@hearth/contracts';
import type { AdminReconciliationQuery } from '@hearth/graphql-client';
import { Button, Modal, Spinner, TextField, formatPrice, useIsMobile, useToast } from '@hearth/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  DialogButtons,
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
import { useReconciliation, useResolveMismatch } from '../api/reconciliation';
import { MISMATCH_KIND_LABELS, ReconciliationMessages as M } from '../utils/messages';

type Mismatch = AdminReconciliationQuery['reconciliationMismatches'][number];
type LastRun = AdminReconciliationQuery['reconciliationLastRun'];

const Amount = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Difference = styled(Amount)`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

/** The all-clear: a quiet success box with when the last check ran. */
const Matches = styled.div`
  padding: ${({ theme }) => theme.spacing(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSoft};
  p {
    margin: 0;
  }
  strong {
    color: ${({ theme }) => theme.colors.success};
  }
  p + p {
    margin-top: ${({ theme }) => theme.spacing(1)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
  }
`;

/** A day and time (`Nov 27, 2026, 1:00 AM`, or the day only) in the admin's locale, Toronto. */
function when(iso: string, withTime: boolean): string {
  return new Intl.DateTimeFormat(adminLocales() as string[] | undefined, {
    dateStyle: 'medium',
    ...(withTime ? { timeStyle: 'short' } : {}),
    timeZone: 'America/Toronto',
  }).format(new Date(iso));
}

/** A Toronto day `YYYY-MM-DD` as the admin reads it (`Nov 26, 2026`). */
function dayOf(day: string): string {
  return new Intl.DateTimeFormat(adminLocales() as string[] | undefined, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

/** What the mismatch is about: the order's reference or the payout's short id. */
export function subjectOf(m: Pick<Mismatch, 'orderId' | 'payoutId'>): string {
  if (m.orderId) return `Order ${orderReference(m.orderId)}`;
  if (m.payoutId) return `Payout ${m.payoutId.slice(0, 8).toUpperCase()}`;
  return '—';
}

/** An amount of one side, or `None` when that side has no record. */
const side = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? M.noneOnTheirSide : formatPrice(cents);

/** Theirs − ours in dollars with its sign (`+$3.00`, `−$18.00`); a missing side counts 0. */
export function differenceOf(m: Pick<Mismatch, 'ourCents' | 'theirCents'>): string {
  const d = (m.theirCents ?? 0) - (m.ourCents ?? 0);
  if (d === 0) return formatPrice(0);
  return `${d > 0 ? '+' : '−'}${formatPrice(Math.abs(d))}`;
}

/** The processor's id (`pi_…`, `re_…`, `dp_…`) to look up, or null when it is the payout's own. */
const theirId = (m: Mismatch) => (m.reference === m.payoutId ? null : m.reference);

/** The kind, with the statuses when they differ and the processor's id. */
function What({ m }: { m: Mismatch }) {
  const id = theirId(m);
  return (
    <>
      {MISMATCH_KIND_LABELS[m.kind]}
      {m.detail && <Muted>{m.detail}</Muted>}
      {id && <Muted>{id}</Muted>}
    </>
  );
}

/**
 * Asks the admin what was done and marks the mismatch resolved; the server's refusal of the note
 * shows under it. Focus starts in the note.
 */
function ResolveDialog({ mismatch, onClose }: { mismatch: Mismatch; onClose: () => void }) {
  const toast = useToast();
  const [resolve, { loading }] = useResolveMismatch();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const { data } = await resolve({ variables: { id: mismatch.id, note } });
      const r = data?.resolveReconciliationMismatch;
      if (r?.__typename === 'ReconciliationMismatch') {
        toast.show(M.resolved, { tone: 'success' });
        onClose();
      } else if (r?.__typename === 'ValidationError') setError(r.errors[0]?.message);
      else toast.show(M.resolveFailed, { tone: 'error' });
    } catch {
      toast.show(M.resolveFailed, { tone: 'error' });
    }
  };
  return (
    <Modal open onClose={onClose} title={M.resolveTitle}>
      <p>
        {MISMATCH_KIND_LABELS[mismatch.kind]} — {subjectOf(mismatch)}: ours{' '}
        {side(mismatch.ourCents)}, theirs {side(mismatch.theirCents)}.
      </p>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label={M.noteLabel}
          hint={M.noteHint}
          value={note}
          error={error}
          maxLength={500}
          onChange={(e) => {
            setNote(e.target.value);
            setError(undefined);
          }}
          data-autofocus
        />
        <DialogButtons>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={loading} aria-busy={loading || undefined}>
            {loading ? 'Saving…' : M.resolve}
          </Button>
        </DialogButtons>
      </form>
    </Modal>
  );
}

/** Phones: one card per mismatch with the table's facts and its button. */
function MismatchCards({
  mismatches,
  onResolve,
}: {
  mismatches: readonly Mismatch[];
  onResolve: (m: Mismatch) => void;
}) {
  return (
    <RecordCards aria-label="Reconciliation differences">
      {mismatches.map((m) => (
        <li key={m.id} aria-label={`${MISMATCH_KIND_LABELS[m.kind]}, ${subjectOf(m)}`}>
          <RecordCardHead>
            <span>
              <strong>{MISMATCH_KIND_LABELS[m.kind]}</strong>
              <Muted>{subjectOf(m)}</Muted>
            </span>
            <Difference>{differenceOf(m)}</Difference>
          </RecordCardHead>
          <RecordCardFacts>
            <dt>Our ledger</dt>
            <dd>{side(m.ourCents)}</dd>
            <dt>Theirs</dt>
            <dd>{side(m.theirCents)}</dd>
            {m.detail && (
              <>
                <dt>Status</dt>
                <dd>{m.detail}</dd>
              </>
            )}
            {theirId(m) && (
              <>
                <dt>Their id</dt>
                <dd>{theirId(m)}</dd>
              </>
            )}
            <dt>Found</dt>
            <dd>{dayOf(m.day)}</dd>
          </RecordCardFacts>
          <Button $variant="secondary" onClick={() => onResolve(m)}>
            {M.resolve}
          </Button>
        </li>
      ))}
    </RecordCards>
  );
}

/** When the last check ran, or that none has. */
function lastRunNote(run: LastRun): string {
  return run?.finishedAt ? M.lastRun(dayOf(run.day), when(run.finishedAt, true)) : M.notRunYet;
}

/**
 * Pending Payments' reconciliation (docs/rules/payments.md#reconciliation): the differences the
 * nightly check found between our ledger and the card processor or payout provider — what
 * differs, the order or payout, our amount, theirs and the difference, the day found — each with
 * "Mark resolved" (a note saying what was done). A table on desktop, cards on phones; "Everything
 * matches" with the last run's time when nothing is open; loading and error states.
 */
export function ReconciliationSection() {
  const isMobile = useIsMobile();
  const { data, error, refetch } = useReconciliation();
  const [resolving, setResolving] = useState<Mismatch | null>(null);
  const mismatches = data?.reconciliationMismatches;
  const columns: ReadonlyArray<DataColumn<Mismatch, string>> = [
    { key: 'what', header: 'What differs', cell: (m) => <What m={m} /> },
    { key: 'subject', header: 'Order or payout', noWrap: true, cell: (m) => subjectOf(m) },
    {
      key: 'ours',
      header: 'Our ledger',
      noWrap: true,
      cell: (m) => <Amount>{side(m.ourCents)}</Amount>,
    },
    {
      key: 'theirs',
      header: 'Theirs',
      noWrap: true,
      cell: (m) => <Amount>{side(m.theirCents)}</Amount>,
    },
    {
      key: 'difference',
      header: 'Difference',
      noWrap: true,
      cell: (m) => <Difference>{differenceOf(m)}</Difference>,
    },
    { key: 'found', header: 'Found', noWrap: true, cell: (m) => dayOf(m.day) },
    {
      key: 'action',
      header: 'Action',
      cell: (m) => (
        <Button $variant="secondary" onClick={() => setResolving(m)}>
          {M.resolve}
        </Button>
      ),
    },
  ];
  let body;
  if (error && !mismatches) body = <LoadError message={M.loadFailed} onRetry={refetch} />;
  else if (!mismatches) body = <Spinner centered label={M.loading} />;
  else if (mismatches.length === 0)
    body = (
      <Matches role="status">
        <p>
          <strong>{M.matches}</strong>
        </p>
        <p>{lastRunNote(data?.reconciliationLastRun)}</p>
      </Matches>
    );
  else
    body = (
      <>
        <PanelNote>
          {M.openNote(mismatches.length)} {lastRunNote(data?.reconciliationLastRun)}
        </PanelNote>
        {isMobile ? (
          <MismatchCards mismatches={mismatches} onResolve={setResolving} />
        ) : (
          <DataTable
            label="Reconciliation differences"
            columns={columns}
            rows={mismatches}
            rowKey={(m) => m.id}
            sort={{ field: '', direction: 'ASC' }}
            onSortChange={() => {}}
            isBusy={false}
          />
        )}
      </>
    );
  return (
    <PanelSection aria-labelledby="reconciliation-title">
      <h2 id="reconciliation-title">Reconciliation</h2>
      {body}
      {resolving && <ResolveDialog mismatch={resolving} onClose={() => setResolving(null)} />}
    </PanelSection>
  );
}
