import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { freshDatabase, query } from '../../../test/support/db.js';
import { CreateCart1763700000000 } from '../src/migrations/1763700000000-create-cart.js';
import { OrdersSaga1765300000010 } from '../src/migrations/1765300000010-orders-saga.js';
import { Payments1766000000000 } from '../src/migrations/1766000000000-payments.js';
import { ProcessorWebhooks1766000000050 } from '../src/migrations/1766000000050-processor-webhooks.js';
import { HoldRenewal1766000000060 } from '../src/migrations/1766000000060-hold-renewal.js';
import { Payment } from '../src/payments/payment.model.js';
import { PaymentRepository } from '../src/payments/payment.repository.js';

/**
 * The payment repository on a real PostgreSQL (the payments migrations only): a payment is
 * inserted, loaded, changed by the model and saved; a save is refused once the row left the
 * status the payment was loaded in, so two changes racing from the same status cannot both land.
 */
describe('orders: PaymentRepository', () => {
  let url: string;
  let dataSource: DataSource;
  let repository: PaymentRepository;

  beforeAll(async () => {
    url = await freshDatabase('hearth_orders_payment_repository');
    dataSource = new DataSource({
      type: 'postgres',
      url,
      migrations: [
        CreateCart1763700000000,
        OrdersSaga1765300000010,
        Payments1766000000000,
        ProcessorWebhooks1766000000050,
        HoldRenewal1766000000060,
      ],
    });
    await dataSource.initialize();
    await dataSource.runMigrations();
    repository = new PaymentRepository(dataSource);
  });
  afterAll(async () => {
    await dataSource?.destroy();
  });

  /** A PENDING order and its AUTHORIZED payment of 2 500 cents on `pi_<n>`. */
  const heldPayment = async () => {
    const orderId = randomUUID();
    const facts = {
      orderId,
      guestId: randomUUID(),
      chefId: randomUUID(),
      processor: 'local-test',
      currency: 'cad',
      amountCents: 2_500,
    };
    await dataSource.query(
      `INSERT INTO orders (id, guest_id, restaurant_id, chef_id, occurrence_id, scheduled_for,
                           status, fulfilment, subtotal_cents, delivery_fee_cents, total_cents,
                           idempotency_key)
       VALUES ($1, $2, $3, $4, $5, now() + interval '2 days', 'PENDING', 'PICKUP', 2500, 0, 2500,
               $6)`,
      [orderId, facts.guestId, randomUUID(), facts.chefId, randomUUID(), randomUUID()],
    );
    const processorPaymentId = `pi_${orderId.slice(0, 8)}`;
    await dataSource.transaction((m) =>
      repository.insert(
        m,
        Payment.authorized(facts, {
          processorPaymentId,
          paymentMethodId: 'pm_saved',
          customerId: 'cus_1',
        }),
      ),
    );
    return { orderId, processorPaymentId };
  };
  const rowOf = async (orderId: string) =>
    (
      await query<{
        status: string;
        captured_cents: number;
        fee_cents: number;
        hold_count: number;
        processor_payment_id: string;
        authorized_at: string;
      }>(
        url,
        `SELECT status, captured_cents, fee_cents, hold_count, processor_payment_id,
                authorized_at::text FROM payments WHERE order_id = $1`,
        [orderId],
      )
    )[0]!;

  it('inserts a held payment, loads it locked, and saves its capture (the hold time untouched)', async () => {
    const { orderId, processorPaymentId } = await heldPayment();
    const before = await rowOf(orderId);
    expect(before).toMatchObject({
      status: 'AUTHORIZED',
      hold_count: 1,
      processor_payment_id: processorPaymentId,
    });
    await dataSource.transaction(async (m) => {
      const payment = (await repository.lock(m, orderId))!;
      expect(payment).toMatchObject({
        status: 'AUTHORIZED',
        loadedStatus: 'AUTHORIZED',
        amountCents: 2_500,
      });
      payment.capture(2_500, 103);
      await repository.save(m, payment);
    });
    const after = await rowOf(orderId);
    expect(after).toMatchObject({ status: 'CAPTURED', captured_cents: 2_500, fee_cents: 103 });
    expect(after.authorized_at).toBe(before.authorized_at);
  });

  it('a renewed hold is saved with its new payment id, count and time', async () => {
    const { orderId } = await heldPayment();
    const at = new Date('2030-01-01T00:00:00Z');
    await dataSource.transaction(async (m) => {
      const payment = (await repository.lock(m, orderId))!;
      payment.renewHold('pi_renewed', at);
      await repository.save(m, payment);
    });
    const row = await rowOf(orderId);
    expect(row).toMatchObject({
      status: 'AUTHORIZED',
      hold_count: 2,
      processor_payment_id: 'pi_renewed',
    });
    expect(new Date(row.authorized_at).toISOString()).toBe(at.toISOString());
  });

  it('refuses to save a change over one made meanwhile from the same status', async () => {
    const { orderId, processorPaymentId } = await heldPayment();
    // Two readers without a lock both see AUTHORIZED; the first releases, the second captures.
    const m = dataSource.manager;
    const first = (await repository.lockByProcessorPayment(m, 'local-test', processorPaymentId))!;
    const second = (await repository.lockByProcessorPayment(m, 'local-test', processorPaymentId))!;
    first.release();
    await repository.save(m, first);
    second.capture(2_500, 0);
    await expect(repository.save(m, second)).rejects.toThrow(/no longer AUTHORIZED: not saved/);
    expect(await rowOf(orderId)).toMatchObject({ status: 'VOIDED', captured_cents: 0 });
  });

  it('a new payment cannot be saved before it is inserted', async () => {
    const payment = Payment.failed(
      {
        orderId: randomUUID(),
        guestId: randomUUID(),
        chefId: randomUUID(),
        processor: 'local-test',
        currency: 'cad',
        amountCents: 100,
      },
      { processorPaymentId: null, code: 'card_declined', message: 'Your card was declined.' },
    );
    await expect(repository.save(dataSource.manager, payment)).rejects.toThrow(/is new/);
  });

  it('records a processor webhook once: a replay is recognised', async () => {
    const event = { id: `evt_${randomUUID()}`, type: 'payment_intent.canceled', paymentId: 'pi_x' };
    const m = dataSource.manager;
    expect(await repository.recordWebhookEvent(m, 'stripe', event)).toBe(true);
    expect(await repository.recordWebhookEvent(m, 'stripe', event)).toBe(false);
  });
});
