import { OrderStatusLabels } from '@hearth/contracts/messages';
import {
  OrderReferenceMessages,
  PaymentMessages,
  PaymentStatusLabels,
  orderSearchPrefix,
  refundOrderSchema,
} from '@hearth/contracts';
import type { AdminOrderPaymentFieldsFragment } from '@hearth/graphql-client';
import { Button, ErrorBanner, Modal, Spinner, TextField, formatPrice, useToast } from '@hearth/ui';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { formatDateTime } from '../../../lib/format';
import { dollarsToCents } from '../../../lib/money';
import { useOrdersByReference, useRefundOrder } from '../api/order-refund';
import { OrderMatches } from './OrderMatches';
import { PendingPaymentsMessages as M } from '../utils/messages';

type Order = AdminOrderPaymentFieldsFragment;

/** The reference field and its button on one line, the button under the field on phones. */
const LookupForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  column-gap: ${({ theme }) => theme.spacing(3)};
  > :first-child {
    flex: 1 1 280px;
  }
  > button {
    /* The field keeps a gap under itself; the button lines up with the input. */
    margin-bottom: ${({ theme }) => theme.spacing(4)};
  }
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.spacing(1)} ${({ theme }) => theme.spacing(4)};
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }
`;
const Refunds = styled.ul`
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
  padding-left: ${({ theme }) => theme.spacing(5)};
`;
const Label = styled.label`
  display: block;
  font-weight: 600;
  font-size: 0.9375rem;
  margin-bottom: ${({ theme }) => theme.spacing(1)};
`;
const TextArea = styled.textarea<{ $invalid: boolean }>`
  width: 100%;
  min-height: 80px;
  box-sizing: border-box;
  padding: ${({ theme }) => theme.spacing(2)};
  border: 1px solid
    ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.sm};
  font: inherit;
  resize: vertical;
`;
const FieldError = styled.p`
  margin: ${({ theme }) => theme.spacing(1)} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;
const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.spacing(2)};
  margin-top: ${({ theme }) => theme.spacing(4)};
`;
const Box = styled.div`
  padding: ${({ theme }) => theme.spacing(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  margin-top: ${({ theme }) => theme.spacing(2)};
  h3 {
    margin: 0 0 ${({ theme }) => theme.spacing(3)};
    font-size: 1.0625rem;
  }
`;

/** A fresh idempotency key: one per refund form, so a double submit refunds once. */
function newRefundKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `refund-${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export { dollarsToCents } from '../../../lib/money';

type Errors = Partial<Record<'amountCents' | 'reason' | 'form', string>>;

/**
 * The refund form of a charged order: amount (dollars, at most what is left) and an optional
 * reason the guest sees, checked in the browser by `refundOrderSchema` (the server's rule),
 * confirmed, then sent with the form's idempotency key (kept until the refund succeeds, so a
 * resubmit after a lost answer refunds once). Server errors go under their field or in the banner.
 */
function RefundForm({ order, left }: { order: Order; left: number }) {
  const id = useId();
  const toast = useToast();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [key, setKey] = useState(newRefundKey);
  const [confirm, setConfirm] = useState<{ amountCents: number; reason: string | null } | null>(
    null,
  );
  const [refund, { loading }] = useRefundOrder();

  const check = (event: FormEvent) => {
    event.preventDefault();
    const cents = dollarsToCents(amount);
    const parsed = refundOrderSchema.safeParse({
      orderId: order.id,
      amountCents: cents ?? Number.NaN,
      reason,
      idempotencyKey: key,
    });
    const next: Errors = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'reason' ? 'reason' : 'amountCents';
        next[field] ??= issue.message;
      }
    if (cents !== null && cents > left) next.amountCents = PaymentMessages.refundAmountInvalid;
    setErrors(next);
    if (Object.keys(next).length > 0 || !parsed.success) return;
    setConfirm({ amountCents: parsed.data.amountCents, reason: parsed.data.reason });
  };
  const send = async () => {
    if (!confirm) return;
    try {
      const res = await refund({
        variables: {
          orderId: order.id,
          amountCents: confirm.amountCents,
          reason: confirm.reason,
          idempotencyKey: key,
        },
      });
      const result = res.data?.refundOrder;
      if (result?.__typename === 'Order') {
        toast.show(M.refunded(formatPrice(confirm.amountCents)), { tone: 'success' });
        setAmount('');
        setReason('');
        setErrors({});
        setKey(newRefundKey());
      } else if (result?.__typename === 'ValidationError') {
        const next: Errors = {};
        for (const e of result.errors) {
          const field = e.field === 'amountCents' || e.field === 'reason' ? e.field : 'form';
          next[field] ??= e.message;
        }
        setErrors(next);
      } else {
        setErrors({ form: result?.__typename === 'ServerError' ? result.message : M.refundFailed });
      }
    } catch {
      setErrors({ form: M.refundFailed });
    } finally {
      setConfirm(null);
    }
  };

  return (
    <form onSubmit={check} noValidate aria-label="Refund">
      {errors.form && <ErrorBanner>{errors.form}</ErrorBanner>}
      <TextField
        label="Amount to refund ($)"
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={errors.amountCents}
        hint={`At most ${formatPrice(left)}`}
      />
      <Label htmlFor={`${id}-reason`}>Reason (shown to the guest, optional)</Label>
      <TextArea
        id={`${id}-reason`}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        $invalid={Boolean(errors.reason)}
        aria-invalid={errors.reason ? true : undefined}
        aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
      />
      {errors.reason && (
        <FieldError id={`${id}-reason-error`} role="alert">
          {errors.reason}
        </FieldError>
      )}
      <Buttons>
        <Button type="submit" disabled={loading}>
          Refund
        </Button>
      </Buttons>
      {confirm && (
        <Modal open onClose={() => setConfirm(null)} title="Refund this order?">
          <p>
            {formatPrice(confirm.amountCents)} goes back to the guest&apos;s card. It cannot be
            undone.
          </p>
          <Buttons>
            <Button $variant="secondary" onClick={() => setConfirm(null)} data-autofocus>
              Cancel
            </Button>
            <Button onClick={() => void send()} disabled={loading} aria-busy={loading || undefined}>
              {`Yes, refund ${formatPrice(confirm.amountCents)}`}
            </Button>
          </Buttons>
        </Modal>
      )}
    </form>
  );
}

/** The order found: its restaurant, status, total, payment and refunds, and the refund form. */
function OrderPayment({ order }: { order: Order }) {
  const p = order.payment;
  if (!p) return <p>{M.noPayment}</p>;
  const left = p.capturedCents - p.refundedCents;
  const refundable = (p.status === 'CAPTURED' || p.status === 'PARTIALLY_REFUNDED') && left > 0;
  return (
    <Box data-testid="order-payment">
      <h3>
        Order {order.reference} · {order.restaurantName}
      </h3>
      <Facts>
        <dt>Order status</dt>
        <dd>{OrderStatusLabels[order.status]}</dd>
        <dt>For</dt>
        <dd>{formatDateTime(order.scheduledFor)}</dd>
        <dt>Total</dt>
        <dd>{formatPrice(order.totalCents)}</dd>
        <dt>Payment</dt>
        <dd>{PaymentStatusLabels[p.status]}</dd>
        <dt>Charged</dt>
        <dd>{formatPrice(p.capturedCents)}</dd>
        <dt>Refunded</dt>
        <dd>{formatPrice(p.refundedCents)}</dd>
        <dt>Left to refund</dt>
        <dd>{formatPrice(left)}</dd>
      </Facts>
      {p.refunds.length > 0 && (
        <Refunds aria-label="Refunds">
          {p.refunds.map((r) => (
            <li key={r.id}>
              {formatPrice(r.amountCents)} on {formatDateTime(r.createdAt)}
              {r.reason ? ` — ${r.reason}` : ''}
            </li>
          ))}
        </Refunds>
      )}
      {refundable ? (
        <RefundForm order={order} left={left} />
      ) : (
        <p role="status">
          {p.status === 'REFUNDED' ? M.fullyRefunded : PaymentMessages.refundNotCaptured}
        </p>
      )}
    </Box>
  );
}

/**
 * Order refunds (admins): find an order by what a person reads or says — its reference
 * (`#D6E593A0`, any case, `#` optional) — or by its full id (`orderByReference`; anything else is
 * refused here, without asking), see its payment and refunds, and refund part or all of what is
 * left. When several orders share the reference, the admin picks one from the list.
 */
export function OrderRefundPanel() {
  const [text, setText] = useState('');
  const [reference, setReference] = useState<string | null>(null);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [referenceError, setReferenceError] = useState<string | undefined>();
  const { data, loading, error } = useOrdersByReference(reference);
  const lookUp = (event: FormEvent) => {
    event.preventDefault();
    if (!orderSearchPrefix(text)) {
      setReferenceError(OrderReferenceMessages.invalid);
      return;
    }
    setReferenceError(undefined);
    setChosenId(null);
    setReference(text.trim());
  };
  const found = data?.orderByReference;
  const shown = found?.length === 1 ? found[0] : found?.find((o) => o.id === chosenId);
  let result = null;
  if (reference) {
    if (loading && !data) result = <Spinner centered label="Looking up the order…" />;
    else if (error && !data) result = <ErrorBanner>{M.lookupFailed}</ErrorBanner>;
    else if (found && found.length === 0)
      result = <p role="status">{OrderReferenceMessages.notFound}</p>;
    else if (found)
      result = (
        <>
          {found.length > 1 && (
            <OrderMatches orders={found} chosenId={shown?.id ?? null} onChoose={setChosenId} />
          )}
          {shown && <OrderPayment key={shown.id} order={shown} />}
        </>
      );
  }
  return (
    <div data-testid="order-refund">
      <LookupForm onSubmit={lookUp} noValidate aria-label="Look up an order">
        <TextField
          label="Order reference or id"
          value={text}
          onChange={(e) => setText(e.target.value)}
          error={referenceError}
          placeholder="e.g. #D6E593A0"
          autoComplete="off"
          spellCheck={false}
        />
        <Button type="submit" $variant="secondary">
          Look up
        </Button>
      </LookupForm>
      {result}
    </div>
  );
}
