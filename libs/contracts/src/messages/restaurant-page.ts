// User-facing messages of the restaurant page (zod-free: see ../messages.ts).

/** Restaurant page empty states (product wording, word for word, typos included). */
export const RestaurantPageMessages = {
  /** No orderable cooking session at all. */
  noUpcomingSessions:
    'This chef does not have any upcoming cooking sessions, sorry for the incovenience',
  /** Sessions exist, but none on the chosen date with the chosen delivery/pickup mode. */
  noSessionsOnDate: (date: string) =>
    `This chef does not have any cooking sessions in ${date} with Delivery or Pickup status. sorry for the incovenience`,
} as const;
