import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { deliveryAddressSchema, toFieldErrors, type DeliveryAddressData } from '@hearth/contracts';
import type { InvalidInput } from '@hearth/nest-common';

/** Outcome of `save`: the stored address, or null when cleared. */
export type SaveResult = { kind: 'ok'; address: DeliveryAddressData | null } | InvalidInput;

/**
 * The account's default delivery address (docs/rules/accounts-and-admin.md#default-delivery-address):
 * the checkout's delivery rules (line 1, optional line 2, postal code, coordinates from the
 * address autocomplete); the checkout starts from it. Only its owner reads it.
 */
@Injectable()
export class DeliveryAddressService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The saved default of `userId`, or null. */
  async get(userId: string): Promise<DeliveryAddressData | null> {
    const [row] = (await this.dataSource.query(
      'SELECT default_delivery_address AS a FROM users WHERE id = $1',
      [userId],
    )) as Array<{ a: DeliveryAddressData | null }>;
    return row?.a ?? null;
  }

  /**
   * Saves (`input` valid by `deliveryAddressSchema`) or clears (`input` null) the default.
   * Errors: `line1`, `line2`, `postalCode`, `latitude` (no suggestion chosen).
   */
  async save(userId: string, input: unknown | null): Promise<SaveResult> {
    if (input === null || input === undefined) {
      await this.dataSource.query(
        'UPDATE users SET default_delivery_address = NULL WHERE id = $1',
        [userId],
      );
      return { kind: 'ok', address: null };
    }
    const parsed = deliveryAddressSchema.safeParse(input);
    if (!parsed.success) return { kind: 'invalid', errors: toFieldErrors(parsed.error) };
    await this.dataSource.query('UPDATE users SET default_delivery_address = $2 WHERE id = $1', [
      userId,
      JSON.stringify(parsed.data),
    ]);
    return { kind: 'ok', address: parsed.data };
  }
}
