import { CartMessages, KitchenMessages, OrderMessages } from '@hearth/contracts';
import { formatDateTime, useLocale, useT } from '@hearth/i18n';
import { Button, Card, EmptyState, Spinner, useToast } from '@hearth/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { LoadFailed } from '../../../components/ListStates';
import '../../../../../shared/tax/tax-label';
import { formatCents } from '../../../utils/money';
import { groupByOccurrence } from '../../../lib/cart/cart-math';
import { Muted, Page, Row } from '../../../components/layout';
import {
  useCart,
  useChangeCartItemQuantity,
  useRemoveFromCart,
  type CartOutcome,
} from '../../../lib/cart/use-cart';
import { CartLineRow } from '../../../lib/cart/CartLineRow';
import { PromoCodeField } from '../../../lib/offers/PromoCodeField';
import { useCheckoutDiscount } from '../../../lib/offers/use-checkout-discount';
import type { CartGroup } from '../../../lib/cart/cart-math';
import '../../../lib/order-translations';

const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;
const Group = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
`;

/**
 * One occurrence's card of the cart (one order): its lines, the promotion code field with the
 * discount it gives or why not (an automatic offer shows by itself), subtotal, discount, the
 * sales-tax line (calculated at checkout, where the place of supply is known), and Checkout —
 * which carries an applied code to the checkout (`&code=`).
 */
function CartGroupCard({
  group,
  locale,
  canCheckout,
  onQuantityChange,
  onRemove,
}: {
  group: CartGroup;
  locale: ReturnType<typeof useLocale>['locale'];
  canCheckout: boolean;
  onQuantityChange: (lineId: string, quantity: number) => void;
  onRemove: (lineId: string) => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const [code, setCode] = useState<string | null>(null);
  const state = useCheckoutDiscount(group.occurrenceId, code, group.subtotalCents);
  const discount = state.discount?.refusal ? null : state.discount;
  const discountCents = discount?.discountCents ?? 0;
  return (
    <Group as="section" aria-label={group.restaurantName}>
      <Row>
        <h2>{group.restaurantName}</h2>
        {group.startsAt && <Muted>{formatDateTime(group.startsAt, locale)}</Muted>}
      </Row>
      <Lines>
        {group.lines.map((line) => (
          <CartLineRow
            key={line.id}
            line={line}
            onQuantityChange={(quantity) => onQuantityChange(line.id, quantity)}
            onRemove={() => onRemove(line.id)}
          />
        ))}
      </Lines>
      <PromoCodeField code={code} onApply={setCode} onRemove={() => setCode(null)} state={state} />
      {discountCents > 0 && (
        <Row>
          <span>
            {discount?.offer?.code
              ? t('Discount ({{code}})', { code: discount.offer.code })
              : t('Discount')}
          </span>
          <strong data-testid="cart-discount">−{formatCents(discountCents)}</strong>
        </Row>
      )}
      <Row>
        <span>{t('Sales tax')}</span>
        {/* Where the meal is supplied decides the tax (docs/rules/tax.md): known at checkout. */}
        <Muted data-testid="cart-tax">{t('Calculated at checkout')}</Muted>
      </Row>
      <Row>
        <span>
          {t('Subtotal')}:{' '}
          <strong data-testid="cart-group-subtotal">
            {formatCents(Math.max(group.subtotalCents - discountCents, 0))}
          </strong>
        </span>
        <Button
          disabled={!canCheckout}
          onClick={() =>
            void navigate(
              `/user/checkout?occurrence=${encodeURIComponent(group.occurrenceId)}${
                code ? `&code=${encodeURIComponent(code)}` : ''
              }`,
            )
          }
        >
          {t('Checkout')}
        </Button>
      </Row>
    </Group>
  );
}

/**
 * /user/cart (docs/rules/screens.md#cart): the signed-in guest's cart, one card per occurrence (one
 * restaurant and date = one order), each line with its stepper, Remove and the server's
 * warnings, and a promotion code per order; Checkout is disabled while any warning holds ('No
 * items in Cart' when empty).
 */
export function CartPage() {
  const t = useT();
  const { locale } = useLocale();
  const toast = useToast();
  const { cart, loading, isGuest, refetch } = useCart();
  const changeQuantity = useChangeCartItemQuantity();
  const removeLine = useRemoveFromCart();

  // Checkout waits for every quantity change and removal to settle on the server, so the order
  // is placed from the cart the guest sees.
  const [inFlight, setInFlight] = useState(0);
  const track = (action: Promise<CartOutcome>) => {
    setInFlight((n) => n + 1);
    void action.then((outcome) => {
      setInFlight((n) => n - 1);
      if (!outcome.ok) toast.show(t(outcome.message), { tone: 'error' });
    });
  };

  let body;
  if (!isGuest) {
    body = <EmptyState title={t(CartMessages.empty)} description={t(CartMessages.guestsOnly)} />;
  } else if (loading) {
    body = <Spinner centered label={t('Loading your cart…')} />;
  } else if (!cart) {
    body = <LoadFailed message={KitchenMessages.loadFailed} onRetry={() => void refetch()} />;
  } else if (cart.items.length === 0) {
    body = <EmptyState title={t(CartMessages.empty)} />;
  } else {
    body = (
      <>
        {groupByOccurrence(cart.items).map((group) => (
          <CartGroupCard
            key={group.occurrenceId}
            group={group}
            locale={locale}
            canCheckout={cart.canCheckout && inFlight === 0}
            onQuantityChange={(lineId, quantity) => track(changeQuantity(lineId, quantity))}
            onRemove={(lineId) => track(removeLine(lineId))}
          />
        ))}
        <Row>
          <span>
            {t('Total')} ({t('{{count}} portions', { count: cart.itemCount })}):{' '}
            <strong data-testid="cart-subtotal">{formatCents(cart.subtotalCents)}</strong>
          </span>
          {!cart.canCheckout && <Muted role="status">{t(OrderMessages.cartHasWarnings)}</Muted>}
        </Row>
      </>
    );
  }

  return (
    <Page>
      <title>{`${t('Cart')} · Hearth`}</title>
      <h1>{t('Cart')}</h1>
      {body}
    </Page>
  );
}
