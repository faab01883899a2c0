import type { AdminPromotionFieldsFragment, PromotionStatus } from '@hearth/graphql-client';
import { Button, EmptyState, Modal, Spinner, useIsMobile, useToast } from '@hearth/ui';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { StatusTag, type StatusTone } from '../../../components/StatusTag';
import {
  DialogButtons,
  Muted,
  PanelNote,
  PanelSection,
  RecordCardFacts,
  RecordCardHead,
  RecordCards,
  RowActions,
} from '../../../components/record-cards';
import { LoadError } from '../../../components/LoadError';
import { DataTable } from '../../../components/data-table/DataTable';
import type { DataColumn } from '../../../components/data-table/types';
import {
  FUNDER_TEXT,
  PromotionPanelMessages as M,
  discountText,
  limitsText,
  restrictionsText,
  statusLabel,
  whenText,
} from '../utils/promotion-text';
import { usePromotionActions, usePromotionTargets, usePromotions } from '../api/promotions';
import { CreatePromotionForm } from './CreatePromotionForm';

type Promotion = AdminPromotionFieldsFragment;
type Action = 'pause' | 'resume' | 'end';

/** Most promotions the server lists (newest first). */
const LIST_MAX = 200;

/** The colour of each state's label. */
const STATUS_TONE: Record<PromotionStatus, StatusTone> = {
  SCHEDULED: 'busy',
  ACTIVE: 'good',
  PAUSED: 'busy',
  ENDED: 'done',
};

const Code = styled.code`
  font-weight: 700;
  letter-spacing: 0.03em;
  overflow-wrap: anywhere;
`;

/** The name, the code guests type (or that it applies by itself) and who funds it. */
function NameAndCode({ promotion: p }: { promotion: Promotion }) {
  return (
    <>
      <strong>{p.name}</strong>
      <Muted>{p.code ? <Code>{p.code}</Code> : 'Automatic offer'}</Muted>
      <Muted>{FUNDER_TEXT[p.fundedBy]}</Muted>
    </>
  );
}

/** Start and end in the promotion's own zone. */
function Dates({ promotion: p }: { promotion: Promotion }) {
  return (
    <>
      {whenText(p.startsAt, p.timeZone)} –<br />
      {whenText(p.endsAt, p.timeZone)}
    </>
  );
}

/** Pause (running or scheduled), Resume (paused), End (anything not ended). */
function PromotionActions({
  promotion: p,
  busy,
  onAction,
}: {
  promotion: Promotion;
  busy: boolean;
  onAction: (promotion: Promotion, action: Action) => void;
}) {
  if (p.status === 'ENDED') return <Muted>No actions</Muted>;
  return (
    <RowActions>
      {p.status === 'PAUSED' ? (
        <Button
          $size="sm"
          onClick={() => onAction(p, 'resume')}
          disabled={busy}
          aria-label={`Resume ${p.name}`}
        >
          Resume
        </Button>
      ) : (
        <Button
          $size="sm"
          $variant="secondary"
          onClick={() => onAction(p, 'pause')}
          disabled={busy}
          aria-label={`Pause ${p.name}`}
        >
          Pause
        </Button>
      )}
      <Button
        $size="sm"
        $variant="secondary"
        onClick={() => onAction(p, 'end')}
        disabled={busy}
        aria-label={`End ${p.name}`}
      >
        End
      </Button>
    </RowActions>
  );
}

function columns(
  names: ReadonlyMap<string, string>,
  busyId: string | null,
  onAction: (promotion: Promotion, action: Action) => void,
): ReadonlyArray<DataColumn<Promotion, string>> {
  return [
    { key: 'name', header: 'Promotion', cell: (p) => <NameAndCode promotion={p} /> },
    { key: 'discount', header: 'Discount', cell: (p) => discountText(p) },
    { key: 'dates', header: 'Runs', noWrap: true, cell: (p) => <Dates promotion={p} /> },
    { key: 'limits', header: 'Redemptions', cell: (p) => limitsText(p) },
    { key: 'for', header: 'For', cell: (p) => restrictionsText(p, names) },
    {
      key: 'status',
      header: 'Status',
      noWrap: true,
      cell: (p) => <StatusTag $tone={STATUS_TONE[p.status]}>{statusLabel(p.status)}</StatusTag>,
    },
    {
      key: 'actions',
      header: 'Actions',
      noWrap: true,
      cell: (p) => <PromotionActions promotion={p} busy={busyId === p.id} onAction={onAction} />,
    },
  ];
}

/** Phones: one card per promotion with the table row's facts and buttons. */
function PromotionCards({
  promotions,
  names,
  busyId,
  onAction,
}: {
  promotions: readonly Promotion[];
  names: ReadonlyMap<string, string>;
  busyId: string | null;
  onAction: (promotion: Promotion, action: Action) => void;
}) {
  return (
    <RecordCards aria-label="Promotions">
      {promotions.map((p) => (
        <li key={p.id} aria-label={p.name}>
          <RecordCardHead>
            <span>
              <NameAndCode promotion={p} />
            </span>
            <StatusTag $tone={STATUS_TONE[p.status]}>{statusLabel(p.status)}</StatusTag>
          </RecordCardHead>
          <RecordCardFacts>
            <dt>Discount</dt>
            <dd>{discountText(p)}</dd>
            <dt>Runs</dt>
            <dd>
              <Dates promotion={p} />
            </dd>
            <dt>Redemptions</dt>
            <dd>{limitsText(p)}</dd>
            <dt>For</dt>
            <dd>{restrictionsText(p, names)}</dd>
          </RecordCardFacts>
          <PromotionActions promotion={p} busy={busyId === p.id} onAction={onAction} />
        </li>
      ))}
    </RecordCards>
  );
}

/** The user-facing problem in an action's answer; null on success. */
function problemOf(
  result:
    | { __typename?: string; errors?: Array<{ message: string }>; message?: string }
    | null
    | undefined,
): string | null {
  if (!result) return M.actionFailed;
  if (result.__typename === 'ValidationError') return result.errors?.[0]?.message ?? M.actionFailed;
  if (result.__typename === 'ServerError') return result.message ?? M.actionFailed;
  return null;
}

/**
 * Create Promotion (admin side menu): the create form, then every promotion, newest first —
 * name and code, discount and minimum, dates in its zone, redemptions against its limits, who
 * may use it, who funds it, its state — with Pause / Resume and End (asks first: ending is for
 * good). A table on wide screens, cards on phones. Loading, empty and error states.
 */
export function PromotionsPanel() {
  const toast = useToast();
  const isMobile = useIsMobile();
  const { data, loading, error, refetch } = usePromotions();
  const targets = usePromotionTargets('cache-first');
  const names = useMemo(
    () => new Map((targets.data?.promotionTargets.restaurants ?? []).map((r) => [r.id, r.name])),
    [targets.data],
  );
  const { pause, resume, end } = usePromotionActions();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [ending, setEnding] = useState<Promotion | null>(null);

  const act = async (p: Promotion, action: Action) => {
    setBusyId(p.id);
    try {
      const variables = { id: p.id };
      const result =
        action === 'pause'
          ? (await pause({ variables })).data?.pausePromotion
          : action === 'resume'
            ? (await resume({ variables })).data?.resumePromotion
            : (await end({ variables })).data?.endPromotion;
      const problem = problemOf(result);
      const done = action === 'pause' ? M.paused : action === 'resume' ? M.resumed : M.ended;
      toast.show(problem ?? done(p.name), { tone: problem ? 'error' : 'success' });
    } catch {
      toast.show(M.actionFailed, { tone: 'error' });
    } finally {
      setBusyId(null);
      setEnding(null);
    }
  };
  const onAction = (p: Promotion, action: Action) => {
    if (action === 'end') setEnding(p);
    else void act(p, action);
  };

  const promotions = data?.promotions;
  let list;
  if (error && !promotions) list = <LoadError message={M.loadFailed} onRetry={refetch} />;
  else if (!promotions) list = <Spinner centered label={M.loading} />;
  else {
    const empty = <EmptyState title={M.empty} />;
    list = (
      <>
        {promotions.length >= LIST_MAX && (
          <PanelNote role="status">{M.firstOnly(LIST_MAX)}</PanelNote>
        )}
        {isMobile ? (
          promotions.length === 0 ? (
            empty
          ) : (
            <PromotionCards
              promotions={promotions}
              names={names}
              busyId={busyId}
              onAction={onAction}
            />
          )
        ) : (
          <DataTable
            label="Promotions"
            columns={columns(names, busyId, onAction)}
            rows={promotions}
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
    <div data-testid="promotions-panel">
      <CreatePromotionForm />
      <PanelSection aria-labelledby="promotions-title">
        <h2 id="promotions-title">Promotions</h2>
        {list}
      </PanelSection>
      {ending && (
        <Modal open onClose={() => setEnding(null)} title="End promotion">
          <p>{M.endConfirm(ending.name)}</p>
          <DialogButtons>
            <Button $variant="secondary" onClick={() => setEnding(null)}>
              Keep it
            </Button>
            <Button
              onClick={() => void act(ending, 'end')}
              disabled={busyId === ending.id}
              data-autofocus
            >
              End promotion
            </Button>
          </DialogButtons>
        </Modal>
      )}
    </div>
  );
}
