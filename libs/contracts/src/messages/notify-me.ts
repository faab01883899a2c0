// User-facing messages of "Notify me" (zod-free: see ../messages.ts; docs/rules/notify-me.md).

/** Why "Notify me" was refused, and the words of the notice a waiting guest gets. */
export const NotifyMeMessages = {
  /** The dish is not offered on that date (or the restaurant is not public). */
  unknownDish: 'This dish is not offered on this date.',
  /** The dish still has portions: nothing to wait for. */
  notSoldOut: 'This dish still has portions: add it to your cart.',
  /** The order cutoff of the date has passed: no portion can come back. */
  ordersClosed: 'Orders for this date are closed.',
  /** In-app title of the notice (also the e-mail subject). */
  noticeTitle: (dish: string) => `${dish} is available again`,
  /**
   * In-app body of the notice: the dish, the restaurant, the date as the guest reads it
   * (e.g. 'Saturday, November 28') and how many portions are left when it was written.
   */
  noticeBody: (dish: string, restaurant: string, date: string, remaining: number) =>
    `You asked to be told: ${dish} from ${restaurant} for ${date} has ${remaining} ${
      remaining === 1 ? 'portion' : 'portions'
    } again. First to order gets them.`,
} as const;
