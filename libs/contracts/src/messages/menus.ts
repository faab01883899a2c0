// User-facing messages of menus (zod-free: see ../messages.ts).

/** Menu create/update messages (SPEC §5 "Menu", §8 success notice). */
export const MenuMessages = {
  /** SPEC §5: a missing name AND missing dishes both show this, word for word. */
  nameRequired: 'menu name is required!',
  nameTooLong: 'Menu name must be at most 100 characters',
  /** A dish id that is not a dish of this restaurant. */
  dishNotInRestaurant: 'Choose dishes of your own restaurant',
  /** SPEC §8 generic success notice for a menu. */
  saved: 'Your menu has been saved',
  saveFailed: 'Failed to save menu',
  menuIdRequired: 'Choose the menu to update',
} as const;
