import { Module } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { LocalTestProcessor } from './local-test-processor.js';
import { PAYMENT_PROCESSOR, type PaymentProcessor } from './payment-processor.js';
import { StripeProcessor } from './stripe-processor.js';
import { PaymentsService } from './payments.service.js';
import { COMMISSION_BPS } from './payment-policy.js';
import { PaymentRepository } from './payment.repository.js';
import { OrderAccess } from '../orders/order-access.js';
import { OrderReceiptQuery } from '../receipts/receipt.query.js';
import { LedgerRepository } from './ledger.repository.js';
import { PaymentCustomers } from './payment-customers.js';
import { ListCardsQuery } from './list-cards.query.js';
import { SaveCardHandler } from './save-card.handler.js';
import { StartCardSetupHandler } from './start-card-setup.handler.js';
import { SaveCardFromSetupHandler } from './save-card-from-setup.handler.js';
import { RemoveCardHandler } from './remove-card.handler.js';
import { AuthorizePaymentHandler } from './authorize-payment.handler.js';
import { CapturePaymentHandler } from './capture-payment.handler.js';
import { ReleasePaymentHandler } from './release-payment.handler.js';
import { RenewHoldsHandler } from './renew-holds.handler.js';
import { RefundOrderHandler } from './refund-order.handler.js';
import { RefundLaterTipHandler } from './refund-later-tip.handler.js';
import { AddTipHandler } from './add-tip.handler.js';
import { TipRepository } from './tip.repository.js';
import { HandlePaymentWebhookHandler } from './handle-payment-webhook.handler.js';
import { ChefEarningsQuery } from './chef-earnings.query.js';
import { ReconcilePaymentsQuery } from './reconcile-payments.query.js';
import { PaymentsResolver } from './payments.resolver.js';
import { PaymentsWebhookController } from './payments.controller.js';
import { HoldRenewalScheduler } from './hold-renewal.scheduler.js';
import { resolvePaymentSecrets } from './payments-mode.js';
import { PaymentsModeResolver } from './payments-mode.resolver.js';
import { PaymentsConfigCheck } from './payments-config.check.js';
import { PayoutRepository } from '../payouts/payout.repository.js';
import { DisputeRepository } from './dispute.repository.js';
import { HandleDisputeHandler } from './handle-dispute.handler.js';
import { DisputesResolver } from './disputes.resolver.js';

/**
 * The processor from the environment: `STRIPE_SECRET_KEY` (and `STRIPE_API_BASE`, e.g. a
 * stripe-mock) selects the Stripe adapter; without it, the local test-mode processor (the
 * embedded default: the whole flow works offline). `STRIPE_PUBLISHABLE_KEY` is the browser card
 * form's key: live mode cannot add a card without it, so a live secret key (`sk_live_…`) without
 * a live publishable key (`pk_live_…`) is refused at start, as is a key of the other mode.
 * `env` holds the keys themselves (the module passes `resolvePaymentSecrets`' env, where
 * `<NAME>_FILE` mounts are read); production's live-or-test rule is `paymentsConfigProblems`.
 * @throws Error naming the missing or mismatched key.
 */
export function processorFromEnv(dataSource: DataSource, env = process.env): PaymentProcessor {
  if (env.STRIPE_SECRET_KEY) {
    const live = env.STRIPE_SECRET_KEY.startsWith('sk_live_');
    const pk = env.STRIPE_PUBLISHABLE_KEY;
    if (live && !pk)
      throw new Error(
        'STRIPE_PUBLISHABLE_KEY (pk_live_…) is required with a live STRIPE_SECRET_KEY: guests add cards with it',
      );
    if (pk && pk.startsWith('pk_live_') !== live)
      throw new Error(
        `STRIPE_PUBLISHABLE_KEY is a ${live ? 'test' : 'live'} key but STRIPE_SECRET_KEY is a ${live ? 'live' : 'test'} key`,
      );
    return new StripeProcessor({
      secretKey: env.STRIPE_SECRET_KEY,
      ...(pk ? { publishableKey: pk } : {}),
      ...(env.STRIPE_API_BASE ? { apiBase: env.STRIPE_API_BASE } : {}),
      ...(env.STRIPE_WEBHOOK_SECRET ? { webhookSecret: env.STRIPE_WEBHOOK_SECRET } : {}),
    });
  }
  return new LocalTestProcessor(dataSource);
}

/**
 * The platform's commission in basis points from `PLATFORM_COMMISSION_BPS` (default 1000 = 10 %,
 * 0–10 000).
 */
export function commissionFromEnv(env = process.env): number {
  const bps = Number(env.PLATFORM_COMMISSION_BPS ?? 1000);
  if (!Number.isInteger(bps) || bps < 0 || bps > 10_000)
    throw new Error('PLATFORM_COMMISSION_BPS must be an integer from 0 to 10000');
  return bps;
}

/**
 * Payments: the processor port and its adapter, the repositories (payments and refunds, the
 * ledger, processor customers), one handler or query per intention (cards, the order's money
 * steps, refunds, hold renewal, webhooks, disputes, earnings, reconciliation), the resolvers, the webhook
 * endpoint and the hold-renewal sweep. Exports `PaymentsService`, the saga's money steps.
 */
@Module({
  controllers: [PaymentsWebhookController],
  providers: [
    {
      provide: PAYMENT_PROCESSOR,
      inject: [getDataSourceToken()],
      useFactory: (dataSource: DataSource) =>
        processorFromEnv(dataSource, resolvePaymentSecrets().env),
    },
    { provide: COMMISSION_BPS, useFactory: () => commissionFromEnv() },
    PaymentRepository,
    LedgerRepository,
    PaymentCustomers,
    ListCardsQuery,
    SaveCardHandler,
    StartCardSetupHandler,
    SaveCardFromSetupHandler,
    RemoveCardHandler,
    AuthorizePaymentHandler,
    CapturePaymentHandler,
    ReleasePaymentHandler,
    RenewHoldsHandler,
    RefundOrderHandler,
    TipRepository,
    RefundLaterTipHandler,
    AddTipHandler,
    HandlePaymentWebhookHandler,
    DisputeRepository,
    PayoutRepository,
    HandleDisputeHandler,
    DisputesResolver,
    ChefEarningsQuery,
    ReconcilePaymentsQuery,
    PaymentsService,
    PaymentsResolver,
    PaymentsModeResolver,
    PaymentsConfigCheck,
    HoldRenewalScheduler,
    // The receipt of an order (src/receipts): the capture publishes it (OrderReceiptIssued), and
    // ReceiptsModule's resolver serves it.
    OrderAccess,
    OrderReceiptQuery,
  ],
  exports: [PaymentsService, PAYMENT_PROCESSOR, OrderReceiptQuery],
})
export class PaymentsModule {}
