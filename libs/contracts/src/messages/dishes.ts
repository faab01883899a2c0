// User-facing messages of the dish form and its ingredients (zod-free: see ../messages.ts).

/**
 * Dish form messages (SPEC §5 "Dish form", §9 limits, §8 "Add or update dish fails", §2 archive
 * dialog). The SPEC gives no wording for the dish form rules themselves, so these are Hearth's;
 * the §8 fallback and the §2 dialog texts are the SPEC's, word for word. Money is shown in dollars
 * here, stored as integer cents.
 */
export const DishMessages = {
  /** SPEC §5: main image required (the first of the dish images). */
  mainImageRequired: 'Main image is required!',
  imageInvalid: 'Dish images must be http(s) URLs',
  imagesTooMany: 'A dish can have at most 10 images',
  nameRequired: 'Dish name is required!',
  /** SPEC §5/§9: 3–100. */
  nameLength: 'Dish name must be 3 to 100 characters',
  descriptionRequired: 'Description is required!',
  /** SPEC §5/§9: 10–3000. */
  descriptionLength: 'Description must be 10 to 3000 characters',
  costRequired: 'Cost is required!',
  /** SPEC §5/§9: 0.1 to 400 dollars, two decimals. */
  costRange: 'Cost must be between $0.10 and $400.00',
  costCents: 'Cost can have at most two decimals',
  /** SPEC §5: allergy warning required (a single entry such as 'none' is accepted). */
  allergyWarningsRequired: 'Allergy warning is required!',
  /** SPEC §5/§9: each entry 4–100. */
  allergyWarningLength: 'Each allergy warning must be 4 to 100 characters',
  allergyWarningsTooMany: 'At most 20 allergy warnings',
  preparationInstructionsRequired: 'Preparation instruction is required!',
  /** SPEC §5/§9: 10–300 (SPEC `prep_inst`). */
  preparationInstructionsLength: 'Preparation instruction must be 10 to 300 characters',
  /** SPEC §5: preparation time required, in minutes and seconds. */
  preparationTimeRequired: 'Preparation time is required!',
  /** SPEC §5: minutes and seconds, no hours (1 second to 59:59). */
  preparationTimeRange: 'Preparation time must be between 0:01 and 59:59 (minutes and seconds)',
  handlingInstructionsRequired: 'Handle instruction is required!',
  /** SPEC §5/§9: 10–300 (SPEC `hand_inst`). */
  handlingInstructionsLength: 'Handle instruction must be 10 to 300 characters',
  cuisineRequired: 'Cuisine is required!',
  /** SPEC §5: chosen from the restaurant's cuisines (checked by the service). */
  cuisineNotOffered: "Choose one of your restaurant's cuisines",
  shelfLifeRequired: 'Shelf life is required!',
  /** SPEC §5/§9: 2–300. */
  shelfLifeLength: 'Shelf life must be 2 to 300 characters',
  portionSizeRequired: 'Portion size is required!',
  /** SPEC §5/§9: 3–300 (SPEC `unit`). */
  portionSizeLength: 'Portion size must be 3 to 300 characters',
  categoryInvalid: 'Choose categories from the list',
  /** SPEC §5: spice level up to 3 (SPEC §9: 3 spice icons). */
  spiceLevelRange: 'Spice level must be between 0 and 3',
  ingredientsTooMany: 'A dish can have at most 100 ingredients',
  statusInvalid: 'Dish status must be Active, Inactive or Archived',
  /** Issue #4: a dish in an upcoming cooking session can only be archived. */
  inUpcomingSession:
    'This dish is in an upcoming cooking session, so it cannot be deleted. Archive it instead.',
  /** SPEC §8 fallback when adding or updating a dish fails without a message. */
  saveFailed: 'Failed to Add Dish',
  /** SPEC §8 generic success notice for a dish. */
  saved: 'Your dish has been saved',
  deleted: 'Your dish has been deleted',
  /** SPEC §2 archive-dish confirmation, word for word. */
  archiveConfirm: 'Are you sure you want to archive dish?',
  archiveYes: 'Yes, Archive Dish',
  archiveNo: 'No, Go Back',
} as const;

/**
 * Ingredient editor messages (SPEC §5 "Ingredient", §9). SPEC §3 maps `item` → name, `quantity` →
 * quantity (a number ≥ 0) and `amount` → unit (the unit text, e.g. 'cups'). SPEC §5 words the
 * quantity rule 'Amount is required' or 'Quantity is required' depending on the label; Hearth labels
 * the number "Quantity", so the API and the form show `quantityRequired`; `amountRequired` is kept
 * for a form that labels the number "Amount". The unit text's rule is 'Unit is required'.
 */
export const IngredientMessages = {
  /** SPEC §5. */
  nameRequired: 'Ingredient Name is required',
  nameTooLong: 'Ingredient name must be at most 100 characters',
  /** SPEC §5 (the number, labelled Quantity). */
  quantityRequired: 'Quantity is required',
  /** SPEC §5 (the same rule when the number is labelled Amount). */
  amountRequired: 'Amount is required',
  /** SPEC §3/§9: quantity minimum 0. */
  quantityNegative: 'Quantity cannot be negative',
  /** SPEC §5 (the unit text, SPEC `amount`). */
  unitRequired: 'Unit is required',
  unitTooLong: 'Unit must be at most 50 characters',
  /** SPEC §5/§9. */
  notesTooShort: 'Notes must have minimum of 3 characters',
  notesTooLong: 'Notes must be at most 300 characters',
} as const;
