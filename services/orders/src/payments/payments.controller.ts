import {
  BadRequestException,
  Controller,
  Headers,
  HttpCode,
  NotFoundException,
  Post,
  Req,
} from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import type { Request } from 'express';
import { Public } from '@hearth/nest-common';
import {
  HandlePaymentWebhookHandler,
  type WebhookOutcome,
} from './handle-payment-webhook.handler.js';

/**
 * The processor's webhook endpoint, `POST /webhooks/payments` (configure it at the processor;
 * public, authenticated by the processor's signature over the raw body, `Stripe-Signature`).
 * 200 `{ received: true, duplicate }` once applied or when already seen; 400 on a bad or missing
 * signature; 404 when the configured processor sends no webhooks.
 */
@Controller('webhooks')
export class PaymentsWebhookController {
  constructor(private readonly webhook: HandlePaymentWebhookHandler) {}

  /** Applies one webhook (see `HandlePaymentWebhookHandler`). */
  @Public()
  @Post('payments')
  @HttpCode(200)
  async receive(
    @Req() req: RawBodyRequest<Request>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true; duplicate: boolean }> {
    if (!req.rawBody || !signature) throw new BadRequestException('Missing signature or body');
    let outcome: WebhookOutcome;
    try {
      outcome = await this.webhook.handle(req.rawBody, signature);
    } catch (err) {
      if (err instanceof Error && /signature/i.test(err.message))
        throw new BadRequestException('Invalid signature');
      throw err;
    }
    if (outcome === 'unsupported') throw new NotFoundException();
    return { received: true, duplicate: outcome === 'duplicate' };
  }
}
