import { Field, Float, InputType, ObjectType } from '@nestjs/graphql';
import { resultUnion } from '@hearth/nest-common';

/** A delivery address with the coordinates the autocomplete chose. */
@ObjectType('SavedAddress')
export class SavedAddressType {
  @Field() line1!: string;
  @Field(() => String, { nullable: true }) line2!: string | null;
  @Field() postalCode!: string;
  @Field(() => Float, { description: 'Degrees.' }) latitude!: number;
  @Field(() => Float, { description: 'Degrees.' }) longitude!: number;
}

@InputType()
export class SavedAddressInput {
  @Field(() => String, { nullable: true }) line1?: string | null;
  @Field(() => String, { nullable: true }) line2?: string | null;
  @Field(() => String, { nullable: true }) postalCode?: string | null;
  @Field(() => Float, { nullable: true }) latitude?: number | null;
  @Field(() => Float, { nullable: true }) longitude?: number | null;
}

/** The saved default (null when cleared). */
@ObjectType('DefaultAddressSaved')
export class DefaultAddressSavedType {
  @Field(() => SavedAddressType, { nullable: true }) address!: SavedAddressType | null;
}

/** Result of `setDefaultDeliveryAddress`: saved, ValidationError or ServerError. */
export const DefaultAddressResult = resultUnion(
  'DefaultAddressResult',
  () => DefaultAddressSavedType,
);
