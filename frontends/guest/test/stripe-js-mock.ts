import { jest } from '@jest/globals';

/**
 * The live-mode 'Add a card' with Stripe.js replaced at the module boundary (`loadStripe` of
 * @stripe/stripe-js/pure): a fake card element that records how it was created and mounted and
 * whose 'change' handler the test drives, and a `confirmCardSetup` answering what the test says.
 */
export type ChangeHandler = (event: { error?: { message: string } }) => void;
export const stripeFake = {
  keys: [] as string[],
  mounted: 0,
  destroyed: 0,
  handlers: {} as Record<string, ChangeHandler>,
  confirms: [] as { clientSecret: string; card: unknown }[],
  confirmAnswer: {} as Record<string, unknown>,
  failLoad: false,
};
/** Puts the fake back as a fresh page would find it (call in `beforeEach`). */
export function resetStripeFake(): void {
  Object.assign(stripeFake, {
    keys: [],
    mounted: 0,
    destroyed: 0,
    handlers: {},
    confirms: [],
    confirmAnswer: {},
    failLoad: false,
  });
}
export const card = {
  mount: () => {
    stripeFake.mounted += 1;
  },
  destroy: () => {
    stripeFake.destroyed += 1;
  },
  focus: () => undefined,
  on: (name: string, handler: ChangeHandler) => {
    stripeFake.handlers[name] = handler;
  },
};
jest.mock('@stripe/stripe-js/pure', () => ({
  loadStripe: async (key: string) => {
    if (stripeFake.failLoad) throw new Error('Failed to load Stripe.js');
    stripeFake.keys.push(key);
    return {
      elements: () => ({ create: (type: string) => (type === 'card' ? card : null) }),
      confirmCardSetup: async (
        clientSecret: string,
        data: { payment_method: { card: unknown } },
      ) => {
        stripeFake.confirms.push({ clientSecret, card: data.payment_method.card });
        return stripeFake.confirmAnswer;
      },
    };
  },
}));
