import { CartMessages } from '@hearth/contracts';
import { addTranslations, useLocale, useT } from '@hearth/i18n';
import { Button, formatPrice, media, Spinner } from '@hearth/ui';
import styled from 'styled-components';
import { TestModeBanner } from '../../../components/TestModeBanner';
import { ButtonLink as GoToCart } from '../../../shared/links';
import { allergenLines } from '../../../../../shared/allergens/allergen-lines';
import { useHeaderCart } from '../api/cart';
import { Popover } from './HeaderStyles';

addTranslations({
  'fr-CA': {
    [CartMessages.empty]: 'Aucun article dans le panier',
    'Loading your cart…': 'Chargement de votre panier…',
    'Go to cart': 'Voir le panier',
    Checkout: 'Passer la commande',
    Cart: 'Panier',
    Total: 'Total',
  },
});

const Panel = styled(Popover)`
  width: min(340px, calc(100vw - 24px));
  max-height: 70vh;
  overflow-y: auto;
  /* On a phone the cart button is not at the screen's right edge: a panel hung from it would
     start off-screen, so it spans the screen under the 64 px header instead. */
  ${media.mobile} {
    position: fixed;
    top: 72px;
    left: 12px;
    right: 12px;
    width: auto;
  }
  h2 {
    margin: 4px 8px 8px;
    font-size: 1rem;
  }
`;
const Lines = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing(2)};
    padding: ${({ theme }) => theme.spacing(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .warning {
    color: ${({ theme }) => theme.colors.danger};
  }
`;
const Total = styled.p`
  display: flex;
  justify-content: space-between;
  margin: ${({ theme }) => theme.spacing(2)};
`;
const Message = styled.p`
  margin: 8px;
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(2)};
  a,
  button {
    /* Side by side when both labels fit ('Passer la commande' may not): else one per row. */
    flex: 1 1 auto;
    white-space: nowrap;
  }
`;

/**
 * The guest cart dropdown: the cart's lines (dish, restaurant, its priority allergens in words,
 * price × quantity to 2 decimals, the first warning), the total, 'No items in Cart' when empty, and Go to cart /
 * Checkout (Checkout only while no warning holds), and 'Test mode — no real money moves' on test
 * money. GetCarts shares the Apollo cache
 * with the guest remote, so optimistic cart changes show here at once.
 */
export function CartDropdown({ onNavigate }: { onNavigate: () => void }) {
  const t = useT();
  const { locale } = useLocale();
  const { data, loading } = useHeaderCart();
  const cart = data?.cart;
  return (
    <Panel role="dialog" aria-label={t('Cart')} data-testid="cart-dropdown">
      <h2>{t('Cart')}</h2>
      <TestModeBanner variant="line" />
      {!cart && loading && <Spinner centered label={t('Loading your cart…')} />}
      {cart && cart.items.length === 0 && <Message>{t(CartMessages.empty)}</Message>}
      {cart && cart.items.length > 0 && (
        <>
          <Lines>
            {cart.items.map((line) => (
              <li key={line.id}>
                <span>
                  {line.dishName}
                  <small>{line.restaurantName}</small>
                  {/* An optimistic line (no server answer yet) has no allergens: nothing claimed. */}
                  {!line.id.startsWith('optimistic-') && (
                    <small data-testid="cart-dropdown-allergens">
                      {allergenLines(line.allergens, locale, t).join(' · ')}
                    </small>
                  )}
                  {line.warnings[0] && <small className="warning">{t(line.warnings[0])}</small>}
                </span>
                <span>
                  {formatPrice(line.priceCents)} × {line.quantity}
                  <small>{formatPrice(line.lineTotalCents)}</small>
                </span>
              </li>
            ))}
          </Lines>
          <Total>
            <span>{t('Total')}</span>
            <strong data-testid="cart-dropdown-total">{formatPrice(cart.subtotalCents)}</strong>
          </Total>
        </>
      )}
      <Actions>
        <GoToCart to="/user/cart" $variant="secondary" $size="sm" onClick={onNavigate}>
          {t('Go to cart')}
        </GoToCart>
        {cart?.canCheckout ? (
          <GoToCart to="/user/checkout" $size="sm" onClick={onNavigate}>
            {t('Checkout')}
          </GoToCart>
        ) : (
          <Button $size="sm" disabled>
            {t('Checkout')}
          </Button>
        )}
      </Actions>
    </Panel>
  );
}
