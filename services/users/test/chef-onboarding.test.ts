import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import {
  BankDetailsMessages as B,
  ChefProfileMessages as M,
  TaxMessages,
  todayIsoLocalDate,
} from '@hearth/contracts';
import { EventTypes, InProcessEventBus } from '@hearth/events';
import { mediaBases, startSubgraph, type RunningSubgraph } from '@hearth/nest-common';
import { DataSource } from 'typeorm';
import { BankDetailsCipher, parseBankDetailsKey } from '../src/bank-details/bank-details.cipher.js';
import { IdentityService, usersSubgraph } from '../src/subgraph.js';
import { freshDatabase, gql, query } from '../../../test/support/db.js';

const SIGN_UP = `mutation($input: SignUpInput!) { signUp(input: $input) {
  __typename ... on AuthSession { accessToken refreshToken user { id } } } }`;
const LOG_IN = `mutation($input: LogInInput!) { logIn(input: $input) {
  __typename ... on AuthSession { accessToken refreshToken user { id } } } }`;
const REFRESH = `mutation($t: String!) { refreshSession(refreshToken: $t) {
  __typename ... on AuthSession { accessToken user { status } } } }`;
const RESULT = `__typename
  ... on User { id firstName lastName status hasBankDetails chefProfile {
    addressLine1 addressLine2 city province postalCode country imageUrl dateOfBirth description
    experienceYears phone qualifications certificateUrl verified rejectionReason gstHstNumber } }
  ... on ValidationError { errors { field message } }
  ... on ServerError { message }`;
const UPDATE = `mutation($input: ChefProfileInput!) { updateChefProfile(input: $input) { ${RESULT} } }`;
const ACCEPT = `mutation($a: Boolean!) { acceptTerms(accepted: $a) { ${RESULT} } }`;
const APPROVE = `mutation($id: ID!) { approveChef(userId: $id) { ${RESULT} } }`;
const REJECT = `mutation($id: ID!, $r: String!) { rejectChef(userId: $id, reason: $r) { ${RESULT} } }`;
const ADD_BANK = `mutation($input: BankDetailsInput!) { addBankDetails(input: $input) {
  __typename
  ... on BankDetails { accountName institutionNumber transitNumber accountType accountNumberLast4 }
  ... on ValidationError { errors { field message } } ... on ServerError { message } } }`;
const GET_BANK = `query { bankDetails { accountName accountType accountNumberLast4 } }`;
const ENTITIES = `query($r: [_Any!]!) { _entities(representations: $r) {
  ... on User { id hasBankDetails chefProfile { phone dateOfBirth } } } }`;

type Errors = Array<{ field: string; message: string }>;
type Result = Record<string, unknown> & { __typename: string; errors?: Errors };
type Session = { token: string; refresh: string; id: string };

/** An ISO local date `years` years before today (minus `days` days). */
function yearsAgo(years: number, days = 0): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  d.setDate(d.getDate() - days);
  return todayIsoLocalDate(d);
}

const GENERAL = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '1 Front St W',
  addressLine2: null,
  city: 'Toronto',
  province: 'ON',
  postalCode: 'm5j 2x6',
  country: 'Canada',
  dateOfBirth: yearsAgo(30),
  description: 'Home-style Italian cooking for everyone.',
};
/** An address of our store in `userId`'s profile images (`profiles/<userId>/<uuid>.png`). */
const profileImage = (userId: string) => `${mediaBases()[0]}profiles/${userId}/${randomUUID()}.png`;
/** `GENERAL` with `chef`'s own chef image. */
const general = (chef: { id: string }) => ({ ...GENERAL, imageUrl: profileImage(chef.id) });
const CREDENTIALS = {
  experienceYears: 7,
  phone: '416 555 0100',
  qualifications: 'Red Seal',
  certificateUrl: null,
};
const BANK = {
  accountName: 'Ada Lovelace',
  institutionNumber: '004',
  transitNumber: '12345',
  accountType: 'SAVING',
  accountNumber: '1234567890',
};

describe('users subgraph: chef onboarding, bank details, verification', () => {
  let db: string;
  let svc: RunningSubgraph;
  let url: string;
  let admin: Session;
  let guest: Session;
  const bus = new InProcessEventBus();
  let n = 0;
  /** A distinct client per sign-up, so the auth rate limit (20/min per client) never trips. */
  const fresh = () => ({ 'x-client-ip': `chef-onboarding-${randomUUID()}` });

  const call = async (q: string, vars: Record<string, unknown>, token?: string) =>
    gql<Record<string, Result>>(url, q, vars, token);
  const data = async (q: string, vars: Record<string, unknown>, token?: string) => {
    const res = await call(q, vars, token);
    expect(res.errors).toBeUndefined();
    return Object.values(res.data!)[0]!;
  };
  const codeOf = async (q: string, vars: Record<string, unknown>, token?: string) =>
    (await call(q, vars, token)).errors?.[0]?.extensions?.code;
  const signUp = async (role: 'CHEF' | 'GUEST'): Promise<Session> => {
    const input = {
      email: `chef${++n}.${Date.now()}@example.com`,
      password: 'hunter22',
      firstName: 'New',
      lastName: 'Person',
      role,
    };
    const s = (
      await gql<{ signUp: Record<string, never> }>(url, SIGN_UP, { input }, undefined, fresh())
    ).data!.signUp as unknown as {
      accessToken: string;
      refreshToken: string;
      user: { id: string };
    };
    return { token: s.accessToken, refresh: s.refreshToken, id: s.user.id };
  };
  /** A chef who saved both wizard steps. */
  const readyChef = async () => {
    const chef = await signUp('CHEF');
    const r = await data(
      UPDATE,
      { input: { general: general(chef), credentials: CREDENTIALS } },
      chef.token,
    );
    expect(r.__typename).toBe('User');
    return chef;
  };
  const pendingChef = async () => {
    const chef = await readyChef();
    expect((await data(ACCEPT, { a: true }, chef.token)).status).toBe('PENDING');
    return chef;
  };
  const rows = async (table: string, userId: string) =>
    query<Record<string, unknown>>(db, `SELECT * FROM users.${table} WHERE user_id = $1`, [userId]);
  const outbox = async (userId: string) =>
    (
      await query<{ type: string; payload: Record<string, unknown> }>(
        db,
        `SELECT "eventType" AS type, envelope->'payload' AS payload FROM users.outbox
         WHERE "aggregateId" = $1 ORDER BY "createdAt"`,
        [userId],
      )
    ).filter((e) => e.type !== EventTypes.UserRegistered);

  beforeAll(async () => {
    delete process.env.BANK_DETAILS_KEY;
    db = await freshDatabase(`hearth_test_users_chef_${process.env.JEST_WORKER_ID ?? '1'}`);
    svc = await startSubgraph(usersSubgraph(), {
      config: { databaseUrl: db, port: 0, logLevel: 'silent' },
      bus,
    });
    url = `${svc.url}/graphql`;
    const email = `admin.${Date.now()}@example.com`;
    await svc.app.get(IdentityService).createUser({
      email,
      password: 'admin-pass-1',
      firstName: 'Grace',
      lastName: 'Hopper',
      role: 'ADMIN',
      status: 'ACTIVE',
    });
    const s = (
      await gql<{ logIn: Record<string, never> }>(url, LOG_IN, {
        input: { email, password: 'admin-pass-1' },
      })
    ).data!.logIn as unknown as { accessToken: string; refreshToken: string; user: { id: string } };
    admin = { token: s.accessToken, refresh: s.refreshToken, id: s.user.id };
    guest = await signUp('GUEST');
  });
  afterAll(async () => {
    await svc?.close();
    await bus.stop();
  });

  describe('wizard step rules: each message, nothing written', () => {
    it.each([
      ['firstName', 'A', M.firstNameTooShort],
      ['firstName', 'x'.repeat(101), M.firstNameTooLong],
      ['lastName', 'Lo', M.lastNameTooShort],
      ['lastName', '', M.lastNameRequired],
      ['addressLine1', '  ', M.addressLine1Required],
      ['city', null, M.cityRequired],
      ['imageUrl', '', M.imageRequired],
      ['imageUrl', 'ftp://x', M.urlInvalid],
      ['dateOfBirth', null, M.dateOfBirthRequired],
      ['dateOfBirth', '2000-02-30', M.dateOfBirthInvalid],
      ['dateOfBirth', yearsAgo(18, -1), M.underAge],
      ['description', 'too short', M.descriptionTooShort],
      ['description', 'x'.repeat(201), M.descriptionTooLong],
    ])('general.%s = %j → %s', async (field, value, message) => {
      const chef = await signUp('CHEF');
      const r = await data(
        UPDATE,
        { input: { general: { ...general(chef), [field]: value } } },
        chef.token,
      );
      expect(r.__typename).toBe('ValidationError');
      expect(r.errors).toEqual([{ field: `general.${field}`, message }]);
      expect(await rows('chef_profiles', chef.id)).toHaveLength(0);
      const [user] = await query(db, `SELECT first_name FROM users.users WHERE id = $1`, [chef.id]);
      expect(user).toEqual({ first_name: 'New' });
    });

    it('accepts a chef who turns 18 today', async () => {
      const chef = await signUp('CHEF');
      const r = await data(
        UPDATE,
        { input: { general: { ...general(chef), dateOfBirth: yearsAgo(18) } } },
        chef.token,
      );
      expect(r.__typename).toBe('User');
    });

    it.each([
      ['experienceYears', null, M.experienceRequired],
      ['experienceYears', 51, M.experienceRange],
      ['experienceYears', -1, M.experienceRange],
      ['phone', '', M.phoneRequired],
      ['phone', '1'.repeat(21), M.phoneTooLong],
      ['phone', 'call me', M.phoneInvalid],
      ['qualifications', 'ab', M.qualificationsTooShort],
      ['certificateUrl', 'not a url', M.urlInvalid],
    ])('credentials.%s = %j → %s', async (field, value, message) => {
      const chef = await signUp('CHEF');
      const input = { credentials: { ...CREDENTIALS, [field]: value } };
      const r = await data(UPDATE, { input }, chef.token);
      expect(r.errors).toEqual([{ field: `credentials.${field}`, message }]);
      expect(await rows('chef_profiles', chef.id)).toHaveLength(0);
    });

    it("takes a chef image only as the chef's own upload to our store", async () => {
      const chef = await signUp('CHEF');
      const other = await signUp('CHEF');
      const [base] = mediaBases();
      const own = profileImage(chef.id);
      for (const foreign of [
        'https://cdn.example.com/ada.png',
        profileImage(other.id),
        `${base}certificates/${chef.id}/${randomUUID()}.png`,
        `${own}#crop`,
      ]) {
        const input = { general: { ...GENERAL, firstName: 'Changed', imageUrl: foreign } };
        const r = await data(UPDATE, { input }, chef.token);
        expect(r.errors).toEqual([{ field: 'general.imageUrl', message: M.imageNotOurs }]);
      }
      expect(await rows('chef_profiles', chef.id)).toHaveLength(0);
      const [user] = await query(db, `SELECT first_name FROM users.users WHERE id = $1`, [chef.id]);
      expect(user).toEqual({ first_name: 'New' });
      const saved = await data(
        UPDATE,
        { input: { general: { ...GENERAL, imageUrl: own } } },
        chef.token,
      );
      expect(saved).toMatchObject({ chefProfile: { imageUrl: own } });
    });

    it("takes a certificate only as the chef's own upload to our store", async () => {
      const chef = await signUp('CHEF');
      const other = await signUp('CHEF');
      const [base] = mediaBases();
      const own = `${base}certificates/${chef.id}/${randomUUID()}.png`;
      for (const foreign of [
        'https://cdn.example.com/certificate.png',
        `${base}certificates/${other.id}/${randomUUID()}.png`,
        `${base}profiles/${chef.id}/${randomUUID()}.png`,
        `${own}?download=1`,
      ]) {
        const input = { credentials: { ...CREDENTIALS, certificateUrl: foreign } };
        const r = await data(UPDATE, { input }, chef.token);
        expect(r.errors).toEqual([
          { field: 'credentials.certificateUrl', message: M.certificateNotOurs },
        ]);
      }
      expect(await rows('chef_profiles', chef.id)).toHaveLength(0);
      const saved = await data(
        UPDATE,
        { input: { credentials: { ...CREDENTIALS, certificateUrl: own } } },
        chef.token,
      );
      expect(saved).toMatchObject({ chefProfile: { certificateUrl: own } });
    });

    it('saves each step on its own (partial saves), the other step stays as stored', async () => {
      const chef = await signUp('CHEF');
      const first = await data(UPDATE, { input: { general: general(chef) } }, chef.token);
      expect(first).toMatchObject({
        firstName: 'Ada',
        lastName: 'Lovelace',
        status: 'INITIAL',
        hasBankDetails: false,
        chefProfile: {
          addressLine1: '1 Front St W',
          postalCode: 'M5J 2X6',
          dateOfBirth: GENERAL.dateOfBirth,
          experienceYears: null,
          verified: false,
        },
      });
      const second = await data(
        UPDATE,
        { input: { credentials: { ...CREDENTIALS, qualifications: '' } } },
        chef.token,
      );
      expect(second.chefProfile).toMatchObject({
        addressLine1: '1 Front St W',
        experienceYears: 7,
        phone: '416 555 0100',
        qualifications: null,
      });
    });
  });

  describe('terms and status: INITIAL → PENDING → ACTIVE / REJECTED', () => {
    it('refuses unticked terms and missing steps, writing nothing', async () => {
      const chef = await signUp('CHEF');
      expect((await data(ACCEPT, { a: false }, chef.token)).errors).toEqual([
        { field: 'accepted', message: M.termsRequired },
      ]);
      expect((await data(ACCEPT, { a: true }, chef.token)).errors).toEqual([
        { field: 'general', message: M.generalInformationMissing },
      ]);
      await data(UPDATE, { input: { general: general(chef) } }, chef.token);
      expect((await data(ACCEPT, { a: true }, chef.token)).errors).toEqual([
        { field: 'credentials', message: M.credentialsMissing },
      ]);
      const [user] = await query(db, `SELECT status FROM users.users WHERE id = $1`, [chef.id]);
      expect(user).toEqual({ status: 'INITIAL' });
      expect(await outbox(chef.id)).toEqual([]);
    });

    it('accepting the terms sets verified, PENDING and ChefApplicationSubmitted; once only', async () => {
      const chef = await readyChef();
      const r = await data(ACCEPT, { a: true }, chef.token);
      expect(r).toMatchObject({ status: 'PENDING', chefProfile: { verified: true } });
      expect(await outbox(chef.id)).toEqual([
        {
          type: EventTypes.ChefApplicationSubmitted,
          payload: expect.objectContaining({
            userId: chef.id,
            firstName: 'Ada',
            lastName: 'Lovelace',
          }),
        },
      ]);
      expect((await data(ACCEPT, { a: true }, chef.token)).errors).toEqual([
        { field: 'status', message: M.alreadySubmitted },
      ]);
      expect(await outbox(chef.id)).toHaveLength(1);
    });

    it('an admin approves a PENDING chef: ACTIVE, ChefApproved, and refreshSession carries ACTIVE', async () => {
      const chef = await pendingChef();
      expect(decodeJwt(chef.token).status).toBe('INITIAL');
      const r = await data(APPROVE, { id: chef.id }, admin.token);
      expect(r).toMatchObject({ id: chef.id, status: 'ACTIVE' });
      const events = await outbox(chef.id);
      expect(events.map((e) => e.type)).toEqual([
        EventTypes.ChefApplicationSubmitted,
        EventTypes.ChefApproved,
      ]);
      expect(events[1]!.payload).toMatchObject({ userId: chef.id, approvedBy: admin.id });
      expect((await data(APPROVE, { id: chef.id }, admin.token)).errors).toEqual([
        { field: 'status', message: M.notPending },
      ]);
      expect((await data(REJECT, { id: chef.id, r: 'late' }, admin.token)).errors).toEqual([
        { field: 'status', message: M.notPending },
      ]);
      expect(await outbox(chef.id)).toHaveLength(2);
      const refreshed = await data(REFRESH, { t: chef.refresh });
      expect(refreshed).toMatchObject({ __typename: 'AuthSession', user: { status: 'ACTIVE' } });
      expect(decodeJwt(refreshed.accessToken as string).status).toBe('ACTIVE');
    });

    it('an admin rejects a PENDING chef with a reason: REJECTED, ChefRejected(reason)', async () => {
      const chef = await pendingChef();
      expect((await data(REJECT, { id: chef.id, r: '   ' }, admin.token)).errors).toEqual([
        { field: 'reason', message: M.rejectionReasonRequired },
      ]);
      const r = await data(REJECT, { id: chef.id, r: ' Photo is blurry ' }, admin.token);
      expect(r).toMatchObject({
        status: 'REJECTED',
        chefProfile: { rejectionReason: 'Photo is blurry' },
      });
      const events = await outbox(chef.id);
      expect(events[1]).toEqual({
        type: EventTypes.ChefRejected,
        payload: expect.objectContaining({
          userId: chef.id,
          reason: 'Photo is blurry',
          rejectedBy: admin.id,
        }),
      });
      const refreshed = await data(REFRESH, { t: chef.refresh });
      expect(decodeJwt(refreshed.accessToken as string).status).toBe('REJECTED');
    });

    it('approve/reject: INITIAL chef, unknown id, a guest and a malformed id are refused', async () => {
      const initial = await readyChef();
      expect((await data(APPROVE, { id: initial.id }, admin.token)).errors).toEqual([
        { field: 'status', message: M.notPending },
      ]);
      for (const id of ['6f1c1f9e-5d7a-4c52-9a43-3f0f5f0b1a11', guest.id, 'nope']) {
        expect((await data(APPROVE, { id }, admin.token)).errors).toEqual([
          { field: 'userId', message: M.chefNotFound },
        ]);
      }
      expect(await outbox(initial.id)).toEqual([]);
    });
  });

  describe('authorization', () => {
    it('only admins approve or reject (chef, guest: FORBIDDEN; visitor: UNAUTHENTICATED)', async () => {
      const chef = await pendingChef();
      const other = await signUp('CHEF');
      for (const token of [chef.token, other.token, guest.token]) {
        expect(await codeOf(APPROVE, { id: chef.id }, token)).toBe('FORBIDDEN');
        expect(await codeOf(REJECT, { id: chef.id, r: 'no' }, token)).toBe('FORBIDDEN');
      }
      expect(await codeOf(APPROVE, { id: chef.id })).toBe('UNAUTHENTICATED');
      const [user] = await query(db, `SELECT status FROM users.users WHERE id = $1`, [chef.id]);
      expect(user).toEqual({ status: 'PENDING' });
    });

    it('guests, admins and visitors cannot use the chef wizard or bank details', async () => {
      for (const token of [guest.token, admin.token]) {
        expect(await codeOf(UPDATE, { input: { general: GENERAL } }, token)).toBe('FORBIDDEN');
        expect(await codeOf(ACCEPT, { a: true }, token)).toBe('FORBIDDEN');
        expect(await codeOf(ADD_BANK, { input: BANK }, token)).toBe('FORBIDDEN');
        expect(await codeOf(GET_BANK, {}, token)).toBe('FORBIDDEN');
      }
      expect(await codeOf(UPDATE, { input: { general: GENERAL } })).toBe('UNAUTHENTICATED');
      expect(await codeOf(ADD_BANK, { input: BANK })).toBe('UNAUTHENTICATED');
      expect(await codeOf(GET_BANK, {})).toBe('UNAUTHENTICATED');
      expect(
        await query(db, `SELECT 1 FROM users.chef_profiles WHERE user_id IN ($1, $2)`, [
          guest.id,
          admin.id,
        ]),
      ).toEqual([]);
    });

    it('another chef only ever touches their own data; the profile is private to the chef and admins', async () => {
      const chef = await readyChef();
      await data(ADD_BANK, { input: BANK }, chef.token);
      const other = await signUp('CHEF');
      await data(UPDATE, { input: { credentials: { ...CREDENTIALS, phone: '999' } } }, other.token);
      expect(await data(GET_BANK, {}, other.token)).toBeNull();
      expect((await rows('chef_profiles', chef.id))[0]).toMatchObject({ phone: '416 555 0100' });
      const rep = { r: [{ __typename: 'User', id: chef.id }] };
      // A visitor, another chef or a guest is not answered the reference at all (not even
      // whether the chef has bank details).
      for (const token of [undefined, other.token, guest.token]) {
        const res = await call(ENTITIES, rep, token);
        expect(res.errors).toBeUndefined();
        expect(res.data!._entities).toEqual([null]);
      }
      const asAdmin = await call(ENTITIES, rep, admin.token);
      expect(asAdmin.data!._entities).toEqual([
        {
          id: chef.id,
          hasBankDetails: true,
          chefProfile: { phone: '416 555 0100', dateOfBirth: GENERAL.dateOfBirth },
        },
      ]);
    });
  });

  describe('bank details (all five fields required; encrypted at rest; last 4 digits only)', () => {
    it('requires all five fields with their messages, nothing written', async () => {
      const chef = await signUp('CHEF');
      const r = await data(
        ADD_BANK,
        {
          input: {
            accountName: '',
            institutionNumber: '',
            transitNumber: '',
            accountType: null,
            accountNumber: '',
          },
        },
        chef.token,
      );
      expect(r.errors).toEqual([
        { field: 'accountName', message: B.accountNameRequired },
        { field: 'institutionNumber', message: B.institutionNumberRequired },
        { field: 'transitNumber', message: B.transitNumberRequired },
        { field: 'accountType', message: B.accountTypeRequired },
        { field: 'accountNumber', message: B.accountNumberRequired },
      ]);
      expect(await rows('bank_details', chef.id)).toEqual([]);
    });

    it.each([
      ['institutionNumber', '04', B.institutionNumberInvalid],
      ['institutionNumber', '0a4', B.institutionNumberInvalid],
      ['transitNumber', '123456', B.transitNumberInvalid],
      ['accountNumber', '123456', B.accountNumberInvalid],
      ['accountNumber', '1234567890123', B.accountNumberInvalid],
      ['accountName', 'x'.repeat(101), B.accountNameTooLong],
    ])('%s = %j → %s', async (field, value, message) => {
      const chef = await signUp('CHEF');
      const r = await data(ADD_BANK, { input: { ...BANK, [field]: value } }, chef.token);
      expect(r.errors).toEqual([{ field, message }]);
      expect(await rows('bank_details', chef.id)).toEqual([]);
    });

    it('stores the account number encrypted (AES-256-GCM) and returns only its last 4 digits', async () => {
      const chef = await signUp('CHEF');
      const { accountType: _omitted, ...withoutType } = BANK;
      const saved = await data(
        ADD_BANK,
        { input: { ...withoutType, accountNumber: '1234-567 890' } },
        chef.token,
      );
      expect(saved).toEqual({
        __typename: 'BankDetails',
        accountName: 'Ada Lovelace',
        institutionNumber: '004',
        transitNumber: '12345',
        accountType: 'CHECKING',
        accountNumberLast4: '7890',
      });
      const [row] = await query<{ account_number_enc: Buffer; account_number_last4: string }>(
        db,
        `SELECT account_number_enc, account_number_last4 FROM users.bank_details WHERE user_id = $1`,
        [chef.id],
      );
      const raw = Buffer.from(row!.account_number_enc);
      expect(raw.length).toBe(12 + 16 + 10);
      expect(raw.toString('latin1')).not.toContain('1234567890');
      expect(raw.toString('hex')).not.toContain(Buffer.from('1234567890').toString('hex'));
      const cipher = svc.app.get(BankDetailsCipher);
      expect(await cipher.decrypt(raw, chef.id)).toBe('1234567890');
      await expect(cipher.decrypt(raw, guest.id)).rejects.toThrow();
      // The key is not in the schema (it comes from a secret file, see keys.test.ts).
      expect(await query(db, `SELECT to_regclass('users.secrets') AS t`)).toEqual([{ t: null }]);

      const read = await call(
        `query { bankDetails { accountName accountType accountNumberLast4 updatedAt } me { hasBankDetails } }`,
        {},
        chef.token,
      );
      expect(read.data!.bankDetails).toMatchObject({
        accountNumberLast4: '7890',
        accountType: 'CHECKING',
      });
      expect(read.data!.me).toEqual({ hasBankDetails: true });
      expect(JSON.stringify(read)).not.toContain('1234567890');

      const replaced = await data(
        ADD_BANK,
        { input: { ...BANK, accountNumber: '7654321' } },
        chef.token,
      );
      expect(replaced).toMatchObject({ accountType: 'SAVING', accountNumberLast4: '4321' });
      expect(await rows('bank_details', chef.id)).toHaveLength(1);
    });
  });
  describe('bank details key (BANK_DETAILS_KEY)', () => {
    it('parses 32-byte keys as hex or base64 and refuses anything else', () => {
      const key = Buffer.alloc(32, 7);
      expect(parseBankDetailsKey(key.toString('hex'))).toEqual(key);
      expect(parseBankDetailsKey(key.toString('base64'))).toEqual(key);
      expect(() => parseBankDetailsKey('short')).toThrow(/32 bytes/);
    });

    it('uses BANK_DETAILS_KEY when set instead of the generated key', async () => {
      const generated = svc.app.get(BankDetailsCipher);
      process.env.BANK_DETAILS_KEY = Buffer.alloc(32, 9).toString('base64');
      try {
        const fromEnv = new BankDetailsCipher(svc.app.get(DataSource));
        const userId = randomUUID();
        const data = await fromEnv.encrypt('123456789', userId);
        expect(await fromEnv.decrypt(data, userId)).toBe('123456789');
        await expect(generated.decrypt(data, userId)).rejects.toThrow();
      } finally {
        delete process.env.BANK_DETAILS_KEY;
      }
    });
  });

  it('two concurrent acceptTerms of one chef: one PENDING transition, one event', async () => {
    const chef = await readyChef();
    const results = await Promise.all([
      data(ACCEPT, { a: true }, chef.token),
      data(ACCEPT, { a: true }, chef.token),
    ]);
    expect(results.map((r) => r.__typename).sort()).toEqual(['User', 'ValidationError']);
    expect(await outbox(chef.id)).toHaveLength(1);
  });

  it('a chef records a GST/HST number (check digit checked), changes nothing on a resubmit, and removes it', async () => {
    const chef = await signUp('CHEF');
    const SET = `mutation($n: String) { setGstHstNumber(gstHstNumber: $n) { ${RESULT} } }`;
    const refused = await data(SET, { n: '123456789 RT0001' }, chef.token);
    expect(refused).toMatchObject({
      __typename: 'ValidationError',
      errors: [{ field: 'gstHstNumber', message: TaxMessages.gstHstNumberCheckDigit }],
    });
    expect((await data(SET, { n: '123456782 RP0001' }, chef.token)).errors).toEqual([
      { field: 'gstHstNumber', message: TaxMessages.gstHstNumberInvalid },
    ]);
    expect(await outbox(chef.id)).toEqual([]);
    const saved = await data(SET, { n: '123 456 782 rt 0001' }, chef.token);
    expect(saved.chefProfile).toMatchObject({ gstHstNumber: '123456782RT0001' });
    await data(SET, { n: '123456782RT0001' }, chef.token); // unchanged: no second event
    expect(await data(SET, { n: '' }, chef.token)).toMatchObject({
      chefProfile: { gstHstNumber: null },
    });
    expect(await outbox(chef.id)).toEqual([
      {
        type: EventTypes.ChefTaxNumberChanged,
        payload: { userId: chef.id, gstHstNumber: '123456782RT0001' },
      },
      { type: EventTypes.ChefTaxNumberChanged, payload: { userId: chef.id, gstHstNumber: null } },
    ]);
    // Only chefs have one.
    expect(await codeOf(SET, { n: '123456782RT0001' }, guest.token)).toBe('FORBIDDEN');
  });
});
