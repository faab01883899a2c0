/** Injection token of the `MediaConfig` (see media.config.ts). */
export const MEDIA_CONFIG = Symbol('MEDIA_CONFIG');
