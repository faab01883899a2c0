// Recorded-contract test of the Wise recipients adapter: a local HTTP stand-in answers only the
// recorded Wise exchanges (fixtures/wise-recipient.json) and fails the test on any request that
// differs from the recording, so what the adapter sends and how it reads the answers are pinned.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  RecipientProviderUnavailable,
  WiseRecipients,
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
});
