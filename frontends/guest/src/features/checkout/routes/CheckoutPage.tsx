import { ComingSoon } from '../../../../../shared/ComingSoon';

/** Checkout (placeholder until its issue builds the screen). */
export function CheckoutPage() {
  return (
    <ComingSoon
      title="Checkout"
      description="Checkout will let you confirm delivery or pickup and pay for your order."
    />
  );
}
