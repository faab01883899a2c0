import { Field, InputType, ObjectType } from '@nestjs/graphql';
import { resultUnion } from '@hearth/nest-common';
import { UserType } from '../identity/identity.types.js';

@InputType()
export class ChangePasswordInput {
  @Field() currentPassword!: string;
  @Field() newPassword!: string;
}

@InputType()
export class RequestPasswordResetInput {
  @Field() email!: string;
}

@InputType()
export class ResetPasswordInput {
  @Field({ description: 'The `token` of the e-mailed link.' }) token!: string;
  @Field() newPassword!: string;
}

@InputType()
export class AccountDetailsInput {
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Typed after the fixed +1, which is not sent; blank or null = none.',
  })
  phone?: string | null;
}

/** The one answer to a reset request, whether or not an account uses the address. */
@ObjectType('PasswordResetRequest')
export class PasswordResetRequestType {
  @Field({ description: 'What to tell the person (AccountMessages.resetLinkSent).' })
  message!: string;
}

/** A password reset by link: every session is signed out; log in with the new password. */
@ObjectType('PasswordReset')
export class PasswordResetType {
  @Field({ description: "The account's e-mail, to pre-fill the log-in form." }) email!: string;
}

/** Result of `requestPasswordReset`: the same answer for any valid e-mail, or ValidationError. */
export const PasswordResetRequestResult = resultUnion(
  'PasswordResetRequestResult',
  () => PasswordResetRequestType,
);

/** Result of `resetPassword`: done, or ValidationError (`token`: expired or used; `newPassword`). */
export const PasswordResetResult = resultUnion('PasswordResetResult', () => PasswordResetType);

/** Result of `updateAccount`: the saved user, ValidationError or ServerError. */
export const AccountResult = resultUnion('AccountResult', () => UserType);
