import { OrderStatusLabels } from '@hearth/contracts/messages';
import { declineOrderSchema, PHONE_PREFIX } from '@hearth/contracts';
import type { ChefOrderFieldsFragment } from '@hearth/graphql-client';
import { useLocale, useT } from '@hearth/i18n';
import { Button, Modal, TextField, useToast } from '@hearth/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useOrderActions } from '../api/order-actions';
import { OrderConversationButton } from '../../../../../shared/messaging/OrderConversationButton';
import { formatWhen, money } from '../../../components/order-format';
import { taxLineLabel } from '../../../../../shared/tax/tax-label';
import { allergenLines } from '../../../../../shared/allergens/allergen-lines';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.spacing(1)} ${({ theme }) => theme.spacing(3)};
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;
const Lines = styled.ul`
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
  padding: 0;
  list-style: none;
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing(2)};
    padding: ${({ theme }) => theme.spacing(1)} 0;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(2)};
`;
const Contact = styled.div`
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
`;
const Note = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * The order detail modal: order id, status, the guest's name and phone, when, delivery address
 * (with the distance) or pickup,
 * the pickup/delivery instruction, the dishes (each with its priority allergens in words) and totals, and the actions the status allows —
 * PENDING: Accept order (primary) / Decline order (secondary, asks the reason); ACCEPTED: Mark as
 * completed. Closes after a successful action (the lists refresh); errors show in the modal.
 * 'Message the guest' opens the order's conversation with its guest (/messages/:id).
 */
export function OrderDetailModal({
  order,
  onClose,
}: {
  order: ChefOrderFieldsFragment;
  onClose: () => void;
}) {
  const t = useT();
  const { locale } = useLocale();
  const toast = useToast();
  const actions = useOrderActions();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);

  const finish = (outcome: { ok: true } | { ok: false; message: string }, done: string) => {
    if (outcome.ok) {
      toast.show(t(done), { tone: 'success' });
      onClose();
    } else setProblem(t(outcome.message));
  };
  const submitDecline = async () => {
    const parsed = declineOrderSchema.safeParse({ reason });
    if (!parsed.success) {
      setReasonError(t(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setReasonError(undefined);
    finish(await actions.decline(order.id, parsed.data.reason), 'The order was declined');
  };

  const address = order.deliveryAddress;
  // Shown to the restaurant's chef only (users decides; null until it knows the order).
  const contact = order.guest?.contact ?? null;
  return (
    <Modal open onClose={onClose} title={t('Order {{ref}}', { ref: order.reference })} width={560}>
      <Facts>
        <dt>{t('Order ID')}</dt>
        <dd data-testid="order-reference">{order.reference}</dd>
        <dt>{t('Status')}</dt>
        <dd data-testid="order-status">{t(OrderStatusLabels[order.status] ?? order.status)}</dd>
        <dt>{t('Guest')}</dt>
        <dd data-testid="order-guest">
          {contact ? `${contact.firstName} ${contact.lastName}` : t('Guest')}
        </dd>
        <dt>{t('Phone')}</dt>
        <dd data-testid="order-guest-phone">
          {contact?.phone ? (
            <a
              href={`tel:${PHONE_PREFIX}${contact.phone.replace(/[^0-9]/g, '')}`}
              style={{ whiteSpace: 'nowrap' }}
            >
              {PHONE_PREFIX} {contact.phone}
            </a>
          ) : (
            t('No phone given')
          )}
        </dd>
        <dt>{t('For')}</dt>
        <dd>{formatWhen(order.scheduledFor, locale)}</dd>
        <dt>{order.fulfilment === 'DELIVERY' ? t('Delivery address') : t('Pickup')}</dt>
        <dd>
          {order.fulfilment === 'DELIVERY' && address
            ? [address.line1, address.line2, address.postalCode].filter(Boolean).join(', ')
            : t('The guest picks the order up')}
        </dd>
        {order.fulfilment === 'DELIVERY' && typeof order.distanceKm === 'number' && (
          <>
            <dt>{t('Distance')}</dt>
            <dd data-testid="order-distance">
              {t('{{km}} km', {
                km: new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(
                  order.distanceKm,
                ),
              })}
            </dd>
          </>
        )}
        <dt>
          {order.fulfilment === 'DELIVERY' ? t('Delivery instruction') : t('Pickup instruction')}
        </dt>
        <dd>{order.instructions || t('None')}</dd>
        {order.declineReason && (
          <>
            <dt>{t('Decline reason')}</dt>
            <dd>{order.declineReason}</dd>
          </>
        )}
      </Facts>
      <Lines aria-label={t('Dishes')}>
        {order.lines.map((l) => (
          <li key={l.dishId}>
            <span>
              {l.dishName} × {l.quantity}
              <small data-testid="chef-order-line-allergens">
                {allergenLines(l.allergens, locale, t).join(' · ')}
              </small>
            </span>
            <span>{money(l.lineTotalCents)}</span>
          </li>
        ))}
        {order.deliveryFeeCents > 0 && (
          <li>
            <span>{t('Delivery fee')}</span>
            <span>{money(order.deliveryFeeCents)}</span>
          </li>
        )}
        {order.discountCents > 0 && (
          <li>
            <span>{t('Discount')}</span>
            <span>−{money(order.discountCents)}</span>
          </li>
        )}
        {/* Each sales tax on its own line; Hearth's to remit unless the chef is registered. */}
        {order.taxLines.map((line) => (
          <li key={line.name} data-testid="chef-order-tax">
            <span>
              {taxLineLabel(line, t, locale)}
              {order.taxSupplier === 'HEARTH' && <Note> · {t('Hearth remits')}</Note>}
            </span>
            <span>{money(line.amountCents)}</span>
          </li>
        ))}
        {order.tipCents > 0 && (
          <li data-testid="chef-order-tip">
            <span>
              {t('Tip')}
              <Note> · {t('all yours, no commission')}</Note>
            </span>
            <span>{money(order.tipCents)}</span>
          </li>
        )}
        <li>
          <strong>{t('Total')}</strong>
          <strong>{money(order.totalCents)}</strong>
        </li>
      </Lines>
      {declining && (
        <TextField
          label={t('Reason for declining')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={reasonError}
          data-autofocus
        />
      )}
      {problem && <Problem role="alert">{problem}</Problem>}
      {!declining && (
        <Contact>
          <OrderConversationButton
            orderId={order.id}
            label="Message the guest"
            onLeave={onClose}
            data-testid="message-guest"
          />
        </Contact>
      )}
      <Actions>
        {order.status === 'PENDING' && !declining && (
          <>
            <Button $variant="secondary" disabled={actions.busy} onClick={() => setDeclining(true)}>
              {t('Decline order')}
            </Button>
            <Button
              disabled={actions.busy}
              onClick={async () => finish(await actions.accept(order.id), 'The order was accepted')}
            >
              {t('Accept order')}
            </Button>
          </>
        )}
        {order.status === 'PENDING' && declining && (
          <>
            <Button
              $variant="secondary"
              disabled={actions.busy}
              onClick={() => setDeclining(false)}
            >
              {t('Go Back')}
            </Button>
            <Button disabled={actions.busy} onClick={() => void submitDecline()}>
              {t('Decline order')}
            </Button>
          </>
        )}
        {order.status === 'ACCEPTED' && (
          <Button
            disabled={actions.busy}
            onClick={async () =>
              finish(await actions.complete(order.id), 'The order was marked completed')
            }
          >
            {t('Mark as completed')}
          </Button>
        )}
        {order.status !== 'PENDING' && (
          <Button $variant="secondary" onClick={onClose}>
            {t('Close')}
          </Button>
        )}
      </Actions>
    </Modal>
  );
}
