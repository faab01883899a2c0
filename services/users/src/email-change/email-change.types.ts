import { Field, InputType, ObjectType } from '@nestjs/graphql';
import { resultUnion } from '@hearth/nest-common';

@InputType()
export class RequestEmailChangeInput {
  @Field() newEmail!: string;
  @Field({ description: "The account's password, confirming the request." }) password!: string;
}

@InputType()
export class ConfirmEmailChangeInput {
  @Field({ description: 'The `token` of the link sent to the new address.' }) token!: string;
}

/** A change asked: the link went to `newEmail`; nothing changes until it is opened. */
@ObjectType('EmailChangeRequest')
export class EmailChangeRequestType {
  @Field() newEmail!: string;
  @Field({ description: 'What to tell the person (AccountMessages.emailChangeSent).' })
  message!: string;
}

/** A confirmed change: the account's e-mail from now on. */
@ObjectType('EmailChange')
export class EmailChangeType {
  @Field() email!: string;
}

/** Result of `requestEmailChange`: sent, ValidationError (`password`, `newEmail`) or ServerError. */
export const EmailChangeRequestResult = resultUnion(
  'EmailChangeRequestResult',
  () => EmailChangeRequestType,
);
/** Result of `confirmEmailChange`: changed, ValidationError (`token`, `newEmail`) or ServerError. */
export const EmailChangeResult = resultUnion('EmailChangeResult', () => EmailChangeType);
