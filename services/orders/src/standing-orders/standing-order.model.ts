import {
  StandingOrderMessages,
  type ChangeStandingOrderData,
  type StandingOrderStatus,
} from '@hearth/contracts';

/** One dish of a standing order: `quantity` portions of `dishId` each week. */
export interface StandingLine {
  dishId: string;
  quantity: number;
}

/** Where the week's order goes: pickup, or delivery to the address (with its coordinates). */
export interface StandingFulfilment {
  fulfilment: 'DELIVERY' | 'PICKUP';
  addressLine1: string | null;
  addressLine2: string | null;
  postalCode: string | null;
  latitude: number | null;
  longitude: number | null;
  instructions: string | null;
}

/** The facts a standing order is made of (a row of `standing_orders`). */
export interface StandingOrderFacts extends StandingFulfilment {
  id: string;
  guestId: string;
  guestEmail: string;
  restaurantId: string;
  chefId: string;
  /** The cooking session whose weekly occurrences the standing order follows. */
  sessionId: string;
  sourceOrderId: string;
  status: StandingOrderStatus;
  lines: StandingLine[];
  /** The saved card (or, in test mode, the processor test token) each week is paid with. */
  paymentMethodId: string;
  /** The start of the source order's occurrence: weeks are the series' occurrences after it. */
  anchorStartsAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

/** What a requested change came to: done, or refused with the guest-facing reason. */
export type StandingChange = { ok: true } | { ok: false; message: string };

const refused = (message: string): StandingChange => ({ ok: false, message });
const done: StandingChange = { ok: true };

/**
 * A standing weekly order (issue 28): the model owns its states and every change of them —
 * ACTIVE ⇄ PAUSED (pause, resume), ACTIVE or PAUSED → CANCELLED (for good) — and its lines (a
 * change keeps only its own dishes, at least one portion). Each method changes the object only
 * when it answers `{ ok: true }`; a refusal leaves it as it was.
 */
export class StandingOrder {
  private constructor(private facts: StandingOrderFacts) {}

  /** A new ACTIVE standing order from `facts` (status is forced to ACTIVE). */
  static start(facts: Omit<StandingOrderFacts, 'status'>): StandingOrder {
    return new StandingOrder({ ...facts, status: 'ACTIVE' });
  }

  /** A standing order as stored. */
  static of(facts: StandingOrderFacts): StandingOrder {
    return new StandingOrder({ ...facts, lines: facts.lines.map((l) => ({ ...l })) });
  }

  /** A copy of the current facts. */
  get state(): Readonly<StandingOrderFacts> {
    return this.facts;
  }

  get id(): string {
    return this.facts.id;
  }

  get status(): StandingOrderStatus {
    return this.facts.status;
  }

  /** Whether the weekly sweep places its weeks (ACTIVE only). */
  get isPlacing(): boolean {
    return this.facts.status === 'ACTIVE';
  }

  /** ACTIVE → PAUSED: weeks stop being placed until resumed. */
  pause(now: Date): StandingChange {
    if (this.facts.status === 'CANCELLED') return refused(StandingOrderMessages.cancelled);
    if (this.facts.status === 'PAUSED') return refused(StandingOrderMessages.alreadyPaused);
    return this.move('PAUSED', now);
  }

  /** PAUSED → ACTIVE: the next week's order is placed again. */
  resume(now: Date): StandingChange {
    if (this.facts.status === 'CANCELLED') return refused(StandingOrderMessages.cancelled);
    if (this.facts.status !== 'PAUSED') return refused(StandingOrderMessages.notPaused);
    return this.move('ACTIVE', now);
  }

  /** ACTIVE or PAUSED → CANCELLED, for good (orders already placed stay as they are). */
  cancel(now: Date): StandingChange {
    if (this.facts.status === 'CANCELLED') return refused(StandingOrderMessages.cancelled);
    return this.move('CANCELLED', now);
  }

  /**
   * New quantities of its own dishes (0 drops a dish; a dish not listed keeps its quantity):
   * refused when cancelled, when a dish is not one of its own, or when no portion would remain.
   */
  changeLines(change: ChangeStandingOrderData, now: Date): StandingChange {
    if (this.facts.status === 'CANCELLED') return refused(StandingOrderMessages.cancelled);
    const wanted = new Map(change.lines.map((l) => [l.dishId, l.quantity]));
    const own = new Set(this.facts.lines.map((l) => l.dishId));
    if ([...wanted.keys()].some((dishId) => !own.has(dishId)))
      return refused(StandingOrderMessages.unknownDish);
    const lines = this.facts.lines
      .map((l) => ({ dishId: l.dishId, quantity: wanted.get(l.dishId) ?? l.quantity }))
      .filter((l) => l.quantity > 0);
    if (lines.length === 0) return refused(StandingOrderMessages.linesRequired);
    this.facts = { ...this.facts, lines, updatedAt: now };
    return done;
  }

  /** Whether a week may still be skipped: not cancelled (a paused one may skip ahead). */
  canSkip(): StandingChange {
    return this.facts.status === 'CANCELLED' ? refused(StandingOrderMessages.cancelled) : done;
  }

  private move(status: StandingOrderStatus, now: Date): StandingChange {
    this.facts = { ...this.facts, status, updatedAt: now };
    return done;
  }
}
