import {
  CanActivate,
  ExecutionContext,
  Injectable,
  SetMetadata,
  createParamDecorator,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { GqlExecutionContext } from '@nestjs/graphql';
import { GraphQLError } from 'graphql';
import { AuthMessages, type Role } from '@hearth/contracts';
import { TokenVerifier, type AuthUser } from './token.js';

/** Request shape after authentication: `user` is set when a valid bearer token came with it. */
export interface AuthenticatedRequest {
  headers: Record<string, string | string[] | undefined>;
  user?: AuthUser | null;
}

const ROLES_KEY = 'hearth:roles';
const PUBLIC_KEY = 'hearth:public';

/** Restricts a resolver to signed-in users with one of `roles` (no roles = any signed-in user). */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);
/** Marks a resolver as open to visitors; the user is still resolved when a token is present. */
export const Public = () => SetMetadata(PUBLIC_KEY, true);

/** Error for a missing/invalid token (`extensions.code = UNAUTHENTICATED`). */
export function unauthenticated(message: string = AuthMessages.notSignedIn): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED' } });
}
/** Error for a signed-in user without the needed role (`extensions.code = FORBIDDEN`). */
export function forbidden(): GraphQLError {
  return new GraphQLError(AuthMessages.forbidden, { extensions: { code: 'FORBIDDEN' } });
}

/** Nest's mark on a `@ResolveReference()` method (`RESOLVER_REFERENCE_METADATA`). */
const REFERENCE_RESOLVER_KEY = 'graphql:resolve_reference';

/**
 * The request of a call. A federation reference resolver is called as (reference, context, info)
 * rather than (parent, args, context, info), so its context is the second argument: without this
 * its viewer would be unknown and the same rules as the queries could not apply to `_entities`.
 */
function requestOf(context: ExecutionContext): AuthenticatedRequest {
  if (context.getType<string>() === 'graphql') {
    if (Reflect.getMetadata(REFERENCE_RESOLVER_KEY, context.getHandler()) === true)
      return (context.getArgs()[1] as { req: AuthenticatedRequest } | undefined)
        ?.req as AuthenticatedRequest;
    return GqlExecutionContext.create(context).getContext<{ req: AuthenticatedRequest }>().req;
  }
  return context.switchToHttp().getRequest<AuthenticatedRequest>();
}

/**
 * Global guard: resolves the bearer token to `req.user` and enforces `@Roles`/`@Public`.
 * Resolvers are signed-in-only unless marked `@Public()`. Errors: UNAUTHENTICATED for a missing,
 * expired or forged token on a protected resolver; FORBIDDEN for the wrong role.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly verifier: TokenVerifier,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets) ?? false;
    const roles = this.reflector.getAllAndOverride<Role[]>(ROLES_KEY, targets) ?? [];
    const req = requestOf(context);
    if (!req) return isPublic; // not an HTTP/GraphQL call we know
    if (req.user === undefined) req.user = await this.resolveUser(req, isPublic);
    if (isPublic) return true;
    if (!req.user) throw unauthenticated();
    if (roles.length > 0 && !roles.includes(req.user.role)) throw forbidden();
    return true;
  }

  private async resolveUser(
    req: AuthenticatedRequest,
    isPublic: boolean,
  ): Promise<AuthUser | null> {
    const header = req.headers['authorization'];
    const value = Array.isArray(header) ? header[0] : header;
    if (!value?.startsWith('Bearer ')) return null;
    try {
      return await this.verifier.verify(value.slice('Bearer '.length).trim());
    } catch {
      if (isPublic) return null;
      throw unauthenticated(AuthMessages.sessionExpired);
    }
  }
}

/** Injects the signed-in user (`AuthUser`, or null on `@Public()` resolvers without a token). */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  return requestOf(context)?.user ?? null;
});

/**
 * In a `@ResolveReference()` method: the GraphQL context of the request (a reference resolver's
 * second argument), e.g. the key that batches one request's look-ups. Use `@Parent()` for the
 * reference itself and `@CurrentUser()` for the viewer.
 */
export const ReferenceContext = createParamDecorator(
  (_data: unknown, context: ExecutionContext): object => context.getArgs()[1] as object,
);
