import { Inject } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { Logger } from 'pino';
import { CurrentUser, LOGGER, Roles, mutationResult, type AuthUser } from '@hearth/nest-common';
import { PartnerKeysService, type IssuedKey } from './partner-keys.service.js';
import type { PartnerKeyEntity } from './partner-key.entity.js';
import {
  IssuePartnerKeyResult,
  IssuedPartnerKeyType,
  PartnerKeyInputType,
  PartnerKeyResult,
  PartnerKeyType,
} from './partner-keys.types.js';

const issued = (r: IssuedKey) =>
  Object.assign(new IssuedPartnerKeyType(), {
    key: Object.assign(new PartnerKeyType(), r.key),
    secret: r.secret,
  });
const asKey = (k: PartnerKeyEntity) => Object.assign(new PartnerKeyType(), k);

/**
 * Partner Keys (admins only: FORBIDDEN / UNAUTHENTICATED otherwise). Thin: the rules are
 * `PartnerKeysService`'s; refused input is a `ValidationError`, an unexpected failure a
 * `ServerError`.
 */
@Resolver(() => PartnerKeyType)
export class PartnerKeysResolver {
  constructor(
    private readonly keys: PartnerKeysService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** Every partner key, revoked ones too, newest first, with usage counts. */
  @Roles('ADMIN')
  @Query(() => [PartnerKeyType], {
    description: 'Every partner API key, newest first, with its usage (admins only).',
  })
  partnerKeys() {
    return this.keys.list();
  }

  /** CreatePartnerKey → `IssuedPartnerKey` (the secret, once) or `ValidationError` (name, requestsPerMinute). */
  @Roles('ADMIN')
  @Mutation(() => IssuePartnerKeyResult, {
    description:
      'Creates a partner API key; the answer holds its secret, shown once (admins only).',
  })
  createPartnerKey(@Args('input') input: PartnerKeyInputType, @CurrentUser() admin: AuthUser) {
    return mutationResult(
      this.logger,
      'creating a partner key failed',
      () => this.keys.create({ ...input }, admin),
      issued,
    );
  }

  /** UpdatePartnerKey → `PartnerKey` or `ValidationError` (name, requestsPerMinute, id: unknown/revoked). */
  @Roles('ADMIN')
  @Mutation(() => PartnerKeyResult, {
    description:
      "Changes a key's name, per-minute limit and trusted-documents setting (admins only).",
  })
  updatePartnerKey(
    @Args('id', { type: () => ID }) id: string,
    @Args('input') input: PartnerKeyInputType,
  ) {
    return mutationResult(
      this.logger,
      'changing a partner key failed',
      () => this.keys.update(id, { ...input }),
      asKey,
    );
  }

  /** RotatePartnerKey → `IssuedPartnerKey` (the new secret, once; the old one stops working) or `ValidationError` (id). */
  @Roles('ADMIN')
  @Mutation(() => IssuePartnerKeyResult, {
    description: 'Replaces a key’s secret; the old secret stops working (admins only).',
  })
  rotatePartnerKey(@Args('id', { type: () => ID }) id: string) {
    return mutationResult(
      this.logger,
      'rotating a partner key failed',
      () => this.keys.rotate(id),
      issued,
    );
  }

  /** RevokePartnerKey → `PartnerKey` (revokedAt set) or `ValidationError` (id: unknown). */
  @Roles('ADMIN')
  @Mutation(() => PartnerKeyResult, {
    description: 'Revokes a key for good; it stays listed with its usage (admins only).',
  })
  revokePartnerKey(@Args('id', { type: () => ID }) id: string) {
    return mutationResult(
      this.logger,
      'revoking a partner key failed',
      () => this.keys.revoke(id),
      asKey,
    );
  }
}
