import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { dietaryProfileSchema, toFieldErrors, type DietaryProfileData } from '@hearth/contracts';
import type { InvalidInput } from '@hearth/nest-common';

/** Outcome of `save`: the stored profile, or the field errors (nothing written). */
export type SaveProfileResult = { kind: 'ok'; profile: DietaryProfileData } | InvalidInput;

/** The profile of someone who has not saved one: no allergens avoided, no diet. */
const EMPTY: DietaryProfileData = { avoidAllergens: [], diets: [] };

/**
 * A guest's dietary profile (docs/rules/allergens.md#a-guests-dietary-profile): the priority
 * allergens they avoid and the diets they follow, kept on their user row. Only its owner reads
 * and writes it; the explore and restaurant pages filter and mark dishes with it in the browser.
 */
@Injectable()
export class DietaryProfileService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The saved profile of `userId` (empty lists when none was saved). */
  async get(userId: string): Promise<DietaryProfileData> {
    const [row] = (await this.dataSource.query(
      'SELECT dietary_profile AS p FROM users WHERE id = $1',
      [userId],
    )) as Array<{ p: DietaryProfileData | null }>;
    return row?.p ?? EMPTY;
  }

  /**
   * Saves the profile (`dietaryProfileSchema`; errors `avoidAllergens.<i>`: allergenInvalid,
   * `diets.<i>`: dietInvalid); empty lists clear it.
   */
  async save(userId: string, input: unknown): Promise<SaveProfileResult> {
    const parsed = dietaryProfileSchema.safeParse(input);
    if (!parsed.success) return { kind: 'invalid', errors: toFieldErrors(parsed.error) };
    await this.dataSource.query('UPDATE users SET dietary_profile = $2 WHERE id = $1', [
      userId,
      JSON.stringify(parsed.data),
    ]);
    return { kind: 'ok', profile: parsed.data };
  }
}
