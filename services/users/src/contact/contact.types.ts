import { Field, ObjectType } from '@nestjs/graphql';

/**
 * What a user shows of themself to the chefs they placed an order with: name and phone
 * (docs/rules/orders-and-sessions.md#the-guest-on-an-order).
 */
@ObjectType('UserContact')
export class UserContactType {
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The digits after the fixed +1 (e.g. "416 555 0101"); null when none was given.',
  })
  phone!: string | null;
}
