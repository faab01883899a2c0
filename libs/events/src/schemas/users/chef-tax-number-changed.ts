import { z } from 'zod';

/**
 * `ChefTaxNumberChanged` v1 — published by `users` (topic `Topics.users`, same transaction) when a
 * chef sets, changes or removes their GST/HST number (docs/rules/tax.md#the-chefs-gsthst-number).
 * Aggregate id = `userId`. Consumers: orders (`order_chef_tax_numbers`: a chef with a number is
 * the supplier of their orders for GST/HST and keeps the tax to remit; without one Hearth is).
 */
export const ChefTaxNumberChangedV1 = z.object({
  userId: z.uuid(),
  /** The number as stored (`123456782RT0001`: 9 digits, RT, 4 digits), or null when removed. */
  gstHstNumber: z
    .string()
    .regex(/^\d{9}RT\d{4}$/)
    .nullable(),
});

/** Payload of `ChefTaxNumberChanged` v1. */
export type ChefTaxNumberChangedPayload = z.infer<typeof ChefTaxNumberChangedV1>;
