/**
 * Messages of session saves refused because of the restaurant's offer or the portions already sold
 * (Hearth's own texts; docs/rules/orders-and-sessions.md#session-edits).
 */
export const SessionEditMessages = {
  belowSold: (sold: number, date: string) =>
    `${sold} portions of this dish are already sold for ${date}; the quantity cannot be less than that`,
  dishHasSales: (date: string) =>
    `A removed dish already has orders for ${date}; keep it in the session`,
  occurrenceHasSales: (date: string) =>
    `The session on ${date} already has orders and cannot be removed`,
  movedRestaurant: 'A session cannot move to another restaurant',
  deliveryNotOffered: 'This restaurant does not offer delivery',
  pickupNotOffered: 'This restaurant does not offer pickup',
} as const;
