import { Inject } from '@nestjs/common';
import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { Logger } from 'pino';
import { BankDetailsMessages } from '@hearth/contracts';
import {
  type AuthUser,
  CurrentUser,
  LOGGER,
  mutationResult,
  Roles,
  traceparentOf,
  type GqlContext,
} from '@hearth/nest-common';
import { BankDetailsService } from './bank-details.service.js';
import { BankDetailsInput, BankDetailsResult, BankDetailsType } from './bank-details.types.js';

/**
 * Saving and reading bank details. Chefs only, their own details only: there is no way to
 * name another user, and no role (admins included) can read more than the last 4 digits.
 */
@Resolver()
export class BankDetailsResolver {
  constructor(
    private readonly bank: BankDetailsService,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @Roles('CHEF')
  @Query(() => BankDetailsType, {
    nullable: true,
    description: "The signed-in chef's bank details (GetBankDetails; last 4 digits only), or null.",
  })
  bankDetails(@CurrentUser() user: AuthUser) {
    return this.bank.find(user.id);
  }

  @Roles('CHEF')
  @Mutation(() => BankDetailsResult, {
    description:
      "Adds or replaces the signed-in chef's bank details (AddBankDetails; the account number is stored encrypted). Publishes BankDetailsAdded.",
  })
  async addBankDetails(
    @CurrentUser() user: AuthUser,
    @Args('input') input: BankDetailsInput,
    @Context() ctx: GqlContext,
  ) {
    return mutationResult(
      this.logger,
      'saving bank details failed',
      () => this.bank.save(user.id, input, traceparentOf(ctx)),
      (r) => r.details,
      BankDetailsMessages.saveFailed,
    );
  }
}
