import { Field, InputType, ObjectType } from '@nestjs/graphql';
import { resultUnion } from '@hearth/nest-common';

@InputType()
export class DeleteAccountInput {
  @Field({ description: "The account's password, confirming the deletion." }) password!: string;
}

/** A deleted account: the person is signed out everywhere; the message says what stays. */
@ObjectType('AccountDeleted')
export class AccountDeletedType {
  @Field({ description: 'What to tell the person (AccountMessages.accountDeleted).' })
  message!: string;
}

/** Result of `deleteAccount`: deleted, ValidationError (`password`) or ServerError. */
export const DeleteAccountResult = resultUnion('DeleteAccountResult', () => AccountDeletedType);
