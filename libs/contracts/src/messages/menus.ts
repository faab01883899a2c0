// User-facing messages of menus (zod-free: see ../messages.ts).

/** Menu create/update messages. */
export const MenuMessages = {
  /** A missing name AND missing dishes both show this (product wording, word for word). */
  nameRequired: 'menu name is required!',
  nameTooLong: 'Menu name must be at most 100 characters',
  /** A dish id that is not a dish of this restaurant. */
  dishNotInRestaurant: 'Choose dishes of your own restaurant',
  /** Success notice for a menu. */
  saved: 'Your menu has been saved',
  saveFailed: 'Failed to save menu',
  menuIdRequired: 'Choose the menu to update',
} as const;
