import 'reflect-metadata';
import { createHmac, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { deflateSync } from 'node:zlib';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { UploadMessages } from '@hearth/contracts';
import { EventTypes, InProcessEventBus, Topics, createEnvelope } from '@hearth/events';
import { DataSource } from 'typeorm';
import { createLogger, mediaReadSignerFromEnv, type RunningSubgraph } from '@hearth/nest-common';
import { LocalObjectStore } from '../src/media/local-object-store.js';
import { MediaErasures } from '../src/media/media-erasures.js';
import { eventually, gql, query } from '../../../test/support/db.js';
import type { TestIssuer } from '../../../test/support/tokens.js';
import { startRestaurants } from './support/subgraph.js';

const FIELDS = `__typename
  ... on SignedUpload { method presignedUrl image thumbnail contentType headers { name value }
    fields { name value } expiresAt }
  ... on ValidationError { errors { field message } }
  ... on ServerError { message }`;
const CONFIRM = `mutation($image: String!) { confirmUpload(image: $image) {
  __typename ... on ConfirmedUpload { image thumbnail }
  ... on ValidationError { errors { field message } } } }`;
const DISH = `mutation CreateDishImageUpload($fileName: String!, $restaurantId: ID!) {
  createDishImageUpload(fileName: $fileName, restaurantId: $restaurantId) { ${FIELDS} } }`;
const RESTAURANT = `mutation CreateRestaurantImageUpload($fileName: String!) {
  createRestaurantImageUpload(fileName: $fileName) { ${FIELDS} } }`;
const PROFILE = `mutation CreateProfileImageUpload($fileName: String!) {
  createProfileImageUpload(fileName: $fileName) { ${FIELDS} } }`;
const CERTIFICATE = `mutation CreateCertificateUpload($fileName: String!) {
  createCertificateUpload(fileName: $fileName) { ${FIELDS} } }`;

const ATTACHMENT = `mutation CreateAttachmentUpload($fileName: String!) {
  createAttachmentUpload(fileName: $fileName) { ${FIELDS} } }`;

const VIEW = `query($url: String!) { certificateViewUrl(certificateUrl: $url) }`;
const SECRET = 'media-test-secret';

/** A ~100-byte PNG that declares `width`×`height` (a decompression bomb's header, one row of pixels). */
function pngHeader(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(30_001))), // the first row; the rest is missing
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const TEN_MB = 10 * 1024 * 1024;

interface SignedUpload {
  __typename: 'SignedUpload';
  method: 'PUT' | 'POST';
  fields: Array<{ name: string; value: string }>;
  presignedUrl: string;
  image: string;
  thumbnail: string | null;
  contentType: string;
  headers: Array<{ name: string; value: string }>;
  expiresAt: string;
}
type Result =
  | SignedUpload
  | { __typename: 'ValidationError'; errors: Array<{ field: string; message: string }> }
  | { __typename: 'ServerError'; message: string };
type Response = {
  data?: Record<string, Result> | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
};

/** A real image made by sharp: `width`×`height` in `format`. */
function image(format: 'jpeg' | 'png' | 'webp' | 'gif', width = 1200, height = 800) {
  return sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .toFormat(format)
    .toBuffer();
}

/** PUTs `body` to the signed URL with its headers (minus `omit`, plus `extra`). */
function put(
  upload: SignedUpload,
  body: Buffer,
  {
    omit = [],
    extra = {},
    url = upload.presignedUrl,
  }: {
    omit?: string[];
    extra?: Record<string, string>;
    url?: string;
  } = {},
) {
  const headers: Record<string, string> = {};
  for (const h of upload.headers) if (!omit.includes(h.name)) headers[h.name] = h.value;
  return fetch(url, {
    method: 'PUT',
    headers: { ...headers, ...extra },
    body: new Uint8Array(body),
  });
}

describe('restaurants subgraph: signed image uploads (local object store)', () => {
  let db: string;
  let dataDir: string;
  let svc: RunningSubgraph;
  let url: string;
  let issuer: TestIssuer;
  let chef: { id: string; token: string };
  let otherChef: { id: string; token: string };
  let guest: { id: string; token: string };
  const restaurantOf: Record<string, string> = {};
  const bus = new InProcessEventBus();

  const call = async (doc: string, vars: Record<string, unknown>, token?: string) =>
    (await gql(url, doc, vars, token)) as Response;
  const signed = async (doc: string, vars: Record<string, unknown>, token: string) => {
    const res = await call(doc, vars, token);
    expect(res.errors).toBeUndefined();
    const result = Object.values(res.data!)[0]!;
    expect(result.__typename).toBe('SignedUpload');
    return result as SignedUpload;
  };
  const storedFiles = async () => {
    const out: string[] = [];
    const walk = async (dir: string, prefix: string) => {
      for (const e of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
        if (e.isDirectory()) await walk(join(dir, e.name), `${prefix}${e.name}/`);
        else out.push(`${prefix}${e.name}`);
      }
    };
    await walk(join(dataDir, 'media'), '');
    return out.sort();
  };
  /** certificateViewUrl as the holder of `token` (null: not one of our certificates). */
  const viewUrl = async (certificateUrl: string, token: string) => {
    const res = await call(VIEW, { url: certificateUrl }, token);
    expect(res.errors).toBeUndefined();
    return (res.data as unknown as { certificateViewUrl: string | null }).certificateViewUrl;
  };
  /** What notifications signs attachment reads with: the same store, the same secret. */
  const attachmentSigner = () =>
    mediaReadSignerFromEnv({
      MEDIA_PUBLIC_URL: svc.url,
      MEDIA_SIGNING_SECRET: SECRET,
      HEARTH_DATA_DIR: dataDir,
    });
  const keyOf = (u: SignedUpload) => new URL(u.image).pathname.replace(/^\/media\//, '');

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'hearth-media-'));
    process.env.HEARTH_DATA_DIR = dataDir;
    process.env.MEDIA_SIGNING_SECRET = SECRET;
    delete process.env.S3_BUCKET;
    delete process.env.MEDIA_PUBLIC_URL;
    // The subgraph's erasure queue runs after its own commits only (the retry test drives another).
    process.env.MEDIA_ERASURE_POLL_MS = String(3_600_000);
    ({ db, svc, url, issuer } = await startRestaurants('hearth_test_restaurants_media', bus));
    chef = await issuer.token({ role: 'CHEF' });
    otherChef = await issuer.token({ role: 'CHEF' });
    guest = await issuer.token({ role: 'GUEST' });
    for (const owner of [chef, otherChef]) {
      const id = randomUUID();
      restaurantOf[owner.id] = id;
      await query(
        db,
        `INSERT INTO restaurants.restaurants (id, slug, name, description, owner_user_id)
         VALUES ($1, $2, 'Chez Test', 'Home cooking', $3)`,
        [id, `chez-${id}`, owner.id],
      );
    }
  }, 60_000);
  afterAll(async () => {
    await svc?.close();
    await bus.stop();
    delete process.env.HEARTH_DATA_DIR;
    delete process.env.MEDIA_SIGNING_SECRET;
    delete process.env.MEDIA_ERASURE_POLL_MS;
    await rm(dataDir, { recursive: true, force: true });
  });

  const kinds = [
    {
      kind: 'dish',
      doc: DISH,
      file: 'Pad Thai.JPG',
      format: 'jpeg' as const,
      contentType: 'image/jpeg',
      prefix: () => `dishes/${restaurantOf[chef.id]}/`,
      vars: () => ({ restaurantId: restaurantOf[chef.id] }),
      who: () => chef,
    },
    {
      kind: 'restaurant',
      doc: RESTAURANT,
      file: 'banner.png',
      format: 'png' as const,
      contentType: 'image/png',
      prefix: () => `restaurants/${chef.id}/`,
      vars: () => ({}),
      who: () => chef,
    },
    {
      kind: 'profile',
      doc: PROFILE,
      file: 'me.webp',
      format: 'webp' as const,
      contentType: 'image/webp',
      prefix: () => `profiles/${chef.id}/`,
      vars: () => ({}),
      who: () => chef,
    },
    {
      kind: 'certificate',
      doc: CERTIFICATE,
      file: 'food-safety.jpeg',
      format: 'jpeg' as const,
      contentType: 'image/jpeg',
      prefix: () => `certificates/${chef.id}/`,
      vars: () => ({}),
      who: () => chef,
    },
    {
      kind: 'attachment',
      doc: ATTACHMENT,
      file: 'missing-bread.png',
      format: 'png' as const,
      contentType: 'image/png',
      prefix: () => `attachments/${guest.id}/`,
      vars: () => ({}),
      who: () => guest,
    },
  ];

  it.each(kinds)(
    '$kind: signs a URL, the PUT stores the image and a 400-px WebP thumbnail, GET serves both',
    async (k) => {
      const upload = await signed(k.doc, { fileName: k.file, ...k.vars() }, k.who().token);
      expect(upload.contentType).toBe(k.contentType);
      const isCertificate = k.kind === 'certificate';
      const isPrivate = isCertificate || k.kind === 'attachment';
      // The local store takes a PUT of the bytes (no form fields).
      expect(upload).toMatchObject({ method: 'PUT', fields: [] });
      expect(upload.headers).toEqual([
        { name: 'content-type', value: k.contentType },
        { name: 'x-amz-acl', value: isPrivate ? 'private' : 'public-read' },
      ]);
      expect(keyOf(upload)).toMatch(
        new RegExp(`^${k.prefix()}[0-9a-f-]{36}\\.${k.file.split('.').pop()!.toLowerCase()}$`),
      );
      expect(upload.image.startsWith(`${svc.url}/media/`)).toBe(true);
      const expiresIn = Date.parse(upload.expiresAt) - Date.now();
      expect(expiresIn).toBeGreaterThan(14 * 60_000);
      expect(expiresIn).toBeLessThanOrEqual(15 * 60_000);

      const bytes = await image(k.format);
      const res = await put(upload, bytes);
      expect(res.status).toBe(200);
      expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);

      if (isPrivate) {
        // A private object: its stored address (and its thumbnail's) is no way in.
        expect((await fetch(upload.image)).status).toBe(404);
        expect((await fetch(upload.thumbnail!)).status).toBe(404);
      }
      // A certificate's signed read comes from restaurants (certificateViewUrl); an attachment's
      // from notifications, which signs with the same store secret (nest-common's signer).
      const readUrl = isCertificate
        ? await viewUrl(upload.image, chef.token)
        : k.kind === 'attachment'
          ? await attachmentSigner().signedReadUrl(upload.image, 'attachments/')
          : upload.image;
      const original = await fetch(readUrl!);
      expect(original.status).toBe(200);
      expect(original.headers.get('content-type')).toBe(k.contentType);
      expect(original.headers.get('cache-control')).toMatch(
        isPrivate ? /^private, no-store$/ : /max-age=31536000/,
      );
      expect(Buffer.from(await original.arrayBuffer()).equals(bytes)).toBe(true);
      if (k.kind === 'attachment') {
        // The signed read expires: one signed 11 minutes ago (valid 5 to 10 minutes) reads
        // nothing, nor does one whose signature was made for another image.
        const stale = await attachmentSigner().signedReadUrl(
          upload.image,
          'attachments/',
          Date.now() - 11 * 60_000,
        );
        expect((await fetch(stale!)).status).toBe(404);
        const other = new URL(readUrl!);
        other.pathname = other.pathname.replace(/[0-9a-f-]{36}\.png$/, `${randomUUID()}.png`);
        expect((await fetch(other)).status).toBe(404);
      }
      if (isPrivate) return;

      const thumb = await fetch(upload.thumbnail!);
      expect(thumb.status).toBe(200);
      expect(thumb.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 400, height: 267 });
    },
  );

  it('confirmUpload: an upload the local store took is confirmed as it is (with its thumbnail), only by its uploader; nothing uploaded is the upload failure', async () => {
    const confirm = async (image: string, token: string) => {
      const res = await call(CONFIRM, { image }, token);
      expect(res.errors).toBeUndefined();
      return (res.data as unknown as { confirmUpload: unknown }).confirmUpload;
    };
    const failed = {
      __typename: 'ValidationError',
      errors: [{ field: 'image', message: UploadMessages.failed }],
    };
    const upload = await signed(
      DISH,
      { fileName: 'pie.jpg', restaurantId: restaurantOf[chef.id] },
      chef.token,
    );
    expect(await confirm(upload.image, chef.token)).toEqual(failed); // not sent yet
    expect((await put(upload, await image('jpeg', 64, 64))).status).toBe(200);
    expect(await confirm(upload.image, otherChef.token)).toEqual(failed);
    expect(await confirm(upload.image, chef.token)).toEqual({
      __typename: 'ConfirmedUpload',
      image: upload.image,
      thumbnail: upload.thumbnail,
    });
    expect(await confirm('https://elsewhere.example/media/x.jpg', chef.token)).toEqual(failed);
  });

  it("a deleted account's own files go from the store after UserDeleted (chef image, certificate, attachments); the restaurant's banner and dish images and other users' files stay", async () => {
    const leaving = await issuer.token({ role: 'CHEF' });
    const restaurantId = randomUUID();
    await query(
      db,
      `INSERT INTO restaurants.restaurants (id, slug, name, description, owner_user_id)
       VALUES ($1, $2, 'Chez Parti', 'Home cooking', $3)`,
      [restaurantId, `chez-${restaurantId}`, leaving.id],
    );
    const stored: Record<string, string> = {};
    for (const [name, doc, vars, who] of [
      ['profile', PROFILE, {}, leaving],
      ['certificate', CERTIFICATE, {}, leaving],
      ['attachment', ATTACHMENT, {}, leaving],
      ['banner', RESTAURANT, {}, leaving],
      ['dish', DISH, { restaurantId }, leaving],
      ['other', ATTACHMENT, {}, guest],
    ] as const) {
      const upload = await signed(doc, { fileName: `${name}.png`, ...vars }, who.token);
      expect((await put(upload, await image('png', 32, 32))).status).toBe(200);
      stored[name] = keyOf(upload);
    }
    const before = await storedFiles();
    for (const key of Object.values(stored)) expect(before).toContain(key);

    await bus.publish(Topics.users, [
      createEnvelope({
        type: EventTypes.UserDeleted,
        version: 1,
        aggregateId: leaving.id,
        payload: { userId: leaving.id, email: 'parti@example.com', role: 'Chef' },
      }),
    ]);
    await eventually(async () => {
      const files = await storedFiles();
      return !files.some((f) => f.includes(`/${leaving.id}/`) && !f.startsWith('restaurants/'));
    });
    const after = await storedFiles();
    for (const name of ['profile', 'certificate', 'attachment'])
      expect(after).not.toContain(stored[name]);
    for (const name of ['banner', 'dish', 'other']) expect(after).toContain(stored[name]);
    // The queue row goes once the folders are empty (nothing left to retry).
    await eventually(
      async () =>
        (
          await query(db, `SELECT 1 FROM restaurants.media_erasures WHERE user_id = $1`, [
            leaving.id,
          ])
        ).length === 0,
    );
  });

  it('a store that fails keeps the erasure queued with its error and it is tried again until the files are gone', async () => {
    const userId = randomUUID();
    const upload = await signed(
      ATTACHMENT,
      { fileName: 'kept.png' },
      (await issuer.token({ role: 'GUEST', id: userId })).token,
    );
    expect((await put(upload, await image('png', 16, 16))).status).toBe(200);
    let failures = 1;
    const store = new (class extends LocalObjectStore {
      override async deleteFolder(folder: string): Promise<number> {
        if (failures-- > 0) throw new Error('store unreachable');
        return super.deleteFolder(folder);
      }
    })({
      dir: join(dataDir, 'media'),
      secret: async () => Buffer.from(SECRET),
      baseUrl: () => svc.url,
    });
    const dataSource = await new DataSource({
      type: 'postgres',
      url: db,
      extra: { options: '-c search_path=restaurants', max: 2 },
    }).initialize();
    const erasures = new MediaErasures(dataSource, store, createLogger('test', 'silent'), 100);
    try {
      erasures.start();
      await dataSource.transaction((m) => erasures.queue(m, userId));
      const row = () =>
        query<{ attempts: number; last_error: string | null }>(
          db,
          `SELECT attempts, last_error FROM restaurants.media_erasures WHERE user_id = $1`,
          [userId],
        );
      // The first try fails: the row stays with its error, the file too.
      await eventually(async () => (await row())[0]?.attempts === 1);
      expect((await row())[0]!.last_error).toBe('store unreachable');
      expect(await storedFiles()).toContain(keyOf(upload));
      // Tried again after its backoff (2 s): the files go, then the row.
      await eventually(async () => (await row()).length === 0, 10_000);
      expect(await storedFiles()).not.toContain(keyOf(upload));
    } finally {
      await erasures.stop();
      await dataSource.destroy();
    }
  });

  it('signs exactly HMAC-SHA256(secret, "key|expires|ct") in the URL (docs/uploads.md)', async () => {
    const upload = await signed(RESTAURANT, { fileName: 'a.gif' }, chef.token);
    const u = new URL(upload.presignedUrl);
    const key = u.pathname.replace(/^\/media\/upload\//, '');
    const expires = u.searchParams.get('expires')!;
    expect(u.searchParams.get('ct')).toBe('image/gif');
    expect(u.searchParams.get('sig')).toBe(
      createHmac('sha256', SECRET).update(`${key}|${expires}|image/gif`).digest('hex'),
    );
    expect((await put(upload, await image('gif', 40, 30))).status).toBe(200);
    // Smaller than 400 px: the thumbnail is not enlarged.
    const thumb = await fetch(upload.thumbnail!);
    expect(await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).toMatchObject({
      width: 40,
      height: 30,
    });
  });

  describe('refuses the PUT and stores nothing', () => {
    let bytes: Buffer;
    beforeAll(async () => {
      bytes = await image('png', 500, 300);
    });
    const fresh = () => signed(PROFILE, { fileName: 'p.png' }, chef.token);
    const nothingStored = async (upload: SignedUpload) => {
      expect((await fetch(upload.image)).status).toBe(404);
      expect((await fetch(upload.thumbnail!)).status).toBe(404);
      expect((await storedFiles()).filter((f) => f.startsWith(keyOf(upload).slice(0, -4)))).toEqual(
        [],
      );
    };

    it('403 for a forged or missing signature', async () => {
      const upload = await fresh();
      const forged = new URL(upload.presignedUrl);
      forged.searchParams.set('sig', 'ab'.repeat(32));
      const res = await put(upload, bytes, { url: forged.toString() });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'SignatureDoesNotMatch' });
      const unsigned = new URL(upload.presignedUrl);
      unsigned.searchParams.delete('sig');
      expect((await put(upload, bytes, { url: unsigned.toString() })).status).toBe(403);
      // A valid signature for one key does not open another key.
      const other = upload.presignedUrl.replace(/\/([0-9a-f-]{36})\.png/, `/${randomUUID()}.png`);
      expect((await put(upload, bytes, { url: other })).status).toBe(403);
      await nothingStored(upload);
    });

    it('403 once the URL has expired (correctly signed)', async () => {
      const upload = await fresh();
      const u = new URL(upload.presignedUrl);
      const key = u.pathname.replace(/^\/media\/upload\//, '');
      const expires = String(Math.floor(Date.now() / 1000) - 1);
      u.searchParams.set('expires', expires);
      u.searchParams.set(
        'sig',
        createHmac('sha256', SECRET).update(`${key}|${expires}|image/png`).digest('hex'),
      );
      const res = await put(upload, bytes, { url: u.toString() });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'RequestExpired' });
      await nothingStored(upload);
    });

    it('400 for another Content-Type than the signed one; 403 if ct is changed in the URL', async () => {
      const upload = await fresh();
      const res = await put(upload, bytes, { extra: { 'content-type': 'image/jpeg' } });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'InvalidContentType' });
      const u = new URL(upload.presignedUrl);
      u.searchParams.set('ct', 'image/jpeg');
      const res2 = await put(upload, bytes, {
        url: u.toString(),
        extra: { 'content-type': 'image/jpeg' },
      });
      expect(res2.status).toBe(403);
      await nothingStored(upload);
    });

    it('400 without the x-amz-acl: public-read header', async () => {
      const upload = await fresh();
      const res = await put(upload, bytes, { omit: ['x-amz-acl'] });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'MissingAclHeader' });
      expect((await put(upload, bytes, { extra: { 'x-amz-acl': 'private' } })).status).toBe(400);
      await nothingStored(upload);
    });

    it('413 for 10 MB + 1 byte (10 MB exactly passes the size check)', async () => {
      const upload = await fresh();
      const res = await put(upload, Buffer.alloc(TEN_MB + 1, 1));
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({
        code: 'EntityTooLarge',
        message: UploadMessages.tooLarge,
      });
      await nothingStored(upload);
      // Exactly 10 MB is read in full; these bytes are no PNG, so it is the image check that refuses.
      expect((await put(upload, Buffer.alloc(TEN_MB, 1))).status).toBe(415);
      await nothingStored(upload);
    });

    it('415 for a text file renamed .png, and for a JPEG sent as image/png', async () => {
      const upload = await fresh();
      const res = await put(upload, Buffer.from('hello, I am not an image\n'.repeat(100)));
      expect(res.status).toBe(415);
      // The message of the one check every store runs (an S3 upload is refused with it on use).
      expect(await res.json()).toEqual({
        code: 'UnsupportedMediaType',
        message: UploadMessages.notTheDeclaredImage,
      });
      expect((await put(upload, await image('jpeg'))).status).toBe(415);
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      );
      expect((await put(upload, svg)).status).toBe(415);
      await nothingStored(upload);
    });
  });

  it('ValidationError on fileName for a non-image or missing extension', async () => {
    for (const fileName of ['menu.pdf', 'notes.txt', 'photo', 'image.svg', '']) {
      const res = await call(PROFILE, { fileName }, chef.token);
      expect(res.data!.createProfileImageUpload).toEqual({
        __typename: 'ValidationError',
        errors: [
          {
            field: 'fileName',
            message:
              'Only image files can be uploaded (jpg, jpeg, png, webp, gif, avif, heic or heif)',
          },
        ],
      });
    }
    const heic = await signed(CERTIFICATE, { fileName: 'IMG_0001.HEIC' }, chef.token);
    expect(heic.contentType).toBe('image/heic');
  });

  it("FORBIDDEN for a dish image of another chef's (or an unknown) restaurant", async () => {
    for (const restaurantId of [restaurantOf[otherChef.id], randomUUID(), 'not-a-uuid']) {
      const res = await call(DISH, { fileName: 'x.jpg', restaurantId }, chef.token);
      expect(res.data).toBeNull();
      expect(res.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    }
  });

  it('FORBIDDEN for guests on chef kinds, the profile image included (only chefs have one)', async () => {
    for (const [doc, vars] of [
      [DISH, { fileName: 'x.jpg', restaurantId: restaurantOf[chef.id] }],
      [RESTAURANT, { fileName: 'x.jpg' }],
      [CERTIFICATE, { fileName: 'x.jpg' }],
      [PROFILE, { fileName: 'x.jpg' }],
    ] as const) {
      const res = await call(doc, vars, guest.token);
      expect(res.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    }
    const admin = await issuer.token({ role: 'ADMIN' });
    expect(
      (await call(PROFILE, { fileName: 'x.jpg' }, admin.token)).errors![0]!.extensions!.code,
    ).toBe('FORBIDDEN');
    await signed(PROFILE, { fileName: 'x.jpg' }, chef.token);
  });

  it('413 for an image of more than 50 megapixels (a small file declaring huge dimensions), nothing stored', async () => {
    const upload = await signed(PROFILE, { fileName: 'bomb.png' }, chef.token);
    const res = await put(upload, pngHeader(10_000, 6_000));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      code: 'EntityTooLarge',
      message: UploadMessages.tooManyPixels,
    });
    expect((await fetch(upload.image)).status).toBe(404);
  });

  it('certificates: a 5-minute signed GET for their chef and admins only; the stored address, a forged or expired signature read nothing', async () => {
    const upload = await signed(CERTIFICATE, { fileName: 'cert.png' }, chef.token);
    const bytes = await image('png');
    expect((await put(upload, bytes)).status).toBe(200);
    const admin = await issuer.token({ role: 'ADMIN' });
    for (const who of [chef, admin]) {
      const signedGet = await viewUrl(upload.image, who.token);
      const expires = Number(new URL(signedGet!).searchParams.get('expires')) * 1000;
      expect(expires - Date.now()).toBeGreaterThan(4 * 60_000);
      expect(expires - Date.now()).toBeLessThanOrEqual(5 * 60_000);
      expect(Buffer.from(await (await fetch(signedGet!)).arrayBuffer()).equals(bytes)).toBe(true);
    }
    for (const who of [otherChef, guest]) {
      const res = await call(VIEW, { url: upload.image }, who.token);
      expect(res.errors![0]!.extensions!.code).toBe('FORBIDDEN');
    }
    expect((await call(VIEW, { url: upload.image })).errors![0]!.extensions!.code).toBe(
      'UNAUTHENTICATED',
    );
    // Not one of our certificates: nothing to sign.
    for (const url of [
      'https://evil.example.com/media/' + keyOf(upload),
      upload.image.replace('/certificates/', '/profiles/'),
      `${upload.image}?x=1`,
    ])
      expect(await viewUrl(url, admin.token)).toBeNull();
    const good = new URL((await viewUrl(upload.image, chef.token))!);
    const forged = new URL(good);
    forged.searchParams.set('sig', 'ab'.repeat(32));
    expect((await fetch(forged)).status).toBe(404);
    const expired = new URL(good);
    const past = String(Math.floor(Date.now() / 1000) - 1);
    expired.searchParams.set('expires', past);
    expired.searchParams.set(
      'sig',
      createHmac('sha256', SECRET)
        .update(`${keyOf(upload)}|${past}|GET`)
        .digest('hex'),
    );
    expect((await fetch(expired)).status).toBe(404);
    // An upload signature opens no read.
    const asRead = new URL(upload.image);
    const uploadUrl = new URL(upload.presignedUrl);
    asRead.searchParams.set('expires', uploadUrl.searchParams.get('expires')!);
    asRead.searchParams.set('sig', uploadUrl.searchParams.get('sig')!);
    expect((await fetch(asRead)).status).toBe(404);
  });

  it('UNAUTHENTICATED for visitors on every kind', async () => {
    for (const [doc, vars] of [
      [DISH, { fileName: 'x.jpg', restaurantId: restaurantOf[chef.id] }],
      [RESTAURANT, { fileName: 'x.jpg' }],
      [PROFILE, { fileName: 'x.jpg' }],
      [CERTIFICATE, { fileName: 'x.jpg' }],
      [ATTACHMENT, { fileName: 'x.jpg' }],
    ] as const) {
      const res = await call(doc, vars);
      expect(res.errors![0]!.extensions!.code).toBe('UNAUTHENTICATED');
    }
  });

  it('answers the CORS preflight for the shell origin and never serves paths outside the store', async () => {
    const upload = await signed(PROFILE, { fileName: 'x.png' }, chef.token);
    const pre = await fetch(upload.presignedUrl, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type,x-amz-acl',
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(pre.headers.get('access-control-allow-headers')).toMatch(/x-amz-acl/);
    expect((await fetch(`${svc.url}/media/%2e%2e/media-signing-secret`)).status).toBe(404);
    expect((await fetch(`${svc.url}/media/profiles/..%2f..%2fmedia-signing-secret`)).status).toBe(
      404,
    );
  });
});
