import { Module } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { MediaController } from './media.controller.js';
import { createObjectStore, mediaConfigFromEnv, type MediaConfig } from './media.config.js';
import { MediaResolver } from './media.resolver.js';
import { MediaService } from './media.service.js';
import { ObjectStore } from './object-store.js';
import { MEDIA_CONFIG } from './media.tokens.js';

/**
 * Media uploads (docs/uploads.md): signed upload URLs per image kind, the local object store's
 * upload/read endpoints, and the `ObjectStore` (S3 when `S3_BUCKET` is set, else local files).
 */
@Module({
  controllers: [MediaController],
  providers: [
    { provide: MEDIA_CONFIG, useFactory: () => mediaConfigFromEnv() },
    {
      provide: ObjectStore,
      inject: [MEDIA_CONFIG, HttpAdapterHost],
      useFactory: (config: MediaConfig, host: HttpAdapterHost) =>
        createObjectStore(config, () => {
          // Default base URL: this subgraph's own listening port (known once it listens).
          const address = host.httpAdapter?.getHttpServer()?.address() as { port?: number } | null;
          return `http://127.0.0.1:${address?.port ?? 4002}`;
        }),
    },
    MediaService,
    MediaResolver,
  ],
  exports: [ObjectStore],
})
export class MediaModule {}
