import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CURRENCY, PaymentMessages } from '@hearth/contracts';
import { PAYMENT_PROCESSOR, type PaymentProcessor } from './payment-processor.js';
import { PaymentRepository } from './payment.repository.js';
import { DAY_MS, RENEW_HOLD_AFTER_DAYS, stepKey } from './payment-policy.js';

/** RenewHolds: the platform renews card holds about to lapse (the hold-renewal sweep). */
@Injectable()
export class RenewHoldsHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(PAYMENT_PROCESSOR) private readonly processor: PaymentProcessor,
    private readonly payments: PaymentRepository,
  ) {}

  /**
   * Card holds last about 7 days: for each AUTHORIZED payment of a still-PENDING order whose hold
   * is `RENEW_HOLD_AFTER_DAYS` old and whose card is saved, places a new hold for the same amount
   * and releases the old one, each with the order's numbered step keys (a retry never holds
   * twice), one transaction per payment. The new hold is placed without the guest (`offSession`).
   * A card that is now declined keeps its old hold (the order may still be accepted before it
   * lapses; the processor's reason is recorded on the payment, which the guest's order page shows
   * — for a bank that wants the guest to confirm it, `PaymentMessages.renewalAuthenticationRequired`).
   * A hold the processor no longer shows held (captured after all, or released) is left alone.
   * Replicas sweeping at once skip each other's rows. At most `limit` payments are tried.
   * @returns how many holds were renewed.
   * @throws ProcessorUnavailable when the processor cannot be reached (the next sweep retries).
   */
  async handle(now = new Date(), limit = 100): Promise<number> {
    let renewed = 0;
    const before = new Date(now.getTime() - RENEW_HOLD_AFTER_DAYS * DAY_MS);
    const tried: string[] = [];
    for (let i = 0; i < limit; i++) {
      const next = await this.dataSource.transaction(async (m) => {
        const p = await this.payments.lockNextHoldToRenew(m, this.processor.name, before, tried);
        if (!p) return false;
        tried.push(p.orderId);
        // Only a hold the processor still holds is renewed: one it shows captured (a capture
        // whose acceptance rolled back) cannot be voided, and the accept or the release settles it.
        const current = await this.processor.retrieve(p.processorPaymentId!);
        if (current?.status !== 'requires_capture') return true;
        const hold = p.holds + 1;
        const result = await this.processor.authorize(
          {
            amountCents: p.amountCents,
            currency: CURRENCY,
            customerId: p.customerId,
            paymentMethodId: p.paymentMethodId!,
            orderId: p.orderId,
            offSession: true,
          },
          stepKey(p.orderId, 'authorize', hold),
        );
        if (!result.ok) {
          p.recordRenewalDecline(
            result.code,
            result.code === 'authentication_required'
              ? PaymentMessages.renewalAuthenticationRequired
              : result.message,
          );
          await this.payments.save(m, p);
          return true;
        }
        await this.processor.voidAuthorization(
          p.processorPaymentId!,
          stepKey(p.orderId, 'void', p.holds),
        );
        p.renewHold(result.paymentId, now);
        await this.payments.save(m, p);
        renewed++;
        return true;
      });
      if (!next) break;
    }
    return renewed;
  }
}
