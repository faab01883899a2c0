// The S3 upload adapter (src/media/s3-object-store.ts) end to end against a real MinIO, built
// from the Go module proxy by `bash tools/go-servers/build.sh` and started on a free port by
// tools/go-servers/servers.mjs (tests run against real parts, not fakes). The restaurants subgraph
// runs with `S3_*` pointing at it, as docker-compose.yml runs it, and the browser's part (the
// multipart form POST of the signed fields and the file, then reading the public address) is done
// with plain fetch, without credentials.
import 'reflect-metadata';
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  CreateBucketCommand,
  GetBucketLifecycleConfigurationCommand,
  PutBucketLifecycleConfigurationCommand,
  PutBucketPolicyCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { EventTypes, InProcessEventBus, Topics, createEnvelope } from '@hearth/events';
import { mediaReadSignerFromEnv, type RunningSubgraph } from '@hearth/nest-common';
import { startMinio, type Minio } from '../../../tools/go-servers/servers.mjs';
import { eventually, gql } from '../../../test/support/db.js';
import type { TestIssuer } from '../../../test/support/tokens.js';
import { UploadMessages } from '@hearth/contracts';
import { mediaConfigFromEnv } from '../src/media/media.config.js';
import { S3ObjectStore } from '../src/media/s3-object-store.js';
import { NOT_THE_DECLARED_IMAGE } from '../src/media/upload-check.js';
import {
  dishForm,
  establishRestaurant,
  restaurantForm,
  startRestaurants,
  type User,
} from './support/subgraph.js';

const BUCKET = 'hearth-media';
const ROOT = join(import.meta.dirname, '../../..');
const VIEW = `query($url: String!) { certificateViewUrl(certificateUrl: $url) }`;
const TEN_MB = 10 * 1024 * 1024;

const FIELDS = `__typename
  ... on SignedUpload { method presignedUrl image thumbnail contentType headers { name value }
    fields { name value } expiresAt }
  ... on ValidationError { errors { field message } }
  ... on ServerError { message }`;
const DISH = `mutation($fileName: String!, $restaurantId: ID!) {
  createDishImageUpload(fileName: $fileName, restaurantId: $restaurantId) { ${FIELDS} } }`;
const RESTAURANT = `mutation($fileName: String!) {
  createRestaurantImageUpload(fileName: $fileName) { ${FIELDS} } }`;
const PROFILE = `mutation($fileName: String!) {
  createProfileImageUpload(fileName: $fileName) { ${FIELDS} } }`;
const ATTACHMENT = `mutation($fileName: String!) {
  createAttachmentUpload(fileName: $fileName) { ${FIELDS} } }`;
const CERTIFICATE = `mutation($fileName: String!) {
  createCertificateUpload(fileName: $fileName) { ${FIELDS} } }`;
const UPDATE_RESTAURANT = `mutation($id: ID!, $input: RestaurantInput!) {
  updateRestaurant(restaurantId: $id, input: $input) {
  __typename ... on ValidationError { errors { field message } } } }`;
const CONFIRM = `mutation($image: String!) { confirmUpload(image: $image) {
  __typename ... on ConfirmedUpload { image thumbnail }
  ... on ValidationError { errors { field message } } ... on ServerError { message } } }`;
const ADD_DISH = `mutation($rid: ID!, $input: DishInput!) { addDish(restaurantId: $rid, input: $input) {
  __typename ... on Dish { id images { url thumbnailUrl } }
  ... on ValidationError { errors { field message } } } }`;

interface SignedUpload {
  __typename: 'SignedUpload';
  method: 'PUT' | 'POST';
  presignedUrl: string;
  image: string;
  thumbnail: string | null;
  contentType: string;
  headers: Array<{ name: string; value: string }>;
  fields: Array<{ name: string; value: string }>;
  expiresAt: string;
}
type AddDishResult =
  | { __typename: 'Dish'; id: string; images: Array<{ url: string; thumbnailUrl: string | null }> }
  | { __typename: 'ValidationError'; errors: Array<{ field: string; message: string }> };

/**
 * The anonymous bucket policy docker-compose.yml's `minio-init` (and the k8s dev overlay) gives
 * the media bucket: anyone reads objects under the public image folders; nobody lists the bucket;
 * `certificates/` is private (read through signed GETs).
 */
const anonymousPolicy = (bucket: string) =>
  readFileSync(join(ROOT, 'deploy/minio/media-bucket-policy.json'), 'utf8').replaceAll(
    'hearth-media',
    bucket,
  );

/** A real image made by sharp: `width`×`height` in `format`. */
function image(format: 'jpeg' | 'png' | 'webp', width = 1200, height = 800): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .toFormat(format)
    .toBuffer();
}

/**
 * What the browser does (frontends/shared/uploads): POST a multipart form of the signed fields in
 * order (minus `omit`, with `extra` replacing or adding fields), then the file, to the signed URL.
 */
function post(
  upload: Pick<SignedUpload, 'presignedUrl' | 'fields'>,
  body: Buffer,
  {
    omit = [],
    extra = {},
    type = 'image/jpeg',
    origin,
  }: { omit?: string[]; extra?: Record<string, string>; type?: string; origin?: string } = {},
): Promise<Response> {
  const form = new FormData();
  for (const f of upload.fields)
    if (!omit.includes(f.name) && !(f.name in extra)) form.append(f.name, f.value);
  for (const [name, value] of Object.entries(extra)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(body)], { type }), 'upload');
  return fetch(upload.presignedUrl, {
    method: 'POST',
    body: form,
    headers: origin ? { origin } : {},
  });
}

/** An S3 client with the test MinIO's root credentials (what minio-init uses). */
function adminClient(minio: Minio): S3Client {
  return new S3Client({
    region: 'us-east-1',
    endpoint: minio.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: minio.accessKeyId, secretAccessKey: minio.secretAccessKey },
  });
}

/** An S3 error answer: its HTTP status and the `<Code>` of its XML body. */
async function s3Error(res: Response): Promise<{ status: number; code: string | undefined }> {
  const text = await res.text();
  return { status: res.status, code: /<Code>([^<]+)<\/Code>/.exec(text)?.[1] };
}

describe('restaurants media on a real MinIO: S3ObjectStore, signed uploads, public reads', () => {
  let minio: Minio;
  let svc: RunningSubgraph;
  let url: string;
  let issuer: TestIssuer;
  let chef: User;
  let guest: User;
  let restaurantId: string;
  const bus = new InProcessEventBus();
  const S3_ENV = [
    'S3_BUCKET',
    'S3_ENDPOINT',
    'S3_REGION',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_PUBLIC_URL',
    'S3_FORCE_PATH_STYLE',
  ];

  const signed = async (doc: string, vars: Record<string, unknown>, token: string) => {
    const res = await gql<Record<string, SignedUpload>>(url, doc, vars, token);
    expect(res.errors).toBeUndefined();
    const result = Object.values(res.data!)[0]!;
    expect(result.__typename).toBe('SignedUpload');
    return result;
  };
  const dishUpload = (fileName = 'lasagna.jpg') =>
    signed(DISH, { fileName, restaurantId }, chef.token);
  /** What the browser does after its POST: `confirmUpload(image)` (as `token`, default the chef). */
  const confirm = async (upload: Pick<SignedUpload, 'image'>, token = chef.token) => {
    const res = await gql<{ confirmUpload: Record<string, unknown> }>(
      url,
      CONFIRM,
      { image: upload.image },
      token,
    );
    expect(res.errors).toBeUndefined();
    return res.data!.confirmUpload;
  };
  /** `confirmUpload`'s refusal with `message` on `image`. */
  const refusedWith = (message: string) => ({
    __typename: 'ValidationError',
    errors: [{ field: 'image', message }],
  });
  /** Writes `body` at the object address `image` as an admin would, bypassing the upload flow. */
  const plant = async (image: string, body: Buffer, contentType: string) => {
    const admin = adminClient(minio);
    await admin.send(
      new PutObjectCommand({
        Bucket: BUCKET,
        Key: image.slice(`${minio.endpoint}/${BUCKET}/`.length),
        Body: body,
        ContentType: contentType,
      }),
    );
    admin.destroy();
  };

  beforeAll(async () => {
    minio = await startMinio();
    // What minio-init does in docker-compose.yml: the bucket, its public folders readable.
    const admin = adminClient(minio);
    await admin.send(new CreateBucketCommand({ Bucket: BUCKET }));
    await admin.send(
      new PutBucketPolicyCommand({ Bucket: BUCKET, Policy: anonymousPolicy(BUCKET) }),
    );
    // And its lifecycle: uploads never confirmed (incoming/) expire after a day.
    await admin.send(
      new PutBucketLifecycleConfigurationCommand({
        Bucket: BUCKET,
        LifecycleConfiguration: JSON.parse(
          readFileSync(join(ROOT, 'deploy/minio/media-bucket-lifecycle.json'), 'utf8'),
        ),
      }),
    );
    const lifecycle = await admin.send(
      new GetBucketLifecycleConfigurationCommand({ Bucket: BUCKET }),
    );
    expect(lifecycle.Rules).toEqual([
      expect.objectContaining({ Filter: { Prefix: 'incoming/' }, Expiration: { Days: 1 } }),
    ]);
    admin.destroy();

    // The restaurants subgraph configured as in docker-compose.yml (S3_ENDPOINT: the address
    // browsers reach MinIO at; path-style follows from it).
    for (const name of S3_ENV) delete process.env[name];
    Object.assign(process.env, {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: minio.endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: minio.accessKeyId,
      S3_SECRET_ACCESS_KEY: minio.secretAccessKey,
    });
    ({ svc, url, issuer } = await startRestaurants('hearth_test_restaurants_media_minio', bus));
    chef = await issuer.token({ role: 'CHEF' });
    guest = await issuer.token({ role: 'GUEST' });
    // The banner: an address of this store (the bucket), in the chef's own folder.
    restaurantId = await establishRestaurant(url, chef.token, {
      imageUrl: `${minio.endpoint}/${BUCKET}/restaurants/${chef.id}/${randomUUID()}.jpg`,
    });
  }, 120_000);

  afterAll(async () => {
    await svc?.close();
    await bus.stop();
    for (const name of S3_ENV) delete process.env[name];
    await minio?.stop();
  }, 30_000);

  it('a dish image: the subgraph signs a MinIO POST to a private staging key, the browser posts the JPEG and confirms it, restaurants checks it and moves it to its address, anyone reads it back; the dish carries its 400-px WebP thumbnail', async () => {
    const upload = await dishUpload();
    const key = `dishes/${restaurantId}/`;
    expect(upload.method).toBe('POST');
    expect(upload.presignedUrl.replace(/\/$/, '')).toBe(`${minio.endpoint}/${BUCKET}`);
    expect(upload.image).toMatch(
      new RegExp(`^${minio.endpoint}/${BUCKET}/${key}[0-9a-f-]{36}\\.jpg$`),
    );
    expect(upload.thumbnail).toBeNull();
    expect(upload.contentType).toBe('image/jpeg');
    expect(upload.headers).toEqual([]);
    const fields = Object.fromEntries(upload.fields.map((f) => [f.name, f.value]));
    const staged = `incoming/${upload.image.slice(`${minio.endpoint}/${BUCKET}/`.length)}`;
    expect(fields).toMatchObject({ key: staged, 'Content-Type': 'image/jpeg', acl: 'private' });
    expect(await s3Error(await fetch(upload.image))).toEqual({ status: 404, code: 'NoSuchKey' });

    const jpeg = await image('jpeg');
    const res = await post(upload, jpeg);
    expect(res.status).toBe(204);
    expect(res.headers.get('etag')).toBe(`"${createHash('md5').update(jpeg).digest('hex')}"`);
    // Staged: nobody reads it, and its address holds nothing until it is confirmed.
    expect(await s3Error(await fetch(`${minio.endpoint}/${BUCKET}/${staged}`))).toEqual({
      status: 403,
      code: 'AccessDenied',
    });
    expect((await fetch(upload.image)).status).toBe(404);
    // Only the uploader confirms it (another user's confirm is the upload failure, nothing moves).
    expect(await confirm(upload, guest.token)).toEqual(refusedWith(UploadMessages.failed));
    const thumbnailUrl = upload.image.replace(/\.jpg$/, '/thumb.webp');
    expect(await confirm(upload)).toEqual({
      __typename: 'ConfirmedUpload',
      image: upload.image,
      thumbnail: thumbnailUrl,
    });
    expect(await confirm(upload)).toMatchObject({ __typename: 'ConfirmedUpload' }); // idempotent

    // Read back like a browser: no credentials, the stored content type, the same bytes.
    const served = await fetch(upload.image);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.equals(jpeg)).toBe(true);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200 });

    // The chef saves the dish with it: restaurants checks it again and finds the 400-px WebP the
    // confirmation made next to it (public-read, like the image); the dish carries both.
    const save = (imageUrls: string[]) =>
      gql<{ addDish: AddDishResult }>(
        url,
        ADD_DISH,
        { rid: restaurantId, input: dishForm({ imageUrls }) },
        chef.token,
      );
    const added = await save([upload.image]);
    expect(added.errors).toBeUndefined();
    const dish = added.data!.addDish;
    if (dish.__typename !== 'Dish') throw new Error(JSON.stringify(dish));
    expect(dish.images).toEqual([{ url: upload.image, thumbnailUrl }]);
    const card = await fetch(thumbnailUrl);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/webp');
    const thumb = Buffer.from(await card.arrayBuffer());
    expect(await sharp(thumb).metadata()).toMatchObject({
      format: 'webp',
      width: 400,
      height: 267,
    });

    // A second dish with the same image reuses the thumbnail (it is not made twice).
    const etag = card.headers.get('etag');
    const again = await save([upload.image]);
    if (again.data?.addDish.__typename !== 'Dish') throw new Error(JSON.stringify(again));
    expect(again.data.addDish.images).toEqual([{ url: upload.image, thumbnailUrl }]);
    expect((await fetch(thumbnailUrl)).headers.get('etag')).toBe(etag);
  });

  it('bytes that are not the JPEG their name says: MinIO stores them staged, confirming refuses them with the check’s message and removes them; they never reach the address', async () => {
    const upload = await dishUpload();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    expect((await post(upload, html)).status).toBe(204); // S3 cannot sniff
    expect(await confirm(upload)).toEqual(refusedWith(UploadMessages.notTheDeclaredImage));
    // The same message as the local store's upload endpoint answers.
    expect(UploadMessages.notTheDeclaredImage).toBe(NOT_THE_DECLARED_IMAGE.message);
    // Removed: confirming again finds nothing, and the address never held it.
    expect(await confirm(upload)).toEqual(refusedWith(UploadMessages.failed));
    expect(await s3Error(await fetch(upload.image))).toEqual({ status: 404, code: 'NoSuchKey' });
  });

  it('a PNG over 50 megapixels (a small file) is refused on confirmation; one that reached the bucket by another way is refused and removed when the banner or a dish is saved', async () => {
    // 10 000 × 6 000 of one colour: 60 megapixels in a few hundred kilobytes.
    const huge = await sharp({
      create: { width: 10_000, height: 6_000, channels: 3, background: '#fff' },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(TEN_MB);
    const upload = await signed(RESTAURANT, { fileName: 'banner.png' }, chef.token);
    expect((await post(upload, huge, { type: 'image/png' })).status).toBe(204);
    expect(await confirm(upload)).toEqual(refusedWith(UploadMessages.tooManyPixels));
    expect((await fetch(upload.image)).status).toBe(404);

    // Saves check again: the same bytes put straight at an address of the chef's folder.
    await plant(upload.image, huge, 'image/png');
    const res = await gql<{ updateRestaurant: unknown }>(
      url,
      UPDATE_RESTAURANT,
      { id: restaurantId, input: restaurantForm({ imageUrl: upload.image }) },
      chef.token,
    );
    expect(res.data!.updateRestaurant).toEqual({
      __typename: 'ValidationError',
      errors: [{ field: 'imageUrl', message: UploadMessages.tooManyPixels }],
    });
    expect(await s3Error(await fetch(upload.image))).toEqual({ status: 404, code: 'NoSuchKey' });
    const dishImage = (await dishUpload()).image;
    await plant(dishImage, Buffer.from('not a JPEG'), 'image/jpeg');
    const added = await gql<{ addDish: AddDishResult }>(
      url,
      ADD_DISH,
      { rid: restaurantId, input: dishForm({ imageUrls: [dishImage] }) },
      chef.token,
    );
    expect(added.data!.addDish).toEqual({
      __typename: 'ValidationError',
      errors: [{ field: 'imageUrls.0', message: UploadMessages.notTheDeclaredImage }],
    });
    expect((await fetch(dishImage)).status).toBe(404);
  });

  it.each([
    {
      kind: 'restaurant',
      doc: RESTAURANT,
      file: 'banner.PNG',
      format: 'png' as const,
      who: 'chef',
    },
    { kind: 'profile', doc: PROFILE, file: 'me.webp', format: 'webp' as const, who: 'chef' },
  ])('$kind image: signed, uploaded to MinIO and served', async ({ doc, file, format, who }) => {
    const user = who === 'chef' ? chef : guest;
    const upload = await signed(doc, { fileName: file }, user.token);
    expect(upload.thumbnail).toBeNull();
    const bytes = await image(format, 300, 200);
    expect((await post(upload, bytes, { type: upload.contentType })).status).toBe(204);
    expect(await confirm(upload, user.token)).toEqual({
      __typename: 'ConfirmedUpload',
      image: upload.image,
      thumbnail: null,
    });
    const served = await fetch(upload.image);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(upload.contentType);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('the shell origin may POST from the browser and read the answer (CORS)', async () => {
    const upload = await dishUpload();
    const res = await post(upload, await image('jpeg', 32, 32), {
      origin: 'http://localhost:3000',
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toMatch(
      /^(\*|http:\/\/localhost:3000)$/,
    );
  });

  describe('MinIO refuses a POST that is not the signed one, and stores nothing', () => {
    let jpeg: Buffer;
    beforeAll(async () => {
      jpeg = await image('jpeg', 320, 200);
    });
    /** Nothing staged (confirming finds nothing) and nothing at the address. */
    const nothingStored = async (upload: SignedUpload) => {
      expect(await confirm(upload)).toEqual(refusedWith(UploadMessages.failed));
      expect(await s3Error(await fetch(upload.image))).toEqual({ status: 404, code: 'NoSuchKey' });
    };

    it('a file over the 10 MB of the policy’s content-length-range (EntityTooLarge); exactly 10 MB passes', async () => {
      const upload = await dishUpload();
      const head = await image('jpeg', 64, 64);
      const over = Buffer.concat([head, Buffer.alloc(TEN_MB + 1 - head.length)]);
      expect(await s3Error(await post(upload, over))).toEqual({
        status: 400,
        code: 'EntityTooLarge',
      });
      await nothingStored(upload);
      const limit = Buffer.concat([head, Buffer.alloc(TEN_MB - head.length)]);
      expect((await post(upload, limit)).status).toBe(204);
      expect(await confirm(upload)).toMatchObject({ __typename: 'ConfirmedUpload' });
      const stored = await fetch(upload.image, { method: 'HEAD' });
      expect(Number(stored.headers.get('content-length'))).toBe(TEN_MB);
    });

    it('another content type than the signed one', async () => {
      const upload = await dishUpload();
      const res = await post(upload, jpeg, { extra: { 'Content-Type': 'image/png' } });
      expect(await s3Error(res)).toEqual({ status: 403, code: 'AccessDenied' });
      // An HTML page posing as the image.
      const html = await post(upload, Buffer.from('<script>alert(1)</script>'), {
        extra: { 'Content-Type': 'text/html' },
      });
      expect(await s3Error(html)).toEqual({ status: 403, code: 'AccessDenied' });
      await nothingStored(upload);
    });

    it('without the signed acl, or with another ACL', async () => {
      const upload = await dishUpload();
      const res = await post(upload, jpeg, { omit: ['acl'] });
      expect(await s3Error(res)).toEqual({ status: 403, code: 'AccessDenied' });
      const writable = await post(upload, jpeg, { extra: { acl: 'public-read-write' } });
      expect(await s3Error(writable)).toEqual({ status: 403, code: 'AccessDenied' });
      await nothingStored(upload);
    });

    it('to another key, with a forged signature, or without any (the bucket is read-only for anyone)', async () => {
      const upload = await dishUpload();
      const other = `dishes/${restaurantId}/${randomUUID()}.jpg`;
      const otherKey = `incoming/${other}`;
      expect(await s3Error(await post(upload, jpeg, { extra: { key: otherKey } }))).toEqual({
        status: 403,
        code: 'AccessDenied',
      });
      expect(await confirm({ image: `${minio.endpoint}/${BUCKET}/${other}` })).toEqual(
        refusedWith(UploadMessages.failed),
      );
      const forged = await post(upload, jpeg, { extra: { 'X-Amz-Signature': 'ab'.repeat(32) } });
      expect(await s3Error(forged)).toEqual({ status: 403, code: 'SignatureDoesNotMatch' });
      const anonymous = await fetch(upload.image.replace(`/${BUCKET}/`, `/${BUCKET}/incoming/`), {
        method: 'PUT',
        headers: { 'content-type': 'image/jpeg' },
        body: new Uint8Array(jpeg),
      });
      expect(await s3Error(anonymous)).toEqual({ status: 403, code: 'AccessDenied' });
      const remove = await fetch(upload.image, { method: 'DELETE' });
      expect(await s3Error(remove)).toEqual({ status: 403, code: 'AccessDenied' });
      await nothingStored(upload);
    });

    it('once the signed upload has expired', async () => {
      // The adapter itself, with a 1-second lifetime instead of the 15 minutes the service asks.
      const store = new S3ObjectStore({ ...mediaConfigFromEnv().s3 });
      const key = `dishes/${restaurantId}/${randomUUID()}.jpg`;
      const signedPost = await store.presignUpload({
        key,
        contentType: 'image/jpeg',
        maxBytes: TEN_MB,
        expiresInSeconds: 1,
      });
      const upload = {
        presignedUrl: signedPost.url,
        fields: Object.entries(signedPost.fields).map(([name, value]) => ({ name, value })),
      };
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      expect(await s3Error(await post(upload, jpeg))).toEqual({
        status: 403,
        code: 'AccessDenied',
      });
      expect(await s3Error(await fetch(store.publicUrl(key)))).toEqual({
        status: 404,
        code: 'NoSuchKey',
      });
      store.client.destroy();
    });
  });

  it("after UserDeleted the person's objects are gone from the bucket (chef image, certificate, attachment, an unconfirmed upload); the restaurant's dish image stays", async () => {
    const leaving = await issuer.token({ role: 'CHEF' });
    const rid = await establishRestaurant(url, leaving.token, {
      imageUrl: `${minio.endpoint}/${BUCKET}/restaurants/${leaving.id}/${randomUUID()}.jpg`,
    });
    const jpeg = await image('jpeg', 64, 64);
    const keys: Record<string, string> = {};
    for (const [name, doc, vars] of [
      ['profile', PROFILE, {}],
      ['certificate', CERTIFICATE, {}],
      ['attachment', ATTACHMENT, {}],
      ['dish', DISH, { restaurantId: rid }],
    ] as const) {
      const upload = await signed(doc, { fileName: `${name}.jpg`, ...vars }, leaving.token);
      expect((await post(upload, jpeg)).status).toBe(204);
      expect(await confirm(upload, leaving.token)).toMatchObject({ __typename: 'ConfirmedUpload' });
      keys[name] = upload.image.slice(`${minio.endpoint}/${BUCKET}/`.length);
    }
    const unconfirmed = await signed(ATTACHMENT, { fileName: 'later.jpg' }, leaving.token);
    expect((await post(unconfirmed, jpeg)).status).toBe(204);
    const admin = adminClient(minio);
    const listed = async () =>
      (await admin.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents!.map((o) => o.Key!);
    const before = await listed();
    for (const key of Object.values(keys)) expect(before).toContain(key);
    expect(before.filter((k) => k.startsWith(`incoming/attachments/${leaving.id}/`))).toHaveLength(
      1,
    );

    await bus.publish(Topics.users, [
      createEnvelope({
        type: EventTypes.UserDeleted,
        version: 1,
        aggregateId: leaving.id,
        payload: { userId: leaving.id, email: 'parti@example.com', role: 'Chef' },
      }),
    ]);
    const gone = await eventually(async () => {
      const left = (await listed()).filter((k) => k.includes(`/${leaving.id}/`));
      return left.every((k) => k.startsWith('restaurants/')) && left;
    });
    expect(gone).toEqual([]); // the banner was never uploaded here
    const after = await listed();
    expect(after).toContain(keys.dish);
    expect((await fetch(`${minio.endpoint}/${BUCKET}/${keys.dish}`)).status).toBe(200);
    admin.destroy();
  });

  it('an attachment is a private object: its address reads nothing; the signed read notifications gives its readers reads it until it expires', async () => {
    const upload = await signed(ATTACHMENT, { fileName: 'missing-bread.jpg' }, guest.token);
    expect(upload.fields).toContainEqual({ name: 'acl', value: 'private' });
    const jpeg = await image('jpeg', 64, 64);
    expect((await post(upload, jpeg)).status).toBe(204);
    expect(await confirm(upload, guest.token)).toMatchObject({ __typename: 'ConfirmedUpload' });
    expect(await s3Error(await fetch(upload.image))).toEqual({ status: 403, code: 'AccessDenied' });
    // notifications' signer, configured like restaurants (it signs with MinIO keys of its own in
    // compose: a user that may only read attachments/).
    const signer = mediaReadSignerFromEnv({
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: minio.endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: minio.accessKeyId,
      S3_SECRET_ACCESS_KEY: minio.secretAccessKey,
    });
    const read = await fetch((await signer.signedReadUrl(upload.image, 'attachments/'))!);
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer()).equals(jpeg)).toBe(true);
    const stale = await signer.signedReadUrl(
      upload.image,
      'attachments/',
      Date.now() - 11 * 60_000,
    );
    expect(new URL(stale!).searchParams.get('X-Amz-Expires')).toBe('600');
    expect(await s3Error(await fetch(stale!))).toEqual({ status: 403, code: 'AccessDenied' });
    // Only attachments of this bucket are signed.
    expect(
      await signer.signedReadUrl(
        upload.image.replace('/attachments/', '/certificates/'),
        'attachments/',
      ),
    ).toBeNull();
    expect(
      await signer.signedReadUrl('https://elsewhere.example/attachments/x.jpg', 'attachments/'),
    ).toBeNull();
  });

  it('nobody lists the bucket anonymously', async () => {
    for (const query of ['?list-type=2', '', '?prefix=certificates/']) {
      const res = await fetch(`${minio.endpoint}/${BUCKET}${query}`);
      expect(await s3Error(res)).toEqual({ status: 403, code: 'AccessDenied' });
    }
  });

  it('a certificate is a private object: its address reads nothing, a 5-minute signed GET reads it for its chef and admins', async () => {
    const upload = await signed(CERTIFICATE, { fileName: 'food-safety.png' }, chef.token);
    expect(upload.fields).toContainEqual({ name: 'acl', value: 'private' });
    const png = await image('png', 64, 64);
    expect((await post(upload, png, { type: 'image/png' })).status).toBe(204);
    expect(await confirm(upload)).toMatchObject({ __typename: 'ConfirmedUpload' });
    expect(await s3Error(await fetch(upload.image))).toEqual({ status: 403, code: 'AccessDenied' });
    const admin = await issuer.token({ role: 'ADMIN' });
    for (const who of [chef, admin]) {
      const res = await gql<{ certificateViewUrl: string }>(
        url,
        VIEW,
        { url: upload.image },
        who.token,
      );
      const signedGet = new URL(res.data!.certificateViewUrl);
      expect(signedGet.searchParams.get('X-Amz-Expires')).toBe('300');
      const read = await fetch(signedGet);
      expect(read.status).toBe(200);
      expect(Buffer.from(await read.arrayBuffer()).equals(png)).toBe(true);
    }
    const other = await issuer.token({ role: 'CHEF' });
    for (const who of [other, guest]) {
      const res = await gql(url, VIEW, { url: upload.image }, who.token);
      expect(res.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    }
  });
});
