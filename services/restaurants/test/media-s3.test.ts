import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { S3ObjectStore } from '../src/media/s3-object-store.js';
import {
  createObjectStore,
  localSigningSecret,
  mediaConfigFromEnv,
} from '../src/media/media.config.js';
import { LocalObjectStore } from '../src/media/local-object-store.js';
import { contentTypeFor, isSafeKey, thumbnailKey } from '../src/media/media-types.js';

const ENV = {
  S3_ENDPOINT: 'http://minio.internal:9000',
  S3_REGION: 'ca-central-1',
  S3_BUCKET: 'hearth-media',
  S3_ACCESS_KEY_ID: 'HEARTHTESTKEY',
  S3_SECRET_ACCESS_KEY: 'not-a-real-secret',
  S3_PUBLIC_URL: 'https://media.hearth.example/hearth-media/',
};

describe('S3ObjectStore (no network)', () => {
  it('is chosen when S3_BUCKET is set, with path-style addressing for a custom endpoint', async () => {
    const config = mediaConfigFromEnv(ENV);
    expect(config.store).toBe('s3');
    expect(config.s3).toMatchObject({ bucket: 'hearth-media', forcePathStyle: true });
    expect(await createObjectStore(config, () => 'unused')).toBeInstanceOf(S3ObjectStore);
    const local = mediaConfigFromEnv({ HEARTH_DATA_DIR: '/srv/hearth' });
    expect(local).toMatchObject({
      store: 'local',
      localDir: '/srv/hearth/media',
      secretFile: '/srv/hearth/media-signing-secret',
    });
    expect(await createObjectStore(local, () => 'http://x')).toBeInstanceOf(LocalObjectStore);
  });

  it('presigns a SigV4 POST: the bucket address, and a policy that fixes the staging key, content type and private ACL and caps the size', async () => {
    const store = (await createObjectStore(mediaConfigFromEnv(ENV), () => '')) as S3ObjectStore;
    const before = Date.now();
    const upload = await store.presignUpload({
      key: 'dishes/3f1c/9a7e.jpg',
      contentType: 'image/jpeg',
      maxBytes: 10 * 1024 * 1024,
      expiresInSeconds: 900,
    });
    expect(upload.method).toBe('POST');
    expect(upload.headers).toEqual({});
    expect(upload.url.replace(/\/$/, '')).toBe('http://minio.internal:9000/hearth-media');
    const f = upload.fields;
    expect(f).toMatchObject({
      key: 'incoming/dishes/3f1c/9a7e.jpg',
      'Content-Type': 'image/jpeg',
      acl: 'private',
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    });
    expect(f['X-Amz-Credential']).toMatch(/^HEARTHTESTKEY\/\d{8}\/ca-central-1\/s3\/aws4_request$/);
    expect(f['X-Amz-Signature']).toMatch(/^[0-9a-f]{64}$/);
    const policy = JSON.parse(Buffer.from(f.Policy!, 'base64').toString('utf8')) as {
      expiration: string;
      conditions: unknown[];
    };
    expect(Math.abs(Date.parse(policy.expiration) - (before + 900_000))).toBeLessThan(5_000);
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 0, 10 * 1024 * 1024],
        { 'Content-Type': 'image/jpeg' },
        { acl: 'private' },
        { key: 'incoming/dishes/3f1c/9a7e.jpg' },
        { bucket: 'hearth-media' },
      ]),
    );
    expect(store.stagingKeyOf('certificates/u/c.png')).toBe('incoming/certificates/u/c.png');
    expect(store.publicUrl('dishes/3f1c/9a7e.jpg')).toBe(
      'https://media.hearth.example/hearth-media/dishes/3f1c/9a7e.jpg',
    );
    expect(store.keyOf('https://media.hearth.example/hearth-media/dishes/3f1c/9a7e.jpg')).toBe(
      'dishes/3f1c/9a7e.jpg',
    );
    for (const foreign of [
      'https://elsewhere.example/hearth-media/dishes/3f1c/9a7e.jpg',
      'https://media.hearth.example/hearth-media/dishes/../x.jpg',
      'https://media.hearth.example/hearth-media/dishes/3f1c/9a7e.jpg?x=1',
    ])
      expect(store.keyOf(foreign)).toBeNull();
    expect(store.makesThumbnails()).toBe(false);
  });

  it('signs for the browsers’ endpoint and calls the store itself at S3_INTERNAL_ENDPOINT when set', async () => {
    const store = (await createObjectStore(
      mediaConfigFromEnv({ ...ENV, S3_INTERNAL_ENDPOINT: 'http://minio:9000' }),
      () => '',
    )) as S3ObjectStore;
    const upload = await store.presignUpload({
      key: 'profiles/u/p.png',
      contentType: 'image/png',
      maxBytes: 1,
      expiresInSeconds: 60,
    });
    expect(new URL(upload.url).host).toBe('minio.internal:9000');
    expect(new URL(await store.signedGetUrl('certificates/u/c.png', 60)).host).toBe(
      'minio.internal:9000',
    );
    expect((await store.client.config.endpoint!()).hostname).toBe('minio');
    expect((await store.signer.config.endpoint!()).hostname).toBe('minio.internal');
    store.destroy();
    const one = new S3ObjectStore({ ...mediaConfigFromEnv(ENV).s3 });
    expect(one.client).toBe(one.signer);
    one.destroy();
  });

  it('public URL defaults to <endpoint>/<bucket>/<key> (MinIO) or the AWS bucket host', () => {
    const { S3_PUBLIC_URL: _ignored, ...noPublic } = ENV;
    const minio = new S3ObjectStore({ ...mediaConfigFromEnv(noPublic).s3 });
    expect(minio.publicUrl('profiles/u/p.png')).toBe(
      'http://minio.internal:9000/hearth-media/profiles/u/p.png',
    );
    const aws = new S3ObjectStore({
      ...mediaConfigFromEnv({ S3_BUCKET: 'b', S3_REGION: 'us-west-2' }).s3,
    });
    expect(aws.publicUrl('k.png')).toBe('https://b.s3.us-west-2.amazonaws.com/k.png');
  });
});

describe('upload rules', () => {
  it('derives the content type from the extension (every upload needs one)', () => {
    expect(contentTypeFor('a.JPG')).toBe('image/jpeg');
    expect(contentTypeFor('a.jpeg')).toBe('image/jpeg');
    expect(contentTypeFor('a.png')).toBe('image/png');
    expect(contentTypeFor('a.webp')).toBe('image/webp');
    expect(contentTypeFor('a.gif')).toBe('image/gif');
    expect(contentTypeFor('a.heic')).toBe('image/heic');
    expect(contentTypeFor('a.svg')).toBeNull();
    expect(contentTypeFor('a.png.exe')).toBeNull();
    expect(contentTypeFor('png')).toBeNull();
  });

  it('accepts only plain keys and derives the thumbnail key', () => {
    expect(isSafeKey('dishes/r/abc.jpg')).toBe(true);
    for (const bad of ['', '../x', 'a/../b', '/abs', 'a//b', '.hidden', 'a/%2e%2e', 'a\\b'])
      expect(isSafeKey(bad)).toBe(false);
    expect(thumbnailKey('dishes/r/abc.jpg')).toBe('dishes/r/abc/thumb.webp');
  });
});

describe('local signing secret', () => {
  it('is generated once (0600, outside media/), shared by concurrent loaders and kept across restarts', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hearth-secret-'));
    try {
      const config = mediaConfigFromEnv({ HEARTH_DATA_DIR: dir });
      const [a, b, c] = await Promise.all([
        localSigningSecret(config)(),
        localSigningSecret(config)(),
        localSigningSecret(config)(),
      ]);
      expect(a.length).toBe(32);
      expect(b.equals(a) && c.equals(a)).toBe(true);
      expect((await stat(config.secretFile)).mode & 0o777).toBe(0o600);
      expect((await readFile(config.secretFile, 'utf8')).trim()).toBe(a.toString('hex'));
      expect(
        (await localSigningSecret(mediaConfigFromEnv({ HEARTH_DATA_DIR: dir }))()).equals(a),
      ).toBe(true);
      const fixed = mediaConfigFromEnv({ HEARTH_DATA_DIR: dir, MEDIA_SIGNING_SECRET: 's3cret' });
      expect((await localSigningSecret(fixed)()).toString()).toBe('s3cret');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
