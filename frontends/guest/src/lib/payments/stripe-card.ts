import type { Stripe } from '@stripe/stripe-js';
// The "pure" entry loads Stripe.js (https://js.stripe.com) only when `loadStripe` is called,
// so pages without a live card form never load it.
import { loadStripe } from '@stripe/stripe-js/pure';

/**
 * Loads Stripe.js from Stripe (once per page; later calls share it) and makes its client for the
 * publishable key (`pk_live_…`) the server answered with the card setup. The card number, expiry
 * and CVC are typed into Stripe's own card element (an iframe of Stripe's) and sent to Stripe by
 * it: they never reach Hearth.
 * @throws Error when Stripe.js cannot be loaded (offline, blocked).
 */
export async function loadCardProcessor(publishableKey: string): Promise<Stripe> {
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error('Stripe.js is not available in this browser');
  return stripe;
}
