import { Field, Float, ObjectType } from '@nestjs/graphql';
import type { Address } from '@hearth/geo';

/**
 * One address autocomplete result: choosing it fills address line 1, city, province, country and
 * postal code, with the point used for delivery distances.
 */
@ObjectType('AddressSuggestion')
export class AddressSuggestionType {
  @Field({
    description:
      "Normalised postal code: Canadian 'A1A 1A1' (or the FSA 'A1A'), US '12345' or '12345-6789'; '' when the source knows none (a whole city from a hosted geocoder).",
  })
  postalCode!: string;

  @Field({ description: "Municipality for the address line, e.g. 'Toronto'." })
  city!: string;

  @Field(() => String, {
    nullable: true,
    description: "Neighbourhood or district of the code, e.g. 'CN Tower / King and Spadina'.",
  })
  area!: string | null;

  @Field({ description: "2-letter province, territory or state code, e.g. 'ON', 'QC', 'NY'." })
  province!: string;

  @Field({ description: "ISO 3166-1 alpha-2 country: 'CA' or 'US'." })
  country!: string;

  @Field(() => Float, {
    description: 'WGS84 latitude in decimal degrees (Canada: centroid of the FSA).',
  })
  latitude!: number;

  @Field(() => Float, {
    description: 'WGS84 longitude in decimal degrees (Canada: centroid of the FSA).',
  })
  longitude!: number;

  static of(address: Address): AddressSuggestionType {
    return Object.assign(new AddressSuggestionType(), address);
  }
}
