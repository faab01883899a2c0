import { useT } from '@hearth/i18n';
import { BagIcon } from '@hearth/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Badge } from './HeaderStyles';

const CartLink = styled(Link)`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

/** The cart bag with `count` (no data of its own: CartButton feeds it, or 0 while Apollo loads). */
export function CartButtonView({ count }: { count: number }) {
  const t = useT();
  return (
    <CartLink
      to="/user/cart"
      aria-label={count === 1 ? t('Cart, 1 item') : t('Cart, {{count}} items', { count })}
      data-testid="cart-button"
    >
      <BagIcon />
      <Badge
        data-testid="cart-count"
        aria-hidden="true"
        style={count === 0 ? { opacity: 0.75 } : undefined}
      >
        {count}
      </Badge>
    </CartLink>
  );
}
