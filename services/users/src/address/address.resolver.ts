import { Inject } from '@nestjs/common';
import { Args, Int, Query, Resolver } from '@nestjs/graphql';
import { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import { LOGGER, RateLimit } from '@hearth/nest-common';
import type { Address, AddressLookup } from '@hearth/geo';
import { AddressSuggestionType } from './address.types.js';

/** Nest token of the configured `AddressLookup` (see `AddressModule`). */
export const ADDRESS_LOOKUP = Symbol('ADDRESS_LOOKUP');

/**
 * Address look-ups per client per minute. An autocomplete asks on (debounced) keystrokes, so the
 * default is generous; it still stops scraping the dataset or burning a hosted geocoder's quota.
 */
export const ADDRESS_RATE_LIMIT = {
  name: 'address',
  points: Number(process.env.ADDRESS_RATE_LIMIT_PER_MINUTE ?? 60),
  durationSeconds: 60,
};

/** Longest accepted `query` / `postalCode`, in characters. */
export const MAX_ADDRESS_QUERY_LENGTH = 100;

/** Message when the address source (a hosted geocoder) fails. */
export const ADDRESS_UNAVAILABLE_MESSAGE =
  'Address suggestions are unavailable right now. Please type the address.';

/** Address autocomplete queries. Signed-in only (the default guard) and rate-limited. */
@Resolver()
export class AddressResolver {
  constructor(
    @Inject(ADDRESS_LOOKUP) private readonly lookup: AddressLookup,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  @RateLimit(ADDRESS_RATE_LIMIT)
  @Query(() => [AddressSuggestionType], {
    description:
      "Address autocomplete: up to `limit` (1–20) places whose postal code or city starts with `query` ('M5V', 'toron', '100'). Fills city, province, postal code and country. Signed-in only.",
  })
  addressSuggestions(
    @Args('query') query: string,
    @Args('limit', { type: () => Int, nullable: true, defaultValue: 5 }) limit: number | null,
  ): Promise<AddressSuggestionType[]> {
    checkLength('query', query);
    return this.call(async () =>
      (await this.lookup.suggest(query, limit ?? undefined)).map((a) =>
        AddressSuggestionType.of(a),
      ),
    );
  }

  @RateLimit(ADDRESS_RATE_LIMIT)
  @Query(() => AddressSuggestionType, {
    nullable: true,
    description:
      "The place of a postal code ('M5V 2T6', 'm5v2t6', '10001-1234'), or null when it is malformed or unknown. Signed-in only.",
  })
  lookupPostalCode(@Args('postalCode') postalCode: string): Promise<AddressSuggestionType | null> {
    checkLength('postalCode', postalCode);
    return this.call(async () => {
      const address: Address | null = await this.lookup.lookupPostalCode(postalCode);
      return address ? AddressSuggestionType.of(address) : null;
    });
  }

  /** Runs a look-up; an adapter failure becomes a `SERVICE_UNAVAILABLE` error, logged. */
  private async call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (err) {
      this.logger.error({ err }, 'address lookup failed');
      throw new GraphQLError(ADDRESS_UNAVAILABLE_MESSAGE, {
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      });
    }
  }
}

function checkLength(field: string, value: string): void {
  if (value.length > MAX_ADDRESS_QUERY_LENGTH)
    throw new GraphQLError(`${field} must be at most ${MAX_ADDRESS_QUERY_LENGTH} characters.`, {
      extensions: { code: 'BAD_USER_INPUT', field },
    });
}
