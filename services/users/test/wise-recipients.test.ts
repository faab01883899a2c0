// Recorded-contract test of the Wise recipients adapter: a local HTTP stand-in answers only the
// recorded Wise exchanges (fixtures/wise-recipient.json) and fails the test on any request that
// differs from the recording, so what the adapter sends and how it reads the answers are pinned.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  RecipientProviderUnavailable,
  WiseRecipients,
  payoutRecipientProblems,
  wiseRecipientsFromEnv,
} from '../src/bank-details/wise-recipients.client.js';
import { WiseStandIn, wiseRecipientRecording } from '../../../test/support/wise-stand-in.js';

const ACCOUNT = {
  accountHolderName: 'Ada Lovelace',
  institutionNumber: '004',
  transitNumber: '12345',
  accountNumber: '1234567890',
  accountType: 'CHECKING' as const,
};

describe('WiseRecipients against the recorded Wise contract', () => {
  const wise = new WiseStandIn(30800);
  let recipients: WiseRecipients;

  beforeAll(async () => {
    await wise.start();
    recipients = new WiseRecipients({
      token: 'wise-test-token',
      profileId: wiseRecipientRecording.profileId,
      apiBase: wise.url,
    });
  });
  afterAll(() => wise.stop());

  it('creates the CAD recipient with the recorded request and answers Wise’s recipient id', async () => {
    wise.received = [];
    expect(await recipients.create(ACCOUNT)).toEqual({ kind: 'created', recipientId: 148149706 });
    expect(wise.unexpected).toEqual([]);
    expect(wise.received.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      wiseRecipientRecording.exchanges[0]!.request,
    ]);
    expect(wise.received[0]!.auth).toBe('Bearer wise-test-token');
  });

  it('a refusal answers Wise’s own message; a 503 is a passing failure', async () => {
    expect(await recipients.create({ ...ACCOUNT, accountNumber: '0000000' })).toEqual({
      kind: 'refused',
      reason: 'Please specify a valid account number.',
    });
    wise.failNext = 1;
    const busy = await recipients.create(ACCOUNT).catch((e: unknown) => e);
    expect(busy).toBeInstanceOf(RecipientProviderUnavailable);
    expect(wise.unexpected).toEqual([]);
  });

  it('a saving account is sent as Wise’s savings type (not in the recording: the stand-in refuses it)', async () => {
    const before = wise.unexpected.length;
    await expect(recipients.create({ ...ACCOUNT, accountType: 'SAVING' })).rejects.toBeInstanceOf(
      RecipientProviderUnavailable,
    );
    expect(wise.unexpected.slice(before)).toEqual([
      expect.objectContaining({
        body: expect.objectContaining({
          details: expect.objectContaining({ accountType: 'savings' }),
        }),
      }),
    ]);
    wise.unexpected = [];
  });

  it('is configured by WISE_API_TOKEN and WISE_PROFILE_ID only', () => {
    expect(wiseRecipientsFromEnv({})).toBeNull();
    expect(wiseRecipientsFromEnv({ WISE_API_TOKEN: 't' })).toBeNull();
    expect(wiseRecipientsFromEnv({ WISE_API_TOKEN: 't', WISE_PROFILE_ID: '1' })).toBeInstanceOf(
      WiseRecipients,
    );
  });

  it('in production refuses to start without Wise, naming what is missing, unless a staging says test money', () => {
    const production = { NODE_ENV: 'production' };
    expect(payoutRecipientProblems(production)).toEqual([
      'WISE_API_TOKEN is not set',
      'WISE_PROFILE_ID is not set',
    ]);
    expect(() => wiseRecipientsFromEnv(production)).toThrow(
      'users refuses to start on live money without Wise: WISE_API_TOKEN is not set; WISE_PROFILE_ID is not set',
    );
    expect(
      payoutRecipientProblems({ ...production, WISE_API_TOKEN: 't', WISE_PROFILE_ID: 'x1' }),
    ).toEqual(['WISE_PROFILE_ID is not a positive whole number']);
    expect(payoutRecipientProblems({ HEARTH_PAYMENTS_MODE: 'live' })).toHaveLength(2);
    // A staging (test money) and development need no Wise.
    expect(wiseRecipientsFromEnv({ ...production, HEARTH_PAYMENTS_MODE: 'test' })).toBeNull();
    expect(payoutRecipientProblems({ NODE_ENV: 'development' })).toEqual([]);
  });

  it('reads the token and the profile from mounted files in production', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hearth-wise-'));
    writeFileSync(join(dir, 'wise-api-token'), 'live-token\n');
    writeFileSync(join(dir, 'wise-profile-id'), '4242\n');
    try {
      const wise = wiseRecipientsFromEnv({
        NODE_ENV: 'production',
        WISE_API_TOKEN_FILE: join(dir, 'wise-api-token'),
        WISE_PROFILE_ID_FILE: join(dir, 'wise-profile-id'),
      });
      expect(wise).toBeInstanceOf(WiseRecipients);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
