import { IMAGE_CONTENT_TYPES, UUID_PATTERN } from '@hearth/contracts';
import { SERVICE_PORTS } from '@hearth/platform';

/**
 * The public bases of our media store, as restaurants serves it: `MEDIA_PUBLIC_URL` + `/media/`
 * (the local store; default the restaurants subgraph on its default port) and, when a bucket is
 * used, `S3_PUBLIC_URL` + `/` (else, like restaurants, `S3_ENDPOINT/S3_BUCKET/`). A service that
 * keeps addresses of uploads sets these to the values restaurants has.
 */
export function mediaBases(env: NodeJS.ProcessEnv = process.env): string[] {
  const trim = (u: string) => u.replace(/\/+$/, '');
  const local = trim(env.MEDIA_PUBLIC_URL || `http://127.0.0.1:${SERVICE_PORTS.restaurants}`);
  const bases = [`${local}/media/`];
  if (env.S3_PUBLIC_URL) bases.push(`${trim(env.S3_PUBLIC_URL)}/`);
  else if (env.S3_ENDPOINT && env.S3_BUCKET)
    bases.push(`${trim(env.S3_ENDPOINT)}/${env.S3_BUCKET}/`);
  return bases;
}

/** `UUID_PATTERN` without its `^…$` anchors, to sit inside the upload name's pattern. */
const UUID_BODY = UUID_PATTERN.source.replace(/^\^|\$$/g, '');

/** `<uuid>.<image extension>`: the name the store gives every upload. */
const UPLOAD_NAME = new RegExp(
  `^${UUID_BODY}\\.(${Object.keys(IMAGE_CONTENT_TYPES).join('|')})$`,
  'i',
);

/**
 * True when `url` is an upload in `folder` (e.g. `dishes/<restaurantId>`) of the store whose public
 * bases are `bases` (each ending in `/`): `<base><folder>/<uuid>.<image extension>`, nothing more
 * (no query, no fragment, no thumbnail, no other folder or host). The restaurants subgraph passes
 * its own store's base (`ObjectStore.publicUrl('')`); other services use `isOwnUpload`.
 */
export function isUploadIn(url: string, bases: readonly string[], folder: string): boolean {
  return bases.some((base) => {
    const prefix = `${base}${folder}/`;
    return url.startsWith(prefix) && UPLOAD_NAME.test(url.slice(prefix.length));
  });
}

/**
 * True when `url` is an upload of our store in `folder` (e.g. `certificates/<userId>`):
 * `<base><folder>/<uuid>.<image extension>`, nothing more (no query, no fragment, no other
 * folder or host), the bases being `mediaBases(env)`. Images are accepted only from our own store.
 */
export function isOwnUpload(
  url: string,
  folder: string,
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  return isUploadIn(url, mediaBases(env), folder);
}
