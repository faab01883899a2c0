import { z } from 'zod';
import { MenuMessages } from './messages.js';
import { UUID_PATTERN } from './ids.js';

export { MenuMessages };

/**
 * Menu create/update rules: a menu has a name and an ordered, deduplicated list of `dishIds`;
 * `action` is CREATE or UPDATE (`menuId` required for UPDATE). A missing name and a missing dish
 * selection both give 'menu name is required!' (product wording, word for word). That every dish
 * id is a dish of the restaurant is checked by the service (`MenuMessages.dishNotInRestaurant`).
 */

/** Hearth's cap on a menu name's length. */
export const MENU_NAME_MAX = 100;
/** Menu actions of the SaveMenu mutation. */
export const MENU_ACTIONS = ['CREATE', 'UPDATE'] as const;
export type MenuAction = (typeof MENU_ACTIONS)[number];

/** The menu form (name and dishes) — what the browser validates. */
export const menuSchema = z.object({
  name: z
    .string({ error: MenuMessages.nameRequired })
    .trim()
    .min(1, MenuMessages.nameRequired)
    .max(MENU_NAME_MAX, MenuMessages.nameTooLong),
  dishIds: z
    .array(z.string().regex(UUID_PATTERN, MenuMessages.dishNotInRestaurant), {
      error: MenuMessages.nameRequired,
    })
    .min(1, MenuMessages.nameRequired)
    .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
});
export type MenuInputData = z.input<typeof menuSchema>;
export type MenuData = z.output<typeof menuSchema>;
