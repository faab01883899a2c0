import {
  CartMessages,
  KitchenMessages,
  ORDER_INSTRUCTIONS_MAX,
  type Fulfilment,
} from '@hearth/contracts';
import { GetCheckoutRestaurantDocument, type OrderFieldsFragment } from '@hearth/graphql-client';
import { formatDateTime, useLocale, useT } from '@hearth/i18n';
import { Button, Card, EmptyState, ErrorBanner, Spinner } from '@hearth/ui';
import { useQuery } from '@apollo/client/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { LoadFailed } from '../../../components/ListStates';
import { formatCents } from '../../../utils/money';
import { groupByOccurrence } from '../utils/cart-math';
import { Muted, Page, Row } from '../../../components/layout';
import { useCart } from '../hooks/useCart';
import { CartLineRow } from '../components/CartLineRow';
import { useDeliveryQuote } from '../api/delivery-quote';
import { usePlaceOrder } from '../api/place-order';
import { AddressFields, emptyAddress, type AddressValue } from '../components/AddressFields';
import { OrderConfirmedModal } from '../components/OrderConfirmedModal';
import { CheckoutTotals } from '../components/CheckoutTotals';
import { FulfilmentChoice } from '../components/FulfilmentChoice';
import { newCheckoutKey } from '../utils/checkout-key';
import '../../../lib/order-translations';

/** The shared error banner, spaced by the page's column instead of its own margin. */
const Alert = styled(ErrorBanner)`
  margin: 0;
`;
const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  textarea {
    width: 100%;
    min-height: 80px;
    font: inherit;
    padding: ${({ theme }) => theme.spacing(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

/**
 * /user/checkout?occurrence={id} (docs/rules/screens.md#checkout): the cart lines of one occurrence
 * become one order. Delivery or pickup as the session offers; a delivery address with
 * coordinates from the autocomplete; instructions (≤ 300); the fee rule (base + per km within the
 * radius) until an address is chosen, then the server's DeliveryQuote — the exact fee and total
 * (Σ price × qty + fee) placeOrder will charge, or why the address cannot be served
 * (placing is disabled then); the same numbers in the Order confirmed modal. One idempotency key per screen (a double submit places one order; a new
 * key after a rejection). REJECTED shows its reason.
 */
export function CheckoutPage() {
  const t = useT();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { cart, loading, error, isGuest, refetch } = useCart();
  const placeOrder = usePlaceOrder({ isGuest });
  const [fulfilmentChoice, setFulfilment] = useState<Fulfilment | null>(null);
  const [address, setAddress] = useState<AddressValue>(emptyAddress);
  const [instructions, setInstructions] = useState('');
  const [checkoutKey, setCheckoutKey] = useState(newCheckoutKey);
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState<OrderFieldsFragment | null>(null);

  const groups = cart ? groupByOccurrence(cart.items) : [];
  const group = groups.find((g) => g.occurrenceId === params.get('occurrence')) ?? groups[0];
  const { data: restaurantData } = useQuery(GetCheckoutRestaurantDocument, {
    variables: { id: group?.restaurantId ?? '' },
    skip: !group,
  });
  const restaurant = restaurantData?.restaurant;
  const wantsDelivery =
    fulfilmentChoice === 'DELIVERY' ||
    (fulfilmentChoice === null && !group?.offersPickup && !!group?.offersDelivery);
  const quote = useDeliveryQuote(
    group?.occurrenceId ?? null,
    wantsDelivery ? address : null,
    group?.subtotalCents ?? 0,
  );

  const page = (body: ReactNode) => (
    <Page>
      <title>{`${t('Checkout')} · Hearth`}</title>
      <h1>{t('Checkout')}</h1>
      {banner && <Alert>{t(banner)}</Alert>}
      {body}
      {confirmed && (
        <OrderConfirmedModal order={confirmed} onTrack={() => void navigate('/user/orders')} />
      )}
    </Page>
  );

  if (confirmed) return page(null);
  if (!isGuest) return page(<EmptyState title={t(CartMessages.guestsOnly)} />);
  if (loading) return page(<Spinner centered label={t('Loading your cart…')} />);
  if (!cart && error) {
    return page(<LoadFailed message={KitchenMessages.loadFailed} onRetry={() => void refetch()} />);
  }
  if (!group) {
    return page(
      <EmptyState
        title={t(CartMessages.empty)}
        action={<Link to="/user/explore">{t('Explore restaurants')}</Link>}
      />,
    );
  }

  const fulfilment: Fulfilment | null =
    fulfilmentChoice ?? (group.offersPickup ? 'PICKUP' : group.offersDelivery ? 'DELIVERY' : null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting || !group) return;
    setSubmitting(true);
    setBanner(null);
    setErrors({});
    const outcome = await placeOrder({
      occurrenceId: group.occurrenceId,
      fulfilment,
      deliveryAddress:
        fulfilment === 'DELIVERY'
          ? {
              line1: address.line1,
              line2: address.line2 || null,
              postalCode: address.postalCode,
              latitude: address.latitude,
              longitude: address.longitude,
            }
          : null,
      instructions: instructions || null,
      idempotencyKey: checkoutKey,
    });
    setSubmitting(false);
    if (!outcome.ok) {
      const byField: Record<string, string> = {};
      for (const { field, message } of outcome.fieldErrors) {
        byField[field.replace(/^deliveryAddress\./, '')] ??= message;
      }
      setErrors(byField);
      const unplaced = outcome.fieldErrors.find(
        (e) => !e.field.startsWith('deliveryAddress') && e.field !== 'instructions',
      );
      setBanner(outcome.message ?? unplaced?.message ?? null);
      return;
    }
    if (outcome.order.status === 'REJECTED') {
      setCheckoutKey(newCheckoutKey());
      setBanner(outcome.order.rejectionReason ?? t('Your order was rejected'));
      return;
    }
    setConfirmed(outcome.order);
  }

  const feeRule =
    restaurant && fulfilment === 'DELIVERY'
      ? t('Delivery fee: {{base}} + {{perKm}} per km, within {{km}} km', {
          base: formatCents(restaurant.baseDeliveryFeeCents ?? 0),
          perKm: formatCents(restaurant.feePerKmCents ?? 0),
          km: restaurant.deliveryRadiusKm ?? 0,
        })
      : null;

  return page(
    <Form onSubmit={(e) => void submit(e)} noValidate aria-label={t('Checkout')}>
      <Card>
        <Row>
          <h2>{group.restaurantName}</h2>
          {group.startsAt && <Muted>{formatDateTime(group.startsAt, locale)}</Muted>}
        </Row>
        <ul>
          {group.lines.map((line) => (
            <CartLineRow key={line.id} line={line} />
          ))}
        </ul>
      </Card>
      <FulfilmentChoice
        offersPickup={group.offersPickup}
        offersDelivery={group.offersDelivery}
        value={fulfilment}
        onChange={setFulfilment}
      />
      {fulfilment === 'DELIVERY' && (
        <AddressFields value={address} onChange={setAddress} errors={errors} />
      )}
      <label>
        {fulfilment === 'DELIVERY' ? t('Delivery instructions') : t('Pickup instructions')}
        <textarea
          value={instructions}
          maxLength={ORDER_INSTRUCTIONS_MAX}
          onChange={(e) => setInstructions(e.target.value)}
        />
      </label>
      {restaurant && restaurant.instructions.length > 0 && (
        <Muted>{restaurant.instructions.join(' · ')}</Muted>
      )}
      <CheckoutTotals
        subtotalCents={group.subtotalCents}
        fulfilment={fulfilment}
        quote={quote}
        feeRule={feeRule}
      />
      <Button
        type="submit"
        disabled={
          submitting ||
          group.hasWarnings ||
          !fulfilment ||
          (fulfilment === 'DELIVERY' && quote !== null && !quote.isWithinRadius)
        }
      >
        {submitting ? t('Placing your order…') : t('Place order')}
      </Button>
    </Form>,
  );
}
