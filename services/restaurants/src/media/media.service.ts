import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import {
  LOGGER,
  ServerError,
  ValidationError,
  forbidden,
  type AuthUser,
} from '@hearth/nest-common';
import { isUuid } from '@hearth/contracts';
import { RestaurantEntity } from '../public-catalog/restaurant.entity.js';
import { ObjectStore } from './object-store.js';
import {
  IMAGE_CONTENT_TYPES,
  KIND_PREFIX,
  MAX_UPLOAD_BYTES,
  NOT_AN_IMAGE_MESSAGE,
  UPLOAD_FAILED_MESSAGE,
  PRIVATE_GET_TTL_SECONDS,
  PRIVATE_PREFIX,
  UPLOAD_URL_TTL_SECONDS,
  contentTypeFor,
  extensionOf,
  isSafeKey,
  thumbnailKey,
  type ImageKind,
} from './media-types.js';
import { ConfirmedUploadType, SignedUploadType, UploadMethod } from './media.types.js';

/** An upload's key: `<kind prefix>/<owner uuid>/<uuid>.<image extension>` (as `create` makes). */
const UPLOAD_KEY = new RegExp(
  `^(${Object.values(KIND_PREFIX).join('|')})/([0-9a-f-]{36})/[0-9a-f-]{36}\\.(${Object.keys(IMAGE_CONTENT_TYPES).join('|')})$`,
);

/** Issues signed upload URLs, one kind per image, and confirms finished uploads (docs/uploads.md). */
@Injectable()
export class MediaService {
  constructor(
    @Inject(ObjectStore) private readonly store: ObjectStore,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * A signed upload for `user`'s image of `kind` named `fileName`. Keys:
   * `dishes/<restaurantId>/<uuid>.<ext>`, `restaurants/<userId>/…`, `profiles/<userId>/…`,
   * `certificates/<userId>/…`, `attachments/<userId>/…`. Returns ValidationError on `fileName` when its extension is not an
   * image; ServerError when the store fails. Throws FORBIDDEN when a dish upload names a
   * restaurant that is not the caller's (or does not exist).
   */
  async create(
    kind: ImageKind,
    user: AuthUser,
    fileName: string,
    restaurantId?: string,
  ): Promise<SignedUploadType | ValidationError | ServerError> {
    const contentType = contentTypeFor(fileName);
    if (!fileName.trim() || fileName.length > 255 || !contentType) {
      return ValidationError.of([{ field: 'fileName', message: NOT_AN_IMAGE_MESSAGE }]);
    }
    let owner = user.id;
    if (kind === 'dish') {
      if (!restaurantId || !isUuid(restaurantId)) throw forbidden();
      const restaurant = await this.dataSource
        .getRepository(RestaurantEntity)
        .findOne({ where: { id: restaurantId }, select: { id: true, ownerUserId: true } });
      if (!restaurant || restaurant.ownerUserId !== user.id) throw forbidden();
      owner = restaurant.id;
    }
    const key = `${KIND_PREFIX[kind]}/${owner}/${randomUUID()}.${extensionOf(fileName)}`;
    try {
      const signed = await this.store.presignUpload({
        key,
        contentType,
        maxBytes: MAX_UPLOAD_BYTES,
        expiresInSeconds: UPLOAD_URL_TTL_SECONDS,
      });
      const pairs = (record: Record<string, string>) =>
        Object.entries(record).map(([name, value]) => ({ name, value }));
      return Object.assign(new SignedUploadType(), {
        method: signed.method === 'POST' ? UploadMethod.POST : UploadMethod.PUT,
        presignedUrl: signed.url,
        image: this.store.publicUrl(key),
        thumbnail: this.store.makesThumbnails() ? this.store.publicUrl(thumbnailKey(key)) : null,
        contentType,
        headers: pairs(signed.headers),
        fields: pairs(signed.fields),
        expiresAt: new Date(Date.now() + UPLOAD_URL_TTL_SECONDS * 1000),
      });
    } catch (err) {
      this.logger.error({ err, key }, 'media: presigning an upload failed');
      return ServerError.of(UPLOAD_FAILED_MESSAGE);
    }
  }

  /**
   * Finishes `user`'s upload of `image` (the `image` of a signed upload they were given, sent as
   * its `method` says): the bytes must pass the one upload check (at most 10 MB, an image of the
   * type the extension declares, at most 50 megapixels). The S3 store checks its staged copy and
   * moves it to the address, or deletes it; the local store checked on the upload, so an image
   * there is confirmed as it is. Idempotent. A dish image gets its thumbnail now.
   * Returns ValidationError on `image`: the check's message ('The file is not an image of the type
   * its name says', 'Images must be 10 MB or smaller', 'Images must be 50 megapixels or smaller'),
   * or 'There has been an issue while uploading image' when the address is not an upload of the
   * caller's (another folder, host or owner) or nothing was uploaded; ServerError when the store
   * fails.
   */
  async confirm(
    user: AuthUser,
    image: string,
  ): Promise<ConfirmedUploadType | ValidationError | ServerError> {
    const failed = ValidationError.of([{ field: 'image', message: UPLOAD_FAILED_MESSAGE }]);
    const key = this.store.keyOf(image);
    const match = key ? UPLOAD_KEY.exec(key) : null;
    if (!key || !match || !(await this.ownsFolder(user, match[1]!, match[2]!))) return failed;
    try {
      const outcome = await this.store.confirmUpload(key);
      if (outcome === 'missing') return failed;
      if (outcome) return ValidationError.of([{ field: 'image', message: outcome.message }]);
      const thumbnail = match[1] === KIND_PREFIX.dish ? await this.store.thumbnailOf(key) : null;
      return Object.assign(new ConfirmedUploadType(), { image, thumbnail });
    } catch (err) {
      this.logger.error({ err, key }, 'media: confirming an upload failed');
      return ServerError.of(UPLOAD_FAILED_MESSAGE);
    }
  }

  /**
   * True when uploads in `<prefix>/<owner>/` are `user`'s: their own id, or for dishes a
   * restaurant they own.
   */
  private async ownsFolder(user: AuthUser, prefix: string, owner: string): Promise<boolean> {
    if (prefix !== KIND_PREFIX.dish) return owner === user.id;
    const restaurant = await this.dataSource
      .getRepository(RestaurantEntity)
      .findOne({ where: { id: owner }, select: { id: true, ownerUserId: true } });
    return restaurant?.ownerUserId === user.id;
  }

  /**
   * A short-lived (5-minute) signed GET of a chef's certificate, for that chef or an admin
   * (docs/uploads.md#private-objects). `certificateUrl` is the stored address (a chef profile's
   * `certificateUrl`). Returns null when it is not a certificate in our store (a foreign host,
   * another folder, a query string); throws FORBIDDEN when a chef asks for another chef's.
   */
  async certificateReadUrl(user: AuthUser, certificateUrl: string): Promise<string | null> {
    const base = this.store.publicUrl('');
    if (!certificateUrl.startsWith(base)) return null;
    const key = certificateUrl.slice(base.length);
    if (!isSafeKey(key) || !key.startsWith(PRIVATE_PREFIX)) return null;
    if (user.role !== 'ADMIN' && !key.startsWith(`${PRIVATE_PREFIX}${user.id}/`)) {
      throw forbidden();
    }
    return this.store.signedGetUrl(key, PRIVATE_GET_TTL_SECONDS);
  }
}
