import { useCallback, useRef, useState } from 'react';
import { useCartItemCount } from '../api/cart';
import { CartButtonView } from './CartButtonView';
import { CartDropdown } from './CartDropdown';
import { Anchor } from './HeaderStyles';
import { useDismiss } from './useDismiss';

/**
 * The guest's cart bag with its item count (rendered, and so queried, for guests only:
 * docs/rules/screens.md#header) and the cart dropdown it opens. The count is `User.cartItemCount`,
 * which the guest remote's cart hooks update optimistically in the shared Apollo cache; polled
 * every 15 s.
 */
export function CartButton() {
  const { data } = useCartItemCount();
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(anchor, open, close);
  return (
    <Anchor ref={anchor}>
      <CartButtonView
        count={data?.me?.cartItemCount ?? 0}
        expanded={open}
        onToggle={() => setOpen((o) => !o)}
      />
      {open && <CartDropdown onNavigate={close} />}
    </Anchor>
  );
}
