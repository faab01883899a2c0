/** Types of seed.mjs (for the TypeScript tests that run it). */
export interface SeedAccount {
  email: string;
  name: string;
}
export interface SeedResult {
  admin: { email: string };
  chefs: Array<SeedAccount & { restaurant: string; slug: string }>;
  guests: Array<SeedAccount & { postalCode: string }>;
  password: string;
  publicRestaurants: number;
  /** Reviews written by this run (0 when they all existed). */
  reviewsWritten: number;
}
export const SEED_DAYS: number;
export function seed(options: {
  gatewayUrl: string;
  databaseUrl: string;
  log?: (line: string) => void;
}): Promise<SeedResult>;
export function describeAccounts(result: SeedResult): string[];
export function seedIfEmpty(options: {
  gatewayUrl: string;
  databaseUrl: string;
  schemaPrefix?: string;
  log?: (line: string) => void;
}): Promise<SeedResult | null>;
