import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EventTypes, InProcessEventBus, Topics, createEnvelope } from '@hearth/events';
import { startSubgraph, type RunningSubgraph } from '@hearth/nest-common';
import { notificationsSubgraph } from '../src/subgraph.js';
import { eventually, freshDatabase } from '../../../test/support/db.js';

describe('notifications subgraph: e-mail without SMTP_URL goes to .eml files', () => {
  let dataDir: string;
  let svc: RunningSubgraph;
  const bus = new InProcessEventBus();

  beforeAll(async () => {
    delete process.env.SMTP_URL;
    dataDir = await mkdtemp(join(tmpdir(), 'hearth-mail-'));
    process.env.HEARTH_DATA_DIR = dataDir;
    const db = await freshDatabase(
      `hearth_test_notifications_file_${process.env.JEST_WORKER_ID ?? '1'}`,
    );
    svc = await startSubgraph(notificationsSubgraph(), {
      config: { databaseUrl: db, port: 0, logLevel: 'silent' },
      bus,
    });
  });
  afterAll(async () => {
    await svc?.close();
    await bus.stop();
    delete process.env.HEARTH_DATA_DIR;
    await rm(dataDir, { recursive: true, force: true });
  });

  it('creates $HEARTH_DATA_DIR/mail and writes one .eml per message', async () => {
    const id = randomUUID();
    await bus.publish(Topics.admin, [
      createEnvelope({
        type: EventTypes.GuestWaitlistJoined,
        version: 1,
        aggregateId: id,
        payload: {
          entryId: id,
          email: 'file-guest@example.com',
          firstName: 'Grace',
          lastName: 'H',
        },
      }),
    ]);
    const dir = join(dataDir, 'mail');
    // The file is created before its content is written: wait until it has content.
    const { files, eml } = await eventually(async () => {
      const names = await readdir(dir).catch(() => [] as string[]);
      if (names.length === 0) return null;
      const content = await readFile(join(dir, names[0]!), 'utf8');
      return content.length > 0 ? { files: names, eml: content } : null;
    }, 10_000).then((found) => found!);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    expect(eml).toMatch(/^To: file-guest@example\.com/m);
    expect(eml).toMatch(/^From: Hearth <hello@hearth\.local>/m);
    expect(eml).toMatch(/^Subject: Thanks for signing up as Beta Guest!/m);
  });
});
