import type { ApproveChefMutation } from '@hearth/graphql-client';
import { EmptyState, Spinner, useToast } from '@hearth/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { LoadError } from '../../../components/LoadError';
import { useChefDecisions, useUnverifiedChefs } from '../api/chef-applications';
import { UnverifiedChefMessages as M } from '../utils/messages';
import { ChefApplicationCard, type ChefApplication } from './ChefApplicationCard';
import { ApproveDialog, RejectDialog } from './DecisionDialogs';

/** How many waiting applications the panel shows at once (the server allows up to 100). */
const QUEUE_LIMIT = 50;

const List = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
`;
type Decision = { kind: 'approve' | 'reject'; chef: ChefApplication };
type DecisionResult = ApproveChefMutation['approveChef'];

/** The user-facing problem in a decision's answer, with the field it is about; null on success. */
function problemOf(result: DecisionResult | undefined): { field: string; message: string } | null {
  if (!result) return { field: '', message: M.decisionFailed };
  if (result.__typename === 'ValidationError') {
    return result.errors[0] ?? { field: '', message: M.decisionFailed };
  }
  if (result.__typename === 'ServerError') return { field: '', message: result.message };
  return null;
}

/**
 * Unverified Chef (admin side menu): every application waiting for a decision, oldest first, with
 * the chef's profile, credentials and restaurant. Approve (confirm) makes the chef ACTIVE; Reject
 * asks for a reason (required) and makes them REJECTED. A decided application leaves the list at
 * once; the outcome is a toast. Loading, empty ('No chef applications waiting') and error (with
 * Retry) states.
 */
export function UnverifiedChefsPanel() {
  const toast = useToast();
  const { data, loading, error, refetch } = useUnverifiedChefs(QUEUE_LIMIT);
  const {
    approve: [approve, approving],
    reject: [reject, rejecting],
  } = useChefDecisions();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [rejectError, setRejectError] = useState<string | null>(null);
  // Decided here: hidden at once, before the admin service's queue catches up with the event.
  const [decided, setDecided] = useState<ReadonlySet<string>>(new Set());
  const busy = approving.loading || rejecting.loading;

  const close = () => {
    setDecision(null);
    setRejectError(null);
  };
  const settle = (chef: ChefApplication, result: DecisionResult | undefined, done: string) => {
    const problem = problemOf(result);
    if (!problem) {
      setDecided((ids) => new Set(ids).add(chef.id));
      close();
      toast.show(done, { tone: 'success' });
      return;
    }
    if (problem.field === 'reason') {
      setRejectError(problem.message);
      return;
    }
    close();
    toast.show(problem.message, { tone: 'error' });
    void refetch().catch(() => {});
  };
  const name = (chef: ChefApplication) => `${chef.firstName} ${chef.lastName}`;
  const confirmApprove = async (chef: ChefApplication) => {
    try {
      const res = await approve({ variables: { userId: chef.id } });
      settle(chef, res.data?.approveChef, M.approved(name(chef)));
    } catch {
      settle(chef, undefined, '');
    }
  };
  const confirmReject = async (chef: ChefApplication, reason: string) => {
    try {
      const res = await reject({ variables: { userId: chef.id, reason } });
      settle(chef, res.data?.rejectChef, M.rejected(name(chef)));
    } catch {
      settle(chef, undefined, '');
    }
  };

  const waiting = data?.unverifiedChefs.filter((c) => !decided.has(c.id));
  let body;
  if (error && !loading && !data) {
    body = <LoadError message={M.loadFailed} onRetry={refetch} />;
  } else if (!waiting) {
    body = <Spinner centered label={M.loading} />;
  } else if (waiting.length === 0) {
    body = <EmptyState title={M.empty} />;
  } else {
    body = (
      <List>
        {waiting.map((chef) => (
          <ChefApplicationCard
            key={chef.id}
            chef={chef}
            busy={busy}
            onApprove={() => setDecision({ kind: 'approve', chef })}
            onReject={() => setDecision({ kind: 'reject', chef })}
          />
        ))}
      </List>
    );
  }

  return (
    <div data-testid="unverified-chefs" aria-busy={loading || undefined}>
      {body}
      {decision?.kind === 'approve' && (
        <ApproveDialog
          name={name(decision.chef)}
          busy={busy}
          onClose={close}
          onConfirm={() => void confirmApprove(decision.chef)}
        />
      )}
      {decision?.kind === 'reject' && (
        <RejectDialog
          name={name(decision.chef)}
          busy={busy}
          serverError={rejectError}
          onClose={close}
          onConfirm={(reason) => void confirmReject(decision.chef, reason)}
        />
      )}
    </div>
  );
}
