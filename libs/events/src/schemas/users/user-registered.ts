import { z } from 'zod';

/**
 * `UserRegistered` v1 — published by `users` when an account is created (guest or chef sign-up,
 * or an admin created by `npm run admin:create`). Aggregate id = `userId`.
 */
export const UserRegisteredV1 = z.object({
  userId: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(['Guest', 'Chef', 'Admin']),
  status: z.string(),
});

/** Payload of `UserRegistered` v1. */
export type UserRegisteredPayload = z.infer<typeof UserRegisteredV1>;
