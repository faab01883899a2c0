/**
 * The Payout model alone (no database): every status change an admin can ask for, from every
 * status — the allowed ones move the payout and stamp when, the refused ones answer the admin's
 * message and change nothing.
 */
import { describe, expect, it } from '@jest/globals';
import { PaymentMessages } from '@hearth/contracts';
import { PAYOUT_STATUSES, Payout, type PayoutStatus } from '../src/payouts/payout.js';

const AT = new Date('2026-03-02T15:00:00Z');

const payout = (status: PayoutStatus) =>
  new Payout({
    id: '00000000-0000-4000-8000-000000000001',
    chefId: '00000000-0000-4000-8000-000000000002',
    amountCents: 12_345,
    status,
    heldAt: null,
    approvedAt: null,
    paidAt: null,
    transferReference: null,
  });

const unchanged = (p: Payout, status: PayoutStatus) => {
  expect(p.status).toBe(status);
  expect([p.heldAt, p.approvedAt, p.paidAt, p.transferReference]).toEqual([null, null, null, null]);
};

describe('Payout.hold', () => {
  it('holds a pending payout and stamps when', () => {
    const p = payout('PENDING');
    expect(p.hold(AT)).toEqual({ ok: true, from: 'PENDING', to: 'HELD' });
    expect(p.status).toBe('HELD');
    expect(p.heldAt).toEqual(AT);
  });

  it.each(['HELD', 'APPROVED', 'PAID'] as const)('refuses to hold a %s payout', (status) => {
    const p = payout(status);
    expect(p.hold(AT)).toEqual({ ok: false, message: PaymentMessages.payoutHoldInvalid });
    unchanged(p, status);
  });
});

describe('Payout.approve', () => {
  it.each(['PENDING', 'HELD'] as const)('approves a %s payout and stamps when', (status) => {
    const p = payout(status);
    expect(p.approve(AT)).toEqual({ ok: true, from: status, to: 'APPROVED' });
    expect(p.status).toBe('APPROVED');
    expect(p.approvedAt).toEqual(AT);
  });

  it.each(['APPROVED', 'PAID'] as const)('refuses to approve a %s payout', (status) => {
    const p = payout(status);
    expect(p.approve(AT)).toEqual({ ok: false, message: PaymentMessages.payoutApproveInvalid });
    unchanged(p, status);
  });
});

describe('Payout.markPaid', () => {
  it('marks an approved payout paid with the transfer and when', () => {
    const p = payout('APPROVED');
    expect(p.refusal('markPaid')).toBeNull();
    expect(p.markPaid('tr_1', AT)).toEqual({ ok: true, from: 'APPROVED', to: 'PAID' });
    expect(p).toMatchObject({ status: 'PAID', paidAt: AT, transferReference: 'tr_1' });
  });

  it.each(['PENDING', 'HELD', 'PAID'] as const)(
    'refuses to mark a %s payout paid, before and after a transfer',
    (status) => {
      const p = payout(status);
      expect(p.refusal('markPaid')).toBe(PaymentMessages.payoutMarkPaidInvalid);
      expect(p.markPaid('tr_1', AT)).toEqual({
        ok: false,
        message: PaymentMessages.payoutMarkPaidInvalid,
      });
      unchanged(p, status);
    },
  );
});

describe('a payout from start to end', () => {
  it('goes PENDING → HELD → APPROVED → PAID and then refuses everything', () => {
    const p = payout('PENDING');
    expect(p.hold(AT).ok).toBe(true);
    expect(p.approve(AT).ok).toBe(true);
    expect(p.markPaid('tr_9', AT).ok).toBe(true);
    for (const refused of [p.hold(AT), p.approve(AT), p.markPaid('tr_10', AT)])
      expect(refused.ok).toBe(false);
    expect(p).toMatchObject({ status: 'PAID', transferReference: 'tr_9' });
  });

  it('knows exactly the statuses the database allows', () => {
    expect(PAYOUT_STATUSES).toEqual(['PENDING', 'HELD', 'APPROVED', 'PAID']);
  });
});
