import type { AdminPartnerKeyFieldsFragment } from '@hearth/graphql-client';
import { Button, EmptyState, Modal, Spinner, useIsMobile, useToast } from '@hearth/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { LoadError } from '../../../components/LoadError';
import { StatusTag } from '../../../components/StatusTag';
import { DataTable } from '../../../components/data-table/DataTable';
import type { DataColumn } from '../../../components/data-table/types';
import {
  DialogButtons,
  Muted,
  PanelSection,
  RecordCardFacts,
  RecordCardHead,
  RecordCards,
  RowActions,
} from '../../../components/record-cards';
import {
  PartnerKeyPanelMessages as M,
  documentsText,
  keyLabel,
  lastUsedText,
  limitText,
  usageText,
} from '../utils/partner-key-text';
import { usePartnerKeyActions, usePartnerKeys } from '../api/partner-keys';
import { IssuedKeyDialog } from './IssuedKeyDialog';
import { PartnerKeyForm, type SaveOutcome } from './PartnerKeyForm';

type PartnerKey = AdminPartnerKeyFieldsFragment;
type Action = 'edit' | 'rotate' | 'revoke';
/** A mutation's union answer, as far as the panel reads it. */
type Answer =
  | { __typename?: string; errors?: Array<{ field: string; message: string }>; message?: string }
  | null
  | undefined;

const KeyId = styled.code`
  font-size: 0.8125rem;
  overflow-wrap: anywhere;
`;
const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Refused input or a failure in a mutation's answer, as the form shows it; null on success. */
function outcomeOf(answer: Answer, fallback: string): SaveOutcome | null {
  if (!answer) return { ok: false, message: fallback };
  if (answer.__typename === 'ValidationError') return { ok: false, errors: answer.errors ?? [] };
  if (answer.__typename === 'ServerError')
    return { ok: false, message: answer.message ?? fallback };
  return null;
}

function NameAndId({ partnerKey: k }: { partnerKey: PartnerKey }) {
  return (
    <>
      <strong>{k.name}</strong>
      <Muted>
        <KeyId>{keyLabel(k.keyId)}</KeyId>
      </Muted>
    </>
  );
}

function Status({ partnerKey: k }: { partnerKey: PartnerKey }) {
  return k.revokedAt ? (
    <StatusTag $tone="done">Revoked</StatusTag>
  ) : (
    <StatusTag $tone="good">Active</StatusTag>
  );
}

function Usage({ partnerKey: k }: { partnerKey: PartnerKey }) {
  return (
    <>
      {usageText(k)}
      <Muted>{lastUsedText(k.lastUsedAt)}</Muted>
    </>
  );
}

/** Change, New secret and Revoke for an active key; nothing for a revoked one. */
function KeyActions({
  partnerKey: k,
  busy,
  onAction,
}: {
  partnerKey: PartnerKey;
  busy: boolean;
  onAction: (k: PartnerKey, action: Action) => void;
}) {
  if (k.revokedAt) return <Muted>No actions</Muted>;
  return (
    <RowActions>
      <Button
        $size="sm"
        $variant="secondary"
        disabled={busy}
        onClick={() => onAction(k, 'edit')}
        aria-label={`Change ${k.name}`}
      >
        Change
      </Button>
      <Button
        $size="sm"
        $variant="secondary"
        disabled={busy}
        onClick={() => onAction(k, 'rotate')}
        aria-label={`New secret for ${k.name}`}
      >
        New secret
      </Button>
      <Button
        $size="sm"
        disabled={busy}
        onClick={() => onAction(k, 'revoke')}
        aria-label={`Revoke ${k.name}`}
      >
        Revoke
      </Button>
    </RowActions>
  );
}

function columns(
  busyId: string | null,
  onAction: (k: PartnerKey, action: Action) => void,
): ReadonlyArray<DataColumn<PartnerKey, string>> {
  return [
    { key: 'name', header: 'Key', cell: (k) => <NameAndId partnerKey={k} /> },
    { key: 'limit', header: 'Limit', noWrap: true, cell: (k) => limitText(k.requestsPerMinute) },
    { key: 'documents', header: 'May run', cell: (k) => documentsText(k.trustedDocumentsOnly) },
    { key: 'usage', header: 'Usage', cell: (k) => <Usage partnerKey={k} /> },
    { key: 'status', header: 'Status', noWrap: true, cell: (k) => <Status partnerKey={k} /> },
    {
      key: 'actions',
      header: 'Actions',
      noWrap: true,
      cell: (k) => <KeyActions partnerKey={k} busy={busyId === k.id} onAction={onAction} />,
    },
  ];
}

/** Phones: one card per key with the table row's facts and buttons. */
function KeyCards({
  keys,
  busyId,
  onAction,
}: {
  keys: readonly PartnerKey[];
  busyId: string | null;
  onAction: (k: PartnerKey, action: Action) => void;
}) {
  return (
    <RecordCards aria-label="Partner keys">
      {keys.map((k) => (
        <li key={k.id} aria-label={k.name}>
          <RecordCardHead>
            <span>
              <NameAndId partnerKey={k} />
            </span>
            <Status partnerKey={k} />
          </RecordCardHead>
          <RecordCardFacts>
            <dt>Limit</dt>
            <dd>{limitText(k.requestsPerMinute)}</dd>
            <dt>May run</dt>
            <dd>{documentsText(k.trustedDocumentsOnly)}</dd>
            <dt>Usage</dt>
            <dd>
              <Usage partnerKey={k} />
            </dd>
          </RecordCardFacts>
          <KeyActions partnerKey={k} busy={busyId === k.id} onAction={onAction} />
        </li>
      ))}
    </RecordCards>
  );
}

/**
 * Partner Keys (admin side menu): the create form (name, requests per minute, trusted documents
 * only), then every key, newest first — its visible id, limit, what it may run, requests served
 * and refused and when last used, Active/Revoked — with Change, New secret (asks first: the old
 * secret stops working) and Revoke (asks first: for good). A new or rotated key's secret shows
 * once in a dialog with a Copy button. A table on wide screens, cards on phones; loading, empty
 * and error states.
 */
export function PartnerKeysPanel() {
  const toast = useToast();
  const isMobile = useIsMobile();
  const { data, loading, error, refetch } = usePartnerKeys();
  const { create, update, rotate, revoke } = usePartnerKeyActions();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [asking, setAsking] = useState<{ key: PartnerKey; action: Action } | null>(null);
  const [issued, setIssued] = useState<{ name: string; secret: string } | null>(null);

  const onCreate = async (input: {
    name: string;
    requestsPerMinute: number;
    trustedDocumentsOnly: boolean;
  }): Promise<SaveOutcome> => {
    try {
      const answer = (await create({ variables: { input } })).data?.createPartnerKey;
      const refused = outcomeOf(answer, M.createFailed);
      if (refused) return refused;
      if (answer?.__typename === 'IssuedPartnerKey')
        setIssued({ name: answer.key.name, secret: answer.secret });
      toast.show(M.created(input.name), { tone: 'success' });
      return { ok: true };
    } catch {
      return { ok: false, message: M.createFailed };
    }
  };

  const onUpdate =
    (k: PartnerKey) =>
    async (input: {
      name: string;
      requestsPerMinute: number;
      trustedDocumentsOnly: boolean;
    }): Promise<SaveOutcome> => {
      try {
        const answer = (await update({ variables: { id: k.id, input } })).data?.updatePartnerKey;
        const refused = outcomeOf(answer, M.saveFailed);
        if (refused) return refused;
        toast.show(M.saved(input.name), { tone: 'success' });
        setAsking(null);
        return { ok: true };
      } catch {
        return { ok: false, message: M.saveFailed };
      }
    };

  const act = async (k: PartnerKey, action: 'rotate' | 'revoke') => {
    setBusyId(k.id);
    try {
      if (action === 'rotate') {
        const answer = (await rotate({ variables: { id: k.id } })).data?.rotatePartnerKey;
        const refused = outcomeOf(answer, M.actionFailed);
        if (refused && !refused.ok)
          toast.show(refused.errors?.[0]?.message ?? refused.message ?? M.actionFailed, {
            tone: 'error',
          });
        else if (answer?.__typename === 'IssuedPartnerKey') {
          setIssued({ name: k.name, secret: answer.secret });
          toast.show(M.rotated(k.name), { tone: 'success' });
        }
      } else {
        const answer = (await revoke({ variables: { id: k.id } })).data?.revokePartnerKey;
        const refused = outcomeOf(answer, M.actionFailed);
        if (refused && !refused.ok)
          toast.show(refused.errors?.[0]?.message ?? refused.message ?? M.actionFailed, {
            tone: 'error',
          });
        else toast.show(M.revoked(k.name), { tone: 'success' });
      }
    } catch {
      toast.show(M.actionFailed, { tone: 'error' });
    } finally {
      setBusyId(null);
      setAsking(null);
    }
  };
  const onAction = (k: PartnerKey, action: Action) => setAsking({ key: k, action });

  const keys = data?.partnerKeys;
  let list;
  if (error && !keys) list = <LoadError message={M.loadFailed} onRetry={refetch} />;
  else if (!keys) list = <Spinner centered label={M.loading} />;
  else {
    const empty = <EmptyState title={M.empty} />;
    list = isMobile ? (
      keys.length === 0 ? (
        empty
      ) : (
        <KeyCards keys={keys} busyId={busyId} onAction={onAction} />
      )
    ) : (
      <DataTable
        label="Partner keys, newest first"
        columns={columns(busyId, onAction)}
        rows={keys}
        rowKey={(k) => k.id}
        sort={{ field: '', direction: 'ASC' }}
        onSortChange={() => {}}
        isBusy={loading}
        empty={empty}
      />
    );
  }

  return (
    <div data-testid="partner-keys-panel">
      <Intro>
        Partner apps call Hearth's API with a key sent in the X-Api-Key header. Each key has its own
        limit, and the whole key is shown only once.
      </Intro>
      <PartnerKeyForm label="Create a partner key" submitLabel="Create key" onSave={onCreate} />
      <PanelSection aria-labelledby="partner-keys-title">
        <h2 id="partner-keys-title">Partner keys</h2>
        {list}
      </PanelSection>
      {asking?.action === 'edit' && (
        <Modal open onClose={() => setAsking(null)} title={`Change ${asking.key.name}`}>
          <PartnerKeyForm
            label="Change a partner key"
            submitLabel="Save"
            initial={{
              name: asking.key.name,
              requestsPerMinute: asking.key.requestsPerMinute,
              trustedDocumentsOnly: asking.key.trustedDocumentsOnly,
            }}
            onSave={onUpdate(asking.key)}
            onCancel={() => setAsking(null)}
          />
        </Modal>
      )}
      {asking && asking.action !== 'edit' && (
        <Modal
          open
          onClose={() => setAsking(null)}
          title={asking.action === 'rotate' ? 'New secret' : 'Revoke key'}
        >
          <p>
            {asking.action === 'rotate'
              ? M.rotateConfirm(asking.key.name)
              : M.revokeConfirm(asking.key.name)}
          </p>
          <DialogButtons>
            <Button $variant="secondary" onClick={() => setAsking(null)}>
              Keep it
            </Button>
            <Button
              onClick={() => void act(asking.key, asking.action as 'rotate' | 'revoke')}
              disabled={busyId === asking.key.id}
              data-autofocus
            >
              {asking.action === 'rotate' ? 'Make a new secret' : 'Revoke key'}
            </Button>
          </DialogButtons>
        </Modal>
      )}
      {issued && (
        <IssuedKeyDialog
          name={issued.name}
          secret={issued.secret}
          onClose={() => setIssued(null)}
        />
      )}
    </div>
  );
}
