import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  ChefProfileMessages,
  acceptTermsSchema,
  chefProfileUpdateSchema,
  toFieldErrors,
} from '@hearth/contracts';
import { Topics } from '@hearth/events';
import { normalizePostalCode, type AddressLookup } from '@hearth/geo';
import {
  LOGGER,
  isOwnUpload,
  publishEvents,
  invalidInput,
  type InvalidInput,
} from '@hearth/nest-common';
import type { Logger } from 'pino';
import { ADDRESS_LOOKUP } from '../address/address.resolver.js';
import { UserEntity } from '../identity/user.entity.js';
import { chefApplicationSubmitted } from '../integration-events/published/chef-application-submitted.event.js';
import { ChefProfileEntity, hasCredentials, hasGeneralInformation } from './chef-profile.entity.js';

/** Outcome of a chef command: the updated user, or field errors (nothing written). */
export type ChefCommandResult = { kind: 'ok'; user: UserEntity } | InvalidInput;

/**
 * Where a saved address is: its coordinates (degrees), `null` when the postal code cannot be
 * located (malformed or unknown), `'unavailable'` when the lookup itself failed (geocoder down).
 */
export type AddressLocation = { latitude: number; longitude: number } | null | 'unavailable';

/** A postal code as compared for "same address": normalised when it parses, else as stored. */
const postalKey = (code: string | null): string | null =>
  code === null ? null : (normalizePostalCode(code)?.postalCode ?? code);

/** Locks and returns the user row for the rest of the transaction (status changes serialise). */
export function lockUser(manager: EntityManager, id: string): Promise<UserEntity | null> {
  return manager
    .getRepository(UserEntity)
    .createQueryBuilder('u')
    .setLock('pessimistic_write')
    .where('u.id = :id', { id })
    .getOne();
}

/**
 * The chef onboarding wizard: General information, Credentials, Terms
 * (docs/rules/accounts-and-admin.md#chef-onboarding). Acts on the signed-in chef only.
 */
@Injectable()
export class ChefProfileService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(ADDRESS_LOOKUP) private readonly addresses: AddressLookup,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The chef's profile row, or null before the first wizard save. */
  find(userId: string): Promise<ChefProfileEntity | null> {
    return this.dataSource.getRepository(ChefProfileEntity).findOneBy({ userId });
  }

  /**
   * Saves one or both wizard steps (step rules in `libs/contracts`; errors `general.<field>` /
   * `credentials.<field>`, nothing written on any error). General information also updates the
   * user's first and last name, and locates the address: its postal code's coordinates through the
   * `AddressLookup` port, looked up before the transaction (a hosted geocoder may be slow). A known
   * postal code is not required, so an address that cannot be located is saved with null
   * coordinates; see `coordinates` for a failing lookup. Allowed in any status (the profile page
   * reuses it). Images are accepted only as the chef's own uploads to our store: the chef image in
   * `profiles/<userId>/…` (else `general.imageUrl` 'Upload the chef image here.'), a certificate in
   * `certificates/<userId>/…` (a private object; else `credentials.certificateUrl` 'Upload the
   * certificate here.').
   */
  async update(userId: string, input: unknown): Promise<ChefCommandResult> {
    const parsed = chefProfileUpdateSchema.safeParse(input ?? {});
    if (!parsed.success) return { kind: 'invalid', errors: toFieldErrors(parsed.error) };
    const { general, credentials } = parsed.data;
    if (general && !isOwnUpload(general.imageUrl, `profiles/${userId}`)) {
      return invalidInput('general.imageUrl', ChefProfileMessages.imageNotOurs);
    }
    const certificate = credentials?.certificateUrl;
    if (certificate && !isOwnUpload(certificate, `certificates/${userId}`)) {
      return invalidInput('credentials.certificateUrl', ChefProfileMessages.certificateNotOurs);
    }
    const location = general ? await this.locate(general.postalCode) : null;
    return this.dataSource.transaction(async (manager) => {
      const user = await lockUser(manager, userId);
      if (!user) return invalidInput('_', ChefProfileMessages.updateFailed);
      const fields: Partial<ChefProfileEntity> = {};
      if (general) {
        const { firstName, lastName, ...rest } = general;
        await manager.update(UserEntity, { id: userId }, { firstName, lastName });
        Object.assign(fields, rest, await coordinates(manager, userId, rest.postalCode, location));
      }
      if (credentials) Object.assign(fields, credentials);
      if (Object.keys(fields).length > 0) await this.saveProfile(manager, userId, fields);
      return { kind: 'ok', user: await manager.findOneByOrFail(UserEntity, { id: userId }) };
    });
  }

  /**
   * Terms step (a chef leaves INITIAL only by accepting the terms): sets `verified`, moves
   * INITIAL → PENDING and adds `ChefApplicationSubmitted` v1 to the outbox, all in one transaction.
   * Errors: not ticked → `accepted: termsRequired`; status not INITIAL →
   * `status: alreadySubmitted`; a wizard step not saved → `general` / `credentials` messages.
   */
  async acceptTerms(
    userId: string,
    accepted: boolean,
    traceparent: string | null = null,
  ): Promise<ChefCommandResult> {
    const parsed = acceptTermsSchema.safeParse({ accepted });
    if (!parsed.success) return { kind: 'invalid', errors: toFieldErrors(parsed.error) };
    const result = await this.dataSource.transaction(async (manager) => {
      const user = await lockUser(manager, userId);
      if (!user) return invalidInput('_', ChefProfileMessages.updateFailed);
      if (user.status !== 'INITIAL')
        return invalidInput('status', ChefProfileMessages.alreadySubmitted);
      const profile = await manager.findOneBy(ChefProfileEntity, { userId });
      if (!hasGeneralInformation(profile)) {
        return invalidInput('general', ChefProfileMessages.generalInformationMissing);
      }
      if (!hasCredentials(profile)) {
        return invalidInput('credentials', ChefProfileMessages.credentialsMissing);
      }
      const now = new Date();
      await manager.update(ChefProfileEntity, { userId }, { verified: true, termsAcceptedAt: now });
      await manager.update(UserEntity, { id: userId }, { status: 'PENDING' });
      const updated = await manager.findOneByOrFail(UserEntity, { id: userId });
      await publishEvents(
        manager,
        Topics.users,
        chefApplicationSubmitted(updated, now, traceparent),
      );
      return { kind: 'ok' as const, user: updated };
    });
    return result;
  }

  /** The coordinates of `postalCode` (see `AddressLocation`); a lookup failure is logged. */
  private async locate(postalCode: string): Promise<AddressLocation> {
    try {
      const found = await this.addresses.lookupPostalCode(postalCode);
      if (found) return { latitude: found.latitude, longitude: found.longitude };
      this.logger.info({ postalCode }, 'chef address postal code not found');
      return null;
    } catch (err) {
      this.logger.warn({ err }, 'chef address lookup failed');
      return 'unavailable';
    }
  }

  private async saveProfile(
    manager: EntityManager,
    userId: string,
    fields: Partial<ChefProfileEntity>,
  ): Promise<void> {
    const exists = await manager.existsBy(ChefProfileEntity, { userId });
    if (exists) await manager.update(ChefProfileEntity, { userId }, fields);
    else await manager.insert(ChefProfileEntity, { userId, ...fields });
  }
}

/**
 * The coordinate columns to write with a General information save of `postalCode`: the located
 * point, or nulls when it cannot be located (never a previous address's point). When the lookup
 * failed, coordinates already stored for the same postal code are kept (nothing written) rather
 * than erased by a geocoder outage; for a new postal code they become null.
 */
async function coordinates(
  manager: EntityManager,
  userId: string,
  postalCode: string,
  location: AddressLocation,
): Promise<Pick<ChefProfileEntity, 'latitude' | 'longitude'> | Record<string, never>> {
  if (location !== 'unavailable') {
    return { latitude: location?.latitude ?? null, longitude: location?.longitude ?? null };
  }
  const stored = await manager.findOne(ChefProfileEntity, {
    where: { userId },
    select: { userId: true, postalCode: true },
  });
  if (stored && postalKey(stored.postalCode) === postalKey(postalCode)) return {};
  return { latitude: null, longitude: null };
}
