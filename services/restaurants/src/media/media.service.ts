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
import { RestaurantEntity } from '../catalog/restaurant.entity.js';
import { ObjectStore } from './object-store.js';
import {
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
import { SignedUploadType, UploadMethod } from './media.types.js';

/** Issues signed upload URLs, one kind per image (docs/uploads.md). */
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
