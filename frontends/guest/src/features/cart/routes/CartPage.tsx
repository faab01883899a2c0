import { ComingSoon } from '../../../../../shared/ComingSoon';

/** Cart (placeholder until its issue builds the screen). */
export function CartPage() {
  return <ComingSoon title="Cart" description="No items in Cart" />;
}
