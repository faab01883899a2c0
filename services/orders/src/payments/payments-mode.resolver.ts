import { Inject } from '@nestjs/common';
import { Query, Resolver, registerEnumType } from '@nestjs/graphql';
import { Public } from '@hearth/nest-common';
import { PAYMENT_PROCESSOR, type PaymentProcessor } from './payment-processor.js';
import { PaymentsMode, paymentsModeOf } from './payments-mode.js';

registerEnumType(PaymentsMode, {
  name: 'PaymentsMode',
  description: 'Whether money on Hearth is real (docs/rules/payments.md#live-or-test-money).',
  valuesMap: {
    LIVE: { description: 'Real cards are charged and chefs are paid real money.' },
    TEST: {
      description:
        'No real money moves (test cards, a staging or development platform): every screen that shows money says Test mode.',
    },
  },
});

/** `paymentsMode`: public, so the shell can say Test mode to every visitor. */
@Resolver()
export class PaymentsModeResolver {
  constructor(@Inject(PAYMENT_PROCESSOR) private readonly processor: PaymentProcessor) {}

  /** LIVE when the processor charges real cards (a live Stripe key); TEST otherwise. */
  @Public()
  @Query(() => PaymentsMode, {
    description:
      'Whether money is real: LIVE charges real cards and pays chefs; TEST moves no real money (staging, development), and every screen that shows money says Test mode.',
  })
  paymentsMode(): PaymentsMode {
    return paymentsModeOf(this.processor);
  }
}
