import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import {
  CurrentUser,
  RateLimit,
  Roles,
  type AuthUser,
  type RateLimitRule,
} from '@hearth/nest-common';
import { MediaService } from './media.service.js';
import { ConfirmedUploadResult, SignedUploadResult } from './media.types.js';

/**
 * Upload URLs per signed-in account per minute: `MEDIA_UPLOAD_RATE_LIMIT_PER_MINUTE`, default 60.
 * Per account, not per address: chefs sharing one connection (and the demo seed, which sets up
 * twelve chefs from one machine) each have their own budget.
 */
export const MEDIA_UPLOAD_RATE_LIMIT: RateLimitRule = {
  name: 'media-upload',
  points: Number(process.env.MEDIA_UPLOAD_RATE_LIMIT_PER_MINUTE ?? 60),
  durationSeconds: 60,
  per: 'user',
};

/**
 * Signed upload URL mutations, one per image kind (docs/rules/catalogue.md#media). Signed-in
 * only (UNAUTHENTICATED otherwise); dish, restaurant and certificate uploads are for chefs
 * (FORBIDDEN otherwise); rate-limited per account (TOO_MANY_REQUESTS). Thin: `MediaService` does
 * the work.
 */
@Resolver()
export class MediaResolver {
  constructor(private readonly media: MediaService) {}

  /** A dish image, for a restaurant that must be the caller's (else FORBIDDEN). */
  @Roles('CHEF')
  @RateLimit(MEDIA_UPLOAD_RATE_LIMIT)
  @Mutation(() => SignedUploadResult, {
    description: "Signed upload URL for an image of a dish of the caller's restaurant (chefs).",
  })
  createDishImageUpload(
    @Args('fileName') fileName: string,
    @Args('restaurantId', { type: () => ID }) restaurantId: string,
    @CurrentUser() user: AuthUser,
  ) {
    return this.media.create('dish', user, fileName, restaurantId);
  }

  /** A restaurant image (the banner). */
  @Roles('CHEF')
  @RateLimit(MEDIA_UPLOAD_RATE_LIMIT)
  @Mutation(() => SignedUploadResult, {
    description: 'Signed upload URL for a restaurant banner image (chefs).',
  })
  createRestaurantImageUpload(@Args('fileName') fileName: string, @CurrentUser() user: AuthUser) {
    return this.media.create('restaurant', user, fileName);
  }

  /**
   * A profile image: the chef image, the only role with one (guests and admins have no profile
   * image, so FORBIDDEN for them).
   */
  @Roles('CHEF')
  @RateLimit(MEDIA_UPLOAD_RATE_LIMIT)
  @Mutation(() => SignedUploadResult, {
    description: 'Signed upload URL for the caller’s profile image (chefs: the chef image).',
  })
  createProfileImageUpload(@Args('fileName') fileName: string, @CurrentUser() user: AuthUser) {
    return this.media.create('profile', user, fileName);
  }

  /**
   * An image attached to a message or a help report (any signed-in user); key
   * `attachments/<userId>/<uuid>.<ext>`. Notifications accepts it only from the caller's own
   * folder of our store (docs/rules/messaging.md#images).
   */
  @RateLimit(MEDIA_UPLOAD_RATE_LIMIT)
  @Mutation(() => SignedUploadResult, {
    description:
      'Signed upload URL for an image in a message or a photo on a help report (any signed-in user).',
  })
  createAttachmentUpload(@Args('fileName') fileName: string, @CurrentUser() user: AuthUser) {
    return this.media.create('attachment', user, fileName);
  }

  /** A chef's food-safety certificate (an image). */
  @Roles('CHEF')
  @RateLimit(MEDIA_UPLOAD_RATE_LIMIT)
  @Mutation(() => SignedUploadResult, {
    description: 'Signed upload URL for a food-safety certificate image (chefs).',
  })
  createCertificateUpload(@Args('fileName') fileName: string, @CurrentUser() user: AuthUser) {
    return this.media.create('certificate', user, fileName);
  }

  /**
   * Finishes an upload once the browser has sent the file (any signed-in user, for their own
   * uploads): the bytes are checked like every upload and, on the S3 store, moved from staging to
   * the address. The check's refusal (or an address that is not the caller's upload) is a
   * ValidationError on `image`; see `MediaService.confirm`.
   */
  @RateLimit(MEDIA_UPLOAD_RATE_LIMIT)
  @Mutation(() => ConfirmedUploadResult, {
    description:
      'Finishes an upload sent with method POST: checks the bytes (size, image type, pixels) and makes the image available at its address.',
  })
  confirmUpload(@Args('image') image: string, @CurrentUser() user: AuthUser) {
    return this.media.confirm(user, image);
  }

  /**
   * A 5-minute signed address to view a certificate (a private object): the chef's own, or any
   * chef's for an admin; FORBIDDEN for another chef's; null when `certificateUrl` is not a
   * certificate in our store.
   */
  @Roles('CHEF', 'ADMIN')
  @RateLimit(MEDIA_UPLOAD_RATE_LIMIT)
  @Query(() => String, {
    nullable: true,
    description:
      'A short-lived signed address to view a chef certificate (its chef and admins only).',
  })
  certificateViewUrl(
    @Args('certificateUrl') certificateUrl: string,
    @CurrentUser() user: AuthUser,
  ) {
    return this.media.certificateReadUrl(user, certificateUrl);
  }
}
