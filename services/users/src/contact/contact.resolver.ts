import { Context, Info, Parent, ResolveField, Resolver, ResolveReference } from '@nestjs/graphql';
import type { GraphQLResolveInfo } from 'graphql';
import {
  type AuthUser,
  CurrentUser,
  forbidden,
  Public,
  ReferenceContext,
} from '@hearth/nest-common';
import { UserType } from '../identity/identity.types.js';
import type { UserEntity } from '../identity/user.entity.js';
import { ContactService, type UserAccess } from './contact.service.js';
import { UserContactType } from './contact.types.js';

/** How a `User` field's parent was reached: through `_entities` (another subgraph) or not. */
function accessOf(info: GraphQLResolveInfo): UserAccess {
  let path = info.path;
  while (path.prev) path = path.prev;
  return path.key === '_entities' ? 'reference' : 'own';
}

/**
 * The contact fields of `User` and who reads them (`ContactService`): a user reached from another
 * subgraph (`Order.guest`, …) shows its e-mail only to itself and admins, and its name and phone
 * (`contact`) also to the chefs it placed an order with. (`User.phone` itself is the account's:
 * the user and admins only.)
 */
@Resolver(() => UserType)
export class UserContactResolver {
  constructor(private readonly contacts: ContactService) {}

  /**
   * Federation: resolves a \`User\` reference from another subgraph (\`Order.guest\`,
   * \`Payout.chef\`, …) only for the viewers who may read that user's contact: the user, admins
   * and the chefs the user placed an order with; null for anyone else (visitors included), so
   * the users subgraph reached directly tells a stranger nothing, not even that the id exists.
   */
  @Public()
  @ResolveReference()
  async resolveReference(
    @Parent() ref: { id: string },
    @ReferenceContext() requestContext: object,
    @CurrentUser() viewer: AuthUser | null,
  ): Promise<UserEntity | null> {
    if (!(await this.contacts.mayReadContact(viewer, ref.id, 'reference', requestContext)))
      return null;
    return this.contacts.userById(ref.id, requestContext);
  }

  @Public()
  @ResolveField(() => String)
  email(
    @Parent() user: UserEntity,
    @CurrentUser() viewer: AuthUser | null,
    @Info() info: GraphQLResolveInfo,
  ): string {
    if (!this.contacts.mayReadEmail(viewer, user.id, accessOf(info))) throw forbidden();
    return user.email;
  }

  @Public()
  @ResolveField(() => String)
  async firstName(
    @Parent() user: UserEntity,
    @CurrentUser() viewer: AuthUser | null,
    @Context() ctx: object,
    @Info() info: GraphQLResolveInfo,
  ): Promise<string> {
    if (!(await this.contacts.mayReadContact(viewer, user.id, accessOf(info), ctx)))
      throw forbidden();
    return user.firstName;
  }

  @Public()
  @ResolveField(() => String)
  async lastName(
    @Parent() user: UserEntity,
    @CurrentUser() viewer: AuthUser | null,
    @Context() ctx: object,
    @Info() info: GraphQLResolveInfo,
  ): Promise<string> {
    if (!(await this.contacts.mayReadContact(viewer, user.id, accessOf(info), ctx)))
      throw forbidden();
    return user.lastName;
  }

  @Public()
  @ResolveField(() => UserContactType, {
    nullable: true,
    description:
      'Name and phone: for the user, admins, and the chefs the user placed an order with; null for anyone else.',
  })
  async contact(
    @Parent() user: UserEntity,
    @CurrentUser() viewer: AuthUser | null,
    @Context() ctx: object,
    @Info() info: GraphQLResolveInfo,
  ): Promise<UserContactType | null> {
    if (!(await this.contacts.mayReadContact(viewer, user.id, accessOf(info), ctx))) return null;
    return Object.assign(new UserContactType(), {
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone ?? null,
    });
  }
}
