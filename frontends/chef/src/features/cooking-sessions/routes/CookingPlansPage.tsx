import { useT } from '@hearth/i18n';
import type { KitchenSessionFragment } from '@hearth/graphql-client';
import { Button, EmptyState, useToast } from '@hearth/ui';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { KitchenMessages } from '../../../components/kitchen-messages';
import { PageFrame, PageLoadError, PageLoading } from '../../../components/PageFrame';
import { RestaurantGate } from '../../../components/RestaurantGate';
import type { KitchenRestaurant } from '../../../lib/use-kitchen';
import { useKitchenDishes } from '../../../lib/use-kitchen-dishes';
import { useCookingSessions, useSaveCookingSession } from '../api/cooking-sessions';
import { CookingSessionModal } from '../components/CookingSessionModal';
import { SessionCard } from '../components/SessionCard';
import { WaitingGuests } from '../components/WaitingGuests';
import { useDishDemand } from '../api/dish-demand';
import {
  newSessionValues,
  sessionDishOptions,
  sessionValues,
  type SessionFormValues,
} from '../utils/session-form';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

type Editing = { sessionId: string | null; values: SessionFormValues } | null;

/** The list and its modal once the restaurant is known. */
function CookingPlans({ restaurant }: { restaurant: KitchenRestaurant }) {
  const t = useT();
  const toast = useToast();
  const { sessions, loading, error } = useCookingSessions(restaurant.id);
  const { dishes } = useKitchenDishes();
  const save = useSaveCookingSession(restaurant.id);
  const [editing, setEditing] = useState<Editing>(null);
  const dishNames = useMemo(() => new Map(dishes.map((d) => [d.id, d.name])), [dishes]);
  const create = () => setEditing({ sessionId: null, values: newSessionValues(restaurant) });
  const edit = (session: KitchenSessionFragment) =>
    setEditing({ sessionId: session.id, values: sessionValues(session) });
  const demand = useDishDemand(restaurant.id);
  // ?edit={sessionId} (the schedule's 'Add portions') opens that session's form once it is loaded.
  const [params, setParams] = useSearchParams();
  const editId = params.get('edit');
  useEffect(() => {
    const session = editId ? sessions.find((s) => s.id === editId) : undefined;
    if (!session) return;
    setEditing({ sessionId: session.id, values: sessionValues(session) });
    setParams(
      (p) => {
        p.delete('edit');
        return p;
      },
      { replace: true },
    );
  }, [editId, sessions, setParams]);

  return (
    <PageFrame
      title={t('Cooking plans')}
      actions={<Button onClick={create}>{t('New cooking session')}</Button>}
    >
      <WaitingGuests
        demand={demand}
        onAddPortions={(line) => {
          const session = sessions.find((s) => s.id === line.sessionId);
          if (session) edit(session);
        }}
      />
      {loading ? (
        <PageLoading />
      ) : error ? (
        <PageLoadError />
      ) : sessions.length === 0 ? (
        <EmptyState
          title={t('No upcoming cooking sessions')}
          description={t(
            'Plan when you cook: guests pre-order portions of your dishes until the lead time before each session.',
          )}
        />
      ) : (
        <List aria-label={t('Cooking sessions')}>
          {sessions.map((session) => (
            <SessionCard
              key={session.id}
              session={session}
              dishNames={dishNames}
              onEdit={() => edit(session)}
            />
          ))}
        </List>
      )}
      {editing && (
        <CookingSessionModal
          sessionId={editing.sessionId}
          initialValues={editing.values}
          restaurant={restaurant}
          dishes={sessionDishOptions(
            dishes,
            editing.values.dishes.map((d) => d.dishId),
            new Map(
              sessions
                .find((s) => s.id === editing.sessionId)
                ?.dishes.map((d) => [d.dishId, d.dishName] as const),
            ),
          )}
          onSubmit={save}
          onSaved={() => {
            setEditing(null);
            toast.show(t(KitchenMessages.sessionSaved), { tone: 'success' });
          }}
          onClose={() => setEditing(null)}
        />
      )}
    </PageFrame>
  );
}

/**
 * /chef/manage/cookingplans: the chef's cooking sessions with an Edit button each and the
 * create/update modal (its defaults, rules, failures and success notice); above them, the guests
 * waiting for sold-out dishes (Notify me) with 'Add portions', which opens the session's form
 * (as `?edit={sessionId}` does).
 */
export function CookingPlansPage() {
  const t = useT();
  return (
    <RestaurantGate title={t('Cooking plans')} noRestaurant={t('Create your restaurant first')}>
      {(restaurant) => <CookingPlans restaurant={restaurant} />}
    </RestaurantGate>
  );
}
