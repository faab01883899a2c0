import { Inject, Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import { LOGGER } from '@hearth/nest-common';
import { MediaErasures } from './media-erasures.js';
import { MediaController } from './media.controller.js';
import { createObjectStore, mediaConfigFromEnv, type MediaConfig } from './media.config.js';
import { MediaResolver } from './media.resolver.js';
import { MediaService } from './media.service.js';
import { ObjectStore } from './object-store.js';
import { MEDIA_CONFIG } from './media.tokens.js';

/**
 * Media uploads (docs/uploads.md): signed upload URLs per image kind, the local object store's
 * upload/read endpoints, the `ObjectStore` (S3 when `S3_BUCKET` is set, else local files), and
 * `MediaErasures` (a deleted account's own files removed after the inbox commit).
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
    {
      provide: MediaErasures,
      inject: [getDataSourceToken(), ObjectStore, LOGGER],
      useFactory: (dataSource: DataSource, store: ObjectStore, logger: Logger) =>
        new MediaErasures(dataSource, store, logger),
    },
    MediaService,
    MediaResolver,
  ],
  exports: [ObjectStore, MediaErasures],
})
export class MediaModule implements OnModuleInit, OnModuleDestroy {
  constructor(@Inject(MediaErasures) private readonly erasures: MediaErasures) {}

  /** Starts removing deleted accounts' files (queued by the `UserDeleted` handler). */
  onModuleInit(): void {
    this.erasures.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.erasures.stop();
  }
}
