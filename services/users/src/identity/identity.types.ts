import { Directive, Field, ID, InputType, ObjectType, registerEnumType } from '@nestjs/graphql';
import { resultUnion } from '@hearth/nest-common';
import type { Role, UserStatus } from '@hearth/contracts';

/** GraphQL enum of roles: Guest, Chef, Admin. */
export const RoleEnum = { GUEST: 'GUEST', CHEF: 'CHEF', ADMIN: 'ADMIN' } as const satisfies Record<
  Role,
  Role
>;
registerEnumType(RoleEnum, {
  name: 'Role',
  description: 'What the user is: Guest, Chef or Admin.',
});

/** GraphQL enum of user statuses (docs/rules/accounts-and-admin.md#chef-status). */
export const UserStatusEnum = {
  INITIAL: 'INITIAL',
  PENDING: 'PENDING',
  REJECTED: 'REJECTED',
  ACTIVE: 'ACTIVE',
} as const satisfies Record<UserStatus, UserStatus>;
registerEnumType(UserStatusEnum, {
  name: 'UserStatus',
  description: 'Chefs start INITIAL; guests and admins are ACTIVE.',
});

/** A Hearth account; other subgraphs extend it by `id` (notifications, cart count, …). */
@ObjectType('User')
@Directive('@key(fields: "id")')
export class UserType {
  @Field(() => ID) id!: string;
  @Field() email!: string;
  @Field() firstName!: string;
  @Field() lastName!: string;
  @Field(() => RoleEnum) role!: Role;
  @Field(() => UserStatusEnum) status!: UserStatus;
  @Field() createdAt!: Date;
}

/**
 * A signed-in session: a 15-minute access token and a rotating refresh token. The refresh token is
 * always set as the HttpOnly `hearth_refresh` cookie; the body carries it only for callers that
 * are not web pages (no `Origin` header: scripts, apps), and null for browsers.
 */
@ObjectType('AuthSession')
export class AuthSessionType {
  @Field() accessToken!: string;
  @Field() accessTokenExpiresAt!: Date;
  @Field(() => String, {
    nullable: true,
    description:
      'The rotating refresh token for non-browser clients; null for web pages (requests with an ' +
      'Origin header), which get it only as the HttpOnly hearth_refresh cookie.',
  })
  refreshToken!: string | null;
  @Field(() => UserType) user!: UserType;
}

/** Result of sign-up, log-in and refresh: the session, ValidationError or ServerError. */
export const AuthResult = resultUnion('AuthResult', () => AuthSessionType);

@InputType()
export class SignUpInput {
  @Field() email!: string;
  @Field() password!: string;
  @Field() firstName!: string;
  @Field() lastName!: string;
  /** GUEST or CHEF; admins are created with `npm run admin:create`. */
  @Field(() => RoleEnum) role!: Role;
}

@InputType()
export class LogInInput {
  @Field() email!: string;
  @Field() password!: string;
}
