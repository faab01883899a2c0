// User-facing messages of the dish form and its ingredients (zod-free: see ../messages.ts).

/**
 * Dish form messages (rules in docs/rules/validation.md#dishes). The field rules' texts are
 * Hearth's; the save-failure fallback and the archive dialog texts are product wording, word for
 * word. Money is shown in dollars here, stored as integer cents.
 */
export const DishMessages = {
  /** Main image required (the first of the dish images). */
  mainImageRequired: 'Main image is required!',
  imageInvalid: 'Dish images must be http(s) URLs',
  /** A dish image is accepted only as an upload to our store for this restaurant. */
  imageNotOurs: 'Upload the dish images here.',
  imagesTooMany: 'A dish can have at most 10 images',
  nameRequired: 'Dish name is required!',
  /** 3–100 characters. */
  nameLength: 'Dish name must be 3 to 100 characters',
  descriptionRequired: 'Description is required!',
  /** 10–3000 characters. */
  descriptionLength: 'Description must be 10 to 3000 characters',
  costRequired: 'Cost is required!',
  /** 0.1 to 400 dollars, two decimals. */
  costRange: 'Cost must be between $0.10 and $400.00',
  costCents: 'Cost can have at most two decimals',
  /** Allergy warning required (a single entry such as 'none' is accepted). */
  allergyWarningsRequired: 'Allergy warning is required!',
  /** Each entry 4–100 characters. */
  allergyWarningLength: 'Each allergy warning must be 4 to 100 characters',
  allergyWarningsTooMany: 'At most 20 allergy warnings',
  preparationInstructionsRequired: 'Preparation instruction is required!',
  /** 10–300 characters (main ingredients and preparation). */
  preparationInstructionsLength: 'Preparation instruction must be 10 to 300 characters',
  /** Preparation time required, in minutes and seconds. */
  preparationTimeRequired: 'Preparation time is required!',
  /** Minutes and seconds, no hours (1 second to 59:59). */
  preparationTimeRange: 'Preparation time must be between 0:01 and 59:59 (minutes and seconds)',
  handlingInstructionsRequired: 'Handle instruction is required!',
  /** 10–300 characters (delivery and handling instructions). */
  handlingInstructionsLength: 'Handle instruction must be 10 to 300 characters',
  cuisineRequired: 'Cuisine is required!',
  /** Chosen from the restaurant's cuisines (checked by the service). */
  cuisineNotOffered: "Choose one of your restaurant's cuisines",
  shelfLifeRequired: 'Shelf life is required!',
  /** 2–300 characters. */
  shelfLifeLength: 'Shelf life must be 2 to 300 characters',
  portionSizeRequired: 'Portion size is required!',
  /** 3–300 characters (the portion size text). */
  portionSizeLength: 'Portion size must be 3 to 300 characters',
  categoryInvalid: 'Choose categories from the list',
  /** Spice level up to 3 (3 spice icons). */
  spiceLevelRange: 'Spice level must be between 0 and 3',
  ingredientsTooMany: 'A dish can have at most 100 ingredients',
  statusInvalid: 'Dish status must be Active, Inactive or Archived',
  /**
   * The allergen declaration (docs/rules/allergens.md): the chef ticks what the dish contains, or
   * explicitly "Contains none of these"; required by the dish form and before publishing.
   */
  allergensRequired:
    "Declare the dish's allergens: tick those it contains, or 'Contains none of these'.",
  /** "Contains none" together with allergens the dish contains. */
  allergensConflict:
    'A dish that contains none of these allergens cannot also list allergens it contains.',
  allergenInvalid: 'Choose allergens from the list',
  /** Making ACTIVE a dish whose allergens are not declared (existing dishes declare them once). */
  publishUndeclared: "Declare this dish's allergens before publishing it.",
  /** A dish in an upcoming cooking session can only be archived, not deleted. */
  inUpcomingSession:
    'This dish is in an upcoming cooking session, so it cannot be deleted. Archive it instead.',
  /** Fallback when adding or updating a dish fails without a message (product wording). */
  saveFailed: 'Failed to Add Dish',
  /** Success notice for a dish. */
  saved: 'Your dish has been saved',
  deleted: 'Your dish has been deleted',
  /** Archive-dish confirmation (product wording, word for word). */
  archiveConfirm: 'Are you sure you want to archive dish?',
  archiveYes: 'Yes, Archive Dish',
  archiveNo: 'No, Go Back',
} as const;

/**
 * Ingredient editor messages (product wording where marked). An ingredient has a name, a
 * quantity (a number ≥ 0) and a unit (the unit text, e.g. 'cups'). The quantity rule reads
 * 'Amount is required' or 'Quantity is required' depending on the label; Hearth labels the number
 * "Quantity", so the API and the form show `quantityRequired`; `amountRequired` is kept for a form
 * that labels the number "Amount". The unit text's rule is 'Unit is required'.
 */
export const IngredientMessages = {
  /** Product wording. */
  nameRequired: 'Ingredient Name is required',
  nameTooLong: 'Ingredient name must be at most 100 characters',
  /** Product wording (the number, labelled Quantity). */
  quantityRequired: 'Quantity is required',
  /** Product wording (the same rule when the number is labelled Amount). */
  amountRequired: 'Amount is required',
  /** Quantity minimum 0. */
  quantityNegative: 'Quantity cannot be negative',
  /** Product wording (the unit text). */
  unitRequired: 'Unit is required',
  unitTooLong: 'Unit must be at most 50 characters',
  /** Product wording: notes, when given, at least 3 characters. */
  notesTooShort: 'Notes must have minimum of 3 characters',
  notesTooLong: 'Notes must be at most 300 characters',
} as const;
