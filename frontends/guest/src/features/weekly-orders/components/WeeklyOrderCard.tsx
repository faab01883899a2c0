import { orderReference } from '@hearth/contracts';
import { formatDateTime, useLocale, useT } from '@hearth/i18n';
import { Button, Card, Modal, QuantityStepper, useToast } from '@hearth/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Muted } from '../../../components/layout';
import { formatCents } from '../../../utils/money';
import type { WeeklyOrder, WeeklyOutcome } from '../api/weekly-orders';

const Box = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
  }
`;
const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing(2)};
`;
const Status = styled.span<{ $active: boolean }>`
  padding: ${({ theme }) => `${theme.spacing(1)} ${theme.spacing(2)}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.text)};
`;
const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing(2)};
    padding: ${({ theme }) => theme.spacing(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
`;
const Weeks = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing(4)};
`;
const Error = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

/** The guest-facing line of one past week. */
function weekText(week: WeeklyOrder['weeks'][number], t: ReturnType<typeof useT>): string {
  if (week.outcome === 'PLACED') return t('Placed');
  if (week.outcome === 'PLACING') return t('Being placed');
  if (week.outcome === 'SKIPPED') return t('Skipped');
  const why =
    week.missReason === 'NO_STOCK'
      ? t('no portions were left')
      : week.missReason === 'CARD_DECLINED'
        ? t('your card was declined')
        : t('the dishes were not available');
  return t('Not placed: {{why}}', { why });
}

/**
 * One standing weekly order (issue 28): the chef, its state, its dishes (quantities changeable),
 * the next week with when it is placed, the last weeks (placed — with a link to its order in
 * Order Tracking —, skipped, or not placed and why),
 * and the actions: skip next week, change quantities, pause or resume, cancel (after a question).
 */
export function WeeklyOrderCard({
  order,
  actions,
}: {
  order: WeeklyOrder;
  actions: {
    skip: (id: string) => Promise<WeeklyOutcome>;
    change: (
      id: string,
      lines: Array<{ dishId: string; quantity: number }>,
    ) => Promise<WeeklyOutcome>;
    pause: (id: string) => Promise<WeeklyOutcome>;
    resume: (id: string) => Promise<WeeklyOutcome>;
    cancel: (id: string) => Promise<WeeklyOutcome>;
  };
}) {
  const t = useT();
  const { locale } = useLocale();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<Record<string, number> | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const isCancelled = order.status === 'CANCELLED';
  const statusLabel = {
    ACTIVE: t('Active'),
    PAUSED: t('Paused'),
    CANCELLED: t('Cancelled'),
  }[order.status];

  async function act(run: () => Promise<WeeklyOutcome>, done: string) {
    setBusy(true);
    setError(null);
    const outcome = await run();
    setBusy(false);
    if (!outcome.ok) {
      setError(outcome.message);
      return false;
    }
    toast.show(t(done), { tone: 'success' });
    return true;
  }

  return (
    <Box as="article" aria-labelledby={`weekly-${order.id}`} data-testid="weekly-order">
      <Head>
        <h2 id={`weekly-${order.id}`}>{order.restaurantName}</h2>
        <Status $active={order.status === 'ACTIVE'} data-testid="weekly-order-status">
          {statusLabel}
        </Status>
      </Head>
      <Muted as="p">{order.fulfilment === 'DELIVERY' ? t('Delivery') : t('Pickup')}</Muted>
      <Lines aria-label={t('Dishes')}>
        {order.lines.map((line) => (
          <li key={line.dishId}>
            <span>
              {line.dishName} · {formatCents(line.unitPriceCents)}
            </span>
            {editing ? (
              <QuantityStepper
                label={t('Portions of {{dish}}', { dish: line.dishName })}
                value={editing[line.dishId] ?? line.quantity}
                min={0}
                max={50}
                onChange={(value) => setEditing({ ...editing, [line.dishId]: value })}
              />
            ) : (
              <span data-testid="weekly-line-quantity">× {line.quantity}</span>
            )}
          </li>
        ))}
      </Lines>
      {!isCancelled && (
        <p data-testid="weekly-next">
          {!order.nextWeek
            ? t('The chef has no later date for this session yet.')
            : order.status === 'PAUSED'
              ? t('Next date: {{date}}', {
                  date: formatDateTime(order.nextWeek.startsAt, locale),
                })
              : t('Next: {{date}} — placed by itself on {{placesAt}}', {
                  date: formatDateTime(order.nextWeek.startsAt, locale),
                  placesAt: formatDateTime(order.nextWeek.placesAt, locale),
                })}
        </p>
      )}
      {order.status === 'PAUSED' && (
        <Muted as="p">{t('Paused: no week is placed until you resume.')}</Muted>
      )}
      {error && <Error role="alert">{t(error)}</Error>}
      {!isCancelled && (
        <Actions>
          {editing ? (
            <>
              <Button
                $size="sm"
                disabled={busy}
                onClick={() =>
                  void act(
                    () =>
                      actions.change(
                        order.id,
                        Object.entries(editing).map(([dishId, quantity]) => ({ dishId, quantity })),
                      ),
                    'Weekly order changed',
                  ).then((ok) => ok && setEditing(null))
                }
              >
                {t('Save')}
              </Button>
              <Button $size="sm" $variant="secondary" onClick={() => setEditing(null)}>
                {t('Keep as it was')}
              </Button>
            </>
          ) : (
            <>
              {order.nextWeek && (
                <Button
                  $size="sm"
                  $variant="secondary"
                  disabled={busy}
                  data-testid="weekly-skip"
                  onClick={() => void act(() => actions.skip(order.id), 'Next week skipped')}
                >
                  {t('Skip next week')}
                </Button>
              )}
              <Button
                $size="sm"
                $variant="secondary"
                disabled={busy}
                onClick={() =>
                  setEditing(Object.fromEntries(order.lines.map((l) => [l.dishId, l.quantity])))
                }
              >
                {t('Change quantities')}
              </Button>
              {order.status === 'ACTIVE' ? (
                <Button
                  $size="sm"
                  $variant="secondary"
                  disabled={busy}
                  data-testid="weekly-pause"
                  onClick={() => void act(() => actions.pause(order.id), 'Weekly order paused')}
                >
                  {t('Pause')}
                </Button>
              ) : (
                <Button
                  $size="sm"
                  $variant="secondary"
                  disabled={busy}
                  data-testid="weekly-resume"
                  onClick={() => void act(() => actions.resume(order.id), 'Weekly order resumed')}
                >
                  {t('Resume')}
                </Button>
              )}
              <Button
                $size="sm"
                $variant="secondary"
                disabled={busy}
                onClick={() => setConfirmCancel(true)}
              >
                {t('Cancel weekly order')}
              </Button>
            </>
          )}
        </Actions>
      )}
      {order.weeks.length > 0 && (
        <>
          <h3>{t('Recent weeks')}</h3>
          <Weeks data-testid="weekly-weeks">
            {order.weeks.map((week) => (
              <li key={week.occurrenceId}>
                {formatDateTime(week.startsAt, locale)} — {weekText(week, t)}
                {/* A placed week's order is among the guest's orders in progress (Order Tracking). */}
                {week.outcome === 'PLACED' && week.orderId && (
                  <>
                    {' · '}
                    <Link to="/user/orders">
                      {t('Order {{reference}}', { reference: orderReference(week.orderId) })}
                    </Link>
                  </>
                )}
              </li>
            ))}
          </Weeks>
        </>
      )}
      {confirmCancel && (
        <Modal open onClose={() => setConfirmCancel(false)} title={t('Cancel this weekly order?')}>
          <p>{t('Orders already placed stay as they are. No later week is placed.')}</p>
          <Actions>
            <Button $variant="secondary" onClick={() => setConfirmCancel(false)}>
              {t('Keep it')}
            </Button>
            <Button
              disabled={busy}
              onClick={() =>
                void act(() => actions.cancel(order.id), 'Weekly order cancelled').then(() =>
                  setConfirmCancel(false),
                )
              }
            >
              {t('Cancel weekly order')}
            </Button>
          </Actions>
        </Modal>
      )}
    </Box>
  );
}
