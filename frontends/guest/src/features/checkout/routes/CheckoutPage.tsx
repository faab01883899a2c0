import {
  CartMessages,
  KitchenMessages,
  ORDER_INSTRUCTIONS_MAX,
  type Fulfilment,
} from '@hearth/contracts';
import type { OrderFieldsFragment } from '@hearth/graphql-client';
import { formatDateTime, useLocale, useT } from '@hearth/i18n';
import { Button, Card, EmptyState, ErrorBanner, Spinner } from '@hearth/ui';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { LoadFailed } from '../../../components/ListStates';
import { formatCents } from '../../../utils/money';
import { groupByOccurrence } from '../../../lib/cart/cart-math';
import { Muted, Page, Row } from '../../../components/layout';
import { useCart } from '../../../lib/cart/use-cart';
import { CartLineRow } from '../../../lib/cart/CartLineRow';
import { useCheckoutTax } from '../api/checkout-tax';
import { useDeliveryQuote } from '../api/delivery-quote';
import { useCheckoutRestaurant } from '../api/use-checkout-restaurant';
import { useDefaultDeliveryAddress } from '../../../lib/addresses/use-default-delivery-address';
import { useCheckoutDiscount } from '../../../lib/offers/use-checkout-discount';
import { PromoCodeField } from '../../../lib/offers/PromoCodeField';
import {
  checkoutFieldErrors,
  usePlaceOrder,
  type CheckoutDraft,
  type CheckoutFieldError,
} from '../api/place-order';
import {
  AddressFields,
  emptyAddress,
  type AddressValue,
} from '../../../lib/addresses/AddressFields';
import { OrderConfirmedModal } from '../components/OrderConfirmedModal';
import { CheckoutTotals, checkoutTaxable } from '../components/CheckoutTotals';
import { FulfilmentChoice } from '../components/FulfilmentChoice';
import {
  NEW_CARD,
  PaymentChoice,
  emptyPayment,
  type PaymentValue,
} from '../components/PaymentChoice';
import { newCheckoutKey } from '../utils/checkout-key';
import { TipPicker } from '../../../lib/tips/TipPicker';
import { NO_TIP, tipCentsOf, type TipValue } from '../../../lib/tips/tip-value';
import { tokenOfCardNumber } from '../../../lib/payments/cards';
import type { LiveCardHandle } from '../../../lib/payments/LiveCardForm';
import { useAddCard, usePaymentMethods } from '../../../lib/payments/use-payment-methods';
import '../../../lib/order-translations';
import '../../../lib/payments/translations';

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

/** The fields the form shows errors under; any other field's message goes in the banner. */
const PLACED_FIELDS =
  /^(deliveryAddress\.|instructions$|paymentMethodId$|cardNumber$|promotionCode$|tipCents$)/;

/** Field errors by the form's field names (`deliveryAddress.line1` → `line1`), the first each. */
function errorsByField(fieldErrors: readonly CheckoutFieldError[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const { field, message } of fieldErrors) {
    byField[field.replace(/^deliveryAddress\./, '')] ??= message;
  }
  return byField;
}

/** The first message that belongs to no field of the form (e.g. 'Nothing to order'), or null. */
function unplacedMessage(fieldErrors: readonly CheckoutFieldError[]): string | null {
  return fieldErrors.find((e) => !PLACED_FIELDS.test(e.field))?.message ?? null;
}

/**
 * /user/checkout?occurrence={id} (docs/rules/screens.md#checkout): the cart lines of one occurrence
 * become one order. Delivery or pickup as the session offers; a delivery address (starting from
 * the account's default delivery address, when saved) with
 * coordinates from the autocomplete; instructions (≤ 300); the fee rule (base + per km within the
 * radius) until an address is chosen, then the server's DeliveryQuote — the exact fee and total
 * (Σ price × qty + fee) placeOrder will charge, or why the address cannot be served
 * (placing is disabled then); the same numbers in the Order confirmed modal. One idempotency key per screen (a double submit places one order; a new
 * key after a rejection). REJECTED shows its reason (a declined card: the processor's words).
 *
 * Payment: a saved card (the newest is chosen at first) or a new card; in test mode the number of
 * one of the processor's test cards, mapped to its token in the browser (the number is never
 * sent). 'Save this card for next time' saves the new card first (AddPaymentMethod, one key per
 * screen and card) and pays with the saved card. In live mode 'Add a new card' is the processor's
 * own card form: its 'Save card' (or 'Place order', which saves the typed card first, then pays
 * with it) saves the card and chooses it for this order. The total shown is the amount held on the card,
 * charged when the chef accepts. Nothing is sent while a rule fails: each message goes under its
 * field and focus goes to the first invalid one.
 *
 * Promotions (docs/rules/promotions.md): a code (typed here or carried from the cart as
 * `?code=`) shows its discount line or every reason it does not apply; placing waits while an
 * applied code is refused. Without a code the best automatic offer shows. The total is
 * Σ price × qty + fee − discount, never below 0.
 *
 * Tip (docs/rules/payments.md#tips): no tip, 10/15/20 % of the food or another amount; added
 * after the tax (never taxed) and held with the order.
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
  // The default delivery address from the account settings fills an untouched address once.
  const { address: saved } = useDefaultDeliveryAddress({ skip: !isGuest });
  const prefilled = useRef(false);
  useEffect(() => {
    if (!saved || prefilled.current) return;
    prefilled.current = true;
    setAddress((current) =>
      current.line1 || current.postalCode
        ? current
        : {
            line1: saved.line1,
            line2: saved.line2 ?? '',
            postalCode: saved.postalCode,
            latitude: saved.latitude,
            longitude: saved.longitude,
          },
    );
  }, [saved]);
  const [checkoutKey, setCheckoutKey] = useState(newCheckoutKey);
  const [cardKey] = useState(newCheckoutKey);
  const [payment, setPayment] = useState<PaymentValue>(emptyPayment);
  const cardsState = usePaymentMethods({ skip: !isGuest });
  const addCard = useAddCard();
  const liveCard = useRef<LiveCardHandle>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [submitting, setSubmitting] = useState<'card' | 'order' | null>(null);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [banner, setBanner] = useState<string | null>(null);
  const bannerRef = useRef<HTMLDivElement>(null);
  // A message without a field (e.g. a declined card) shows at the top: bring it into view.
  useEffect(() => {
    if (banner) bannerRef.current?.scrollIntoView?.({ block: 'center' });
  }, [banner]);
  // Then focus goes to the first invalid field, if any (it wins over the banner's scroll).
  const [focusInvalid, setFocusInvalid] = useState(0);
  useEffect(() => {
    if (focusInvalid) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);
  const [confirmed, setConfirmed] = useState<OrderFieldsFragment | null>(null);
  // The promotion code the guest applied here or in the cart (`?code=`), and the server's answer.
  const [promotionCode, setPromotionCode] = useState<string | null>(params.get('code'));
  // The tip for the chef (docs/rules/payments.md#tips): held and charged with the order, untaxed.
  const [tipValue, setTipValue] = useState<TipValue>(NO_TIP);

  const groups = cart ? groupByOccurrence(cart.items) : [];
  const group = groups.find((g) => g.occurrenceId === params.get('occurrence')) ?? groups[0];
  const { restaurant, loading: restaurantLoading } = useCheckoutRestaurant(
    group?.restaurantId ?? null,
  );
  const wantsDelivery =
    fulfilmentChoice === 'DELIVERY' ||
    (fulfilmentChoice === null && !group?.offersPickup && !!group?.offersDelivery);
  const quote = useDeliveryQuote(
    group?.occurrenceId ?? null,
    wantsDelivery ? address : null,
    group?.subtotalCents ?? 0,
  );
  const discountState = useCheckoutDiscount(
    group?.occurrenceId ?? null,
    promotionCode,
    group?.subtotalCents ?? 0,
  );
  const discount = discountState.discount?.refusal ? null : discountState.discount;
  // The sales tax on what is shown, where the meal is supplied (docs/rules/tax.md); the
  // fulfilment as the form below resolves it (asked before the early returns: hooks run always).
  const chosenFulfilment: Fulfilment | null =
    fulfilmentChoice ??
    (group?.offersPickup ? 'PICKUP' : group?.offersDelivery ? 'DELIVERY' : null);
  const taxable = checkoutTaxable(
    group?.subtotalCents ?? 0,
    chosenFulfilment,
    quote,
    discount?.discountCents ?? 0,
  );
  const tax = useCheckoutTax(
    group?.occurrenceId ?? null,
    chosenFulfilment,
    address.postalCode || null,
    taxable.cents,
    !taxable.placeKnown,
  );
  // A code that is refused (or still being checked) holds the order back: what is shown is paid.
  const codeHolds = !!promotionCode && (discountState.loading || !!discountState.discount?.refusal);

  const page = (body: ReactNode) => (
    <Page>
      <title>{`${t('Checkout')} · Hearth`}</title>
      <h1>{t('Checkout')}</h1>
      {banner && <Alert ref={bannerRef}>{t(banner)}</Alert>}
      {body}
      {confirmed && (
        <OrderConfirmedModal order={confirmed} onTrack={() => void navigate('/user/orders')} />
      )}
    </Page>
  );

  if (confirmed) return page(null);
  if (!isGuest) return page(<EmptyState title={t(CartMessages.guestsOnly)} />);
  // The restaurant's terms and instructions too: drawn with the form, they never push it down.
  if (loading || (restaurantLoading && !restaurant)) {
    return page(<Spinner centered label={t('Loading your cart…')} />);
  }
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

  const fulfilment = chosenFulfilment;
  const tip = tipCentsOf(tipValue, group.subtotalCents);
  // The newest saved card is chosen until the guest picks another way to pay.
  const paymentValue: PaymentValue =
    payment.choice === null && cardsState.cards[0]
      ? { ...payment, choice: cardsState.cards[0].id }
      : payment;

  /** Shows `byField` under the fields (and `message` in the banner), focusing the first. */
  function showErrors(byField: Record<string, string>, message: string | null) {
    setErrors(byField);
    setBanner(message);
    setFocusInvalid((n) => n + 1);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting || !group) return;
    setBanner(null);
    setErrors({});
    const newCard = paymentValue.choice === NEW_CARD;
    // Live mode's new card is typed into the processor's form and saved by it, not by number.
    const liveNewCard = newCard && cardsState.mode === 'live';
    const typedCard = newCard && !liveNewCard;
    const card = typedCard ? tokenOfCardNumber(paymentValue.cardNumber) : null;
    const draft: CheckoutDraft = {
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
      paymentMethodId: typedCard
        ? card?.ok
          ? card.token
          : ''
        : newCard
          ? ''
          : (paymentValue.choice ?? ''),
      promotionCode,
      tipCents: tip.ok ? tip.cents : 0,
    };

    // The browser's rules first: nothing is sent (no card saved) while one fails.
    const local = checkoutFieldErrors(draft).filter(
      (e) => !(newCard && e.field === 'paymentMethodId'),
    );
    if (card && !card.ok) local.push({ field: 'cardNumber', message: card.message });
    if (!tip.ok) local.push({ field: 'tipCents', message: tip.message });
    if (local.length > 0) {
      showErrors(errorsByField(local), unplacedMessage(local));
      return;
    }

    if (liveNewCard) {
      // Stripe's or the server's message shows under the card field when it is not saved.
      setSubmitting('card');
      const saved = (await liveCard.current?.save()) ?? null;
      if (!saved) {
        setSubmitting(null);
        return;
      }
      // The form already chose it (onCardSaved): a retry pays with it, not saving it again.
      draft.paymentMethodId = saved.id;
    }

    if (typedCard && card?.ok && paymentValue.save) {
      setSubmitting('card');
      const saved = await addCard(card.token, `${cardKey}:${card.token}`);
      if (!saved.ok) {
        setSubmitting(null);
        if (saved.field) showErrors({ cardNumber: saved.message }, null);
        else setBanner(saved.message);
        return;
      }
      // Paid with the saved card from now on (a retry does not save it again).
      setPayment({ choice: saved.card.id, cardNumber: '', save: false });
      draft.paymentMethodId = saved.card.id;
    }

    setSubmitting('order');
    const outcome = await placeOrder(draft);
    setSubmitting(null);
    if (!outcome.ok) {
      const byField = errorsByField(outcome.fieldErrors);
      // A code refused at the last moment (e.g. it ran out): ask again, so its reason shows.
      if (byField['promotionCode']) discountState.retry();
      if (typedCard && byField['paymentMethodId'] && !paymentValue.save) {
        byField['cardNumber'] = byField['paymentMethodId'];
        delete byField['paymentMethodId'];
      }
      showErrors(byField, outcome.message ?? unplacedMessage(outcome.fieldErrors));
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
    <Form ref={formRef} onSubmit={(e) => void submit(e)} noValidate aria-label={t('Checkout')}>
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
      <PaymentChoice
        mode={cardsState.mode}
        cards={cardsState.cards}
        loading={cardsState.loading}
        failed={!!cardsState.error}
        onRetry={() => void cardsState.retry()}
        value={paymentValue}
        onChange={(value) => {
          setPayment(value);
          setErrors(({ paymentMethodId: _choice, cardNumber: _number, ...rest }) => rest);
        }}
        errors={{ choice: errors['paymentMethodId'], cardNumber: errors['cardNumber'] }}
        disabled={!!submitting}
        liveCardRef={liveCard}
        onCardSaved={(saved) => {
          setPayment({ choice: saved.id, cardNumber: '', save: false });
          setErrors(({ paymentMethodId: _choice, cardNumber: _number, ...rest }) => rest);
        }}
      />
      <PromoCodeField
        code={promotionCode}
        onApply={(code) => {
          setPromotionCode(code);
          setErrors(({ promotionCode: _code, ...rest }) => rest);
        }}
        onRemove={() => {
          setPromotionCode(null);
          setErrors(({ promotionCode: _code, ...rest }) => rest);
        }}
        state={discountState}
        placeError={errors['promotionCode'] ?? null}
        disabled={!!submitting}
      />
      <TipPicker
        name="checkout-tip"
        subtotalCents={group.subtotalCents}
        value={tipValue}
        onChange={(value) => {
          setTipValue(value);
          setErrors(({ tipCents: _tip, ...rest }) => rest);
        }}
        error={errors['tipCents'] ?? null}
      />
      <CheckoutTotals
        tax={tax}
        tipCents={tip.ok ? tip.cents : 0}
        subtotalCents={group.subtotalCents}
        fulfilment={fulfilment}
        quote={quote}
        feeRule={feeRule}
        discountCents={discount?.discountCents ?? 0}
        discountCode={discount?.offer?.code ?? null}
      />
      <Button
        type="submit"
        disabled={
          !!submitting ||
          codeHolds ||
          group.hasWarnings ||
          !fulfilment ||
          (fulfilment === 'DELIVERY' && quote !== null && !quote.isWithinRadius)
        }
      >
        {submitting === 'card'
          ? t('Saving your card…')
          : submitting
            ? t('Placing your order…')
            : t('Place order')}
      </Button>
    </Form>,
  );
}
