import { useT } from '@hearth/i18n';
import { BagIcon } from '@hearth/ui';
import type { MouseEvent } from 'react';
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

/**
 * The cart bag with `count` (no data of its own: CartButton feeds it, or 0 while Apollo loads).
 * A link to /user/cart; with `onToggle` a plain click opens the cart dropdown instead (a click
 * with a modifier key still follows the link, e.g. to a new tab).
 */
export function CartButtonView({
  count,
  expanded,
  onToggle,
}: {
  count: number;
  expanded?: boolean;
  onToggle?: () => void;
}) {
  const t = useT();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onToggle || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onToggle();
  };
  return (
    <CartLink
      to="/user/cart"
      aria-label={t('Cart, {{count}} items', { count })}
      aria-haspopup={onToggle ? 'dialog' : undefined}
      aria-expanded={onToggle ? Boolean(expanded) : undefined}
      data-testid="cart-button"
      onClick={onClick}
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
