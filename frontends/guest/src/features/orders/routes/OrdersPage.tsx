import { ComingSoon } from '../../../../../shared/ComingSoon';

/** Orders (placeholder until its issue builds the screen). */
export function OrdersPage() {
  return (
    <ComingSoon
      title="Orders"
      description="Track your order here after you check out: pending, upcoming and past orders."
    />
  );
}
