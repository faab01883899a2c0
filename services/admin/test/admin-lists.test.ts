import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { InProcessEventBus } from '@hearth/events';
import { startSubgraph, type RunningSubgraph } from '@hearth/nest-common';
import { adminSubgraph } from '../src/subgraph.js';
import { freshDatabase, gql, query } from '../../../test/support/db.js';
import { createTestIssuer, type TestIssuer } from '../../../test/support/tokens.js';
import { JOIN_GUEST, parseCsv, visitor } from './support.js';

const GUEST_PAGE = `query GuestWaitlist($page: Int!, $pageSize: Int!, $sort: WaitlistSort, $search: String) {
  guestWaitlist(page: $page, pageSize: $pageSize, sort: $sort, search: $search) {
    items { id firstName lastName email phone postalCode guestType createdAt } totalCount page pageSize } }`;
const CHEF_PAGE = `query ChefWaitlist($page: Int!, $pageSize: Int!, $sort: WaitlistSort, $search: String, $chefType: ChefType) {
  chefWaitlist(page: $page, pageSize: $pageSize, sort: $sort, search: $search, chefType: $chefType) {
    items { id firstName lastName email phone postalCode chefType createdAt } totalCount page pageSize } }`;
const NEWSLETTER_PAGE = `query Newsletter($page: Int!, $pageSize: Int!, $sort: WaitlistSort, $search: String) {
  newsletterSubscriptions(page: $page, pageSize: $pageSize, sort: $sort, search: $search) {
    items { id email role createdAt } totalCount page pageSize } }`;
const CSV = `query Csv($list: AdminList!, $sort: WaitlistSort, $search: String) {
  adminListCsv(list: $list, sort: $sort, search: $search) }`;

type Guest = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  postalCode: string;
  createdAt: string;
};
type Page<T> = { items: T[]; totalCount: number; page: number; pageSize: number };
type Sort = { field: string; direction: 'ASC' | 'DESC' };

/** The order the API promises: the sort key (text case-insensitive), then the id, same direction. */
function expectedOrder(rows: Guest[], sort: Sort): string[] {
  const key = (r: Guest): string =>
    ({
      CREATED_AT: r.createdAt,
      EMAIL: r.email,
      FIRST_NAME: r.firstName.toLowerCase(),
      LAST_NAME: r.lastName.toLowerCase(),
      POSTAL_CODE: r.postalCode,
    })[sort.field]!;
  const sign = sort.direction === 'ASC' ? 1 : -1;
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...rows].sort((a, b) => sign * (cmp(key(a), key(b)) || cmp(a.id, b.id))).map((r) => r.id);
}

describe('admin subgraph: admin lists (paging, sort, search, CSV, access)', () => {
  let db: string;
  let svc: RunningSubgraph;
  let url: string;
  let issuer: TestIssuer;
  let admin: string;
  let guest: string;
  let all: Guest[];
  const bus = new InProcessEventBus();
  const asAdmin = async <T>(document: string, variables: Record<string, unknown> = {}) => {
    const res = await gql<T>(url, document, variables, admin);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data!;
  };
  const guestPage = async (variables: Record<string, unknown>) =>
    (await asAdmin<{ guestWaitlist: Page<Guest> }>(GUEST_PAGE, variables)).guestWaitlist;

  beforeAll(async () => {
    db = await freshDatabase(`hearth_test_admin_lists_${process.env.JEST_WORKER_ID ?? '1'}`);
    issuer = await createTestIssuer();
    svc = await startSubgraph(
      { ...adminSubgraph(), tokenKeys: issuer.keys },
      { config: { databaseUrl: db, port: 0, logLevel: 'silent' }, bus },
    );
    url = `${svc.url}/graphql`;
    admin = (await issuer.token({ role: 'ADMIN' })).token;
    guest = (await issuer.token({ role: 'GUEST' })).token;
    // 1,000 guests: names and e-mails in scrambled orders, mixed case, ten postal codes and
    // timestamps shared by two rows each (so ties must be broken by id).
    await query(
      db,
      `INSERT INTO admin.guest_waitlist (id, email, first_name, last_name, phone, postal_code, created_at)
       SELECT gen_random_uuid(),
              'guest' || lpad(((i * 577) % 1000)::text, 4, '0') || '@example.com',
              CASE WHEN i % 2 = 0 THEN 'first' ELSE 'FIRST' END || lpad(((i * 7919) % 1000)::text, 4, '0'),
              'Last' || lpad(((i * 331) % 1000)::text, 4, '0'),
              CASE WHEN i % 3 = 0 THEN NULL ELSE '416 555 ' || lpad(i::text, 4, '0') END,
              'M' || (i % 10) || 'V 2T6',
              timestamptz '2026-01-01 00:00:00Z' + ((i % 500) || ' minutes')::interval
       FROM generate_series(0, 999) AS i`,
    );
    all = (
      await query<Guest & { createdAt: Date }>(
        db,
        `SELECT id::text, email, first_name AS "firstName", last_name AS "lastName", phone,
                postal_code AS "postalCode", created_at AS "createdAt" FROM admin.guest_waitlist`,
      )
    ).map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  });
  afterAll(async () => {
    await svc?.close();
    await bus.stop();
  });

  it('refuses guests (FORBIDDEN) and visitors (UNAUTHENTICATED) on every admin query', async () => {
    const queries: Array<[string, Record<string, unknown>]> = [
      [GUEST_PAGE, { page: 1, pageSize: 10 }],
      [CHEF_PAGE, { page: 1, pageSize: 10 }],
      [NEWSLETTER_PAGE, { page: 1, pageSize: 10 }],
      [CSV, { list: 'GUEST_WAITLIST' }],
    ];
    for (const [document, variables] of queries) {
      const asGuest = await gql(url, document, variables, guest);
      expect(asGuest.data).toBeNull();
      expect(asGuest.errors![0]!.extensions!['code']).toBe('FORBIDDEN');
      const asChef = await gql(
        url,
        document,
        variables,
        (await issuer.token({ role: 'CHEF' })).token,
      );
      expect(asChef.errors![0]!.extensions!['code']).toBe('FORBIDDEN');
      const asVisitor = await gql(url, document, variables);
      expect(asVisitor.data).toBeNull();
      expect(asVisitor.errors![0]!.extensions!['code']).toBe('UNAUTHENTICATED');
    }
  });

  it.each<[Sort | null, number]>([
    [null, 100],
    [{ field: 'CREATED_AT', direction: 'ASC' }, 100],
    [{ field: 'EMAIL', direction: 'ASC' }, 37],
    [{ field: 'FIRST_NAME', direction: 'ASC' }, 100],
    [{ field: 'LAST_NAME', direction: 'DESC' }, 64],
    [{ field: 'POSTAL_CODE', direction: 'ASC' }, 100],
    [{ field: 'POSTAL_CODE', direction: 'DESC' }, 100],
  ])(
    'pages through 1,000 rows sorted by %j (page size %i): every row once, in order',
    async (sort, pageSize) => {
      const seen: string[] = [];
      for (let page = 1; ; page++) {
        const result = await guestPage({ page, pageSize, sort });
        expect(result).toMatchObject({ totalCount: 1000, page, pageSize });
        seen.push(...result.items.map((i) => i.id));
        if (result.items.length < pageSize) break;
      }
      expect(seen).toHaveLength(1000);
      expect(new Set(seen).size).toBe(1000);
      expect(seen).toEqual(expectedOrder(all, sort ?? { field: 'CREATED_AT', direction: 'DESC' }));
    },
  );

  it('clamps page to ≥ 1 and pageSize to 1..100, and returns an empty page past the end', async () => {
    expect(await guestPage({ page: 0, pageSize: 1000 })).toMatchObject({ page: 1, pageSize: 100 });
    const tiny = await guestPage({ page: -5, pageSize: 0 });
    expect(tiny).toMatchObject({ page: 1, pageSize: 1, totalCount: 1000 });
    expect(tiny.items).toHaveLength(1);
    const beyond = await guestPage({ page: 999, pageSize: 100 });
    expect(beyond).toMatchObject({ items: [], totalCount: 1000 });
  });

  it('searches case-insensitively by e-mail, first name, last name and "first last"', async () => {
    const target = all.find((g) => g.email === 'guest0042@example.com')!;
    const byEmail = await guestPage({ page: 1, pageSize: 100, search: 'GUEST0042@' });
    expect(byEmail.items.map((i) => i.id)).toEqual([target.id]);
    const byFirst = await guestPage({
      page: 1,
      pageSize: 100,
      search: target.firstName.toUpperCase(),
    });
    expect(byFirst.items.map((i) => i.id)).toEqual([target.id]);
    const byLast = await guestPage({
      page: 1,
      pageSize: 100,
      search: ` ${target.lastName.toLowerCase()} `,
    });
    expect(byLast.items.map((i) => i.id)).toEqual([target.id]);
    const byFull = await guestPage({
      page: 1,
      pageSize: 100,
      search: `${target.firstName}   ${target.lastName}`.toLowerCase(),
    });
    expect(byFull.items.map((i) => i.id)).toEqual([target.id]);
    const partial = await guestPage({ page: 1, pageSize: 100, search: 'guest004' });
    expect(partial.totalCount).toBe(10);
    expect(partial.items.every((i) => i.email.startsWith('guest004'))).toBe(true);
  });

  it('takes LIKE wildcards in a search literally', async () => {
    expect((await guestPage({ page: 1, pageSize: 10, search: '%' })).totalCount).toBe(0);
    expect((await guestPage({ page: 1, pageSize: 10, search: 'guest_04' })).totalCount).toBe(0);
    expect((await guestPage({ page: 1, pageSize: 10, search: '\\' })).totalCount).toBe(0);
  });

  it('exports the whole filtered, sorted list as CSV: header + one row per entry, matching the pages', async () => {
    const sort = { field: 'LAST_NAME', direction: 'ASC' };
    const search = 'guest01';
    const page = await guestPage({ page: 1, pageSize: 100, sort, search });
    const csv = (
      await asAdmin<{ adminListCsv: string }>(CSV, { list: 'GUEST_WAITLIST', sort, search })
    ).adminListCsv;
    const rows = parseCsv(csv);
    expect(rows).toHaveLength(page.totalCount + 1);
    expect(rows[0]).toEqual([
      'First name',
      'Last name',
      'Email',
      'Phone',
      'Postal code',
      'Signed up',
    ]);
    expect(rows.slice(1)).toEqual(
      page.items.map((g) => [
        g.firstName,
        g.lastName,
        g.email,
        g.phone ?? '',
        g.postalCode,
        g.createdAt,
      ]),
    );
    const everything = parseCsv(
      (await asAdmin<{ adminListCsv: string }>(CSV, { list: 'GUEST_WAITLIST' })).adminListCsv,
    );
    expect(everything).toHaveLength(1001);
  });

  it('neutralises spreadsheet formulas and quotes commas and quotes in the CSV', async () => {
    const res = await visitor(url, JOIN_GUEST, {
      firstName: '=HYPERLINK("http://evil.example","x")',
      lastName: '@SUM(A1), "Jr."',
      email: 'formula@example.com',
      phone: '-5',
      postalCode: '+1 M5V',
    });
    expect(res.data!['joinGuestWaitlist']!.__typename).toBe('GuestWaitlistEntry');
    const csv = (
      await asAdmin<{ adminListCsv: string }>(CSV, { list: 'GUEST_WAITLIST', search: 'formula@' })
    ).adminListCsv;
    const [, line] = csv.split('\r\n');
    expect(line).toBe(
      `"'=HYPERLINK(""http://evil.example"",""x"")","'@SUM(A1), ""Jr.""",formula@example.com,'-5,'+1 M5V,${
        res.data!['joinGuestWaitlist']!['createdAt'] as string
      }`,
    );
    const [row] = parseCsv(csv).slice(1);
    expect(row!.slice(0, 5)).toEqual([
      `'=HYPERLINK("http://evil.example","x")`,
      `'@SUM(A1), "Jr."`,
      'formula@example.com',
      `'-5`,
      `'+1 M5V`,
    ]);
  });

  it('splits the chef waitlist into Chef Waitlist (BETA) and Founder Chefs (FOUNDER), in pages and CSV', async () => {
    await query(
      db,
      `INSERT INTO admin.chef_waitlist (id, email, first_name, last_name, postal_code, chef_type)
       SELECT gen_random_uuid(), 'chef' || i || '@example.com', 'Chef', 'N' || i, 'M5V',
              CASE WHEN i % 4 = 0 THEN 'FOUNDER' ELSE 'BETA' END
       FROM generate_series(1, 40) AS i`,
    );
    type ChefPage = { chefWaitlist: Page<{ chefType: string; lastName: string }> };
    const beta = (await asAdmin<ChefPage>(CHEF_PAGE, { page: 1, pageSize: 100, chefType: 'BETA' }))
      .chefWaitlist;
    const founders = (
      await asAdmin<ChefPage>(CHEF_PAGE, { page: 1, pageSize: 100, chefType: 'FOUNDER' })
    ).chefWaitlist;
    const both = (await asAdmin<ChefPage>(CHEF_PAGE, { page: 1, pageSize: 100 })).chefWaitlist;
    expect([beta.totalCount, founders.totalCount, both.totalCount]).toEqual([30, 10, 40]);
    expect(beta.items.every((c) => c.chefType === 'BETA')).toBe(true);
    expect(founders.items.every((c) => c.chefType === 'FOUNDER')).toBe(true);
    const csv = parseCsv(
      (
        await asAdmin<{ adminListCsv: string }>(CSV, {
          list: 'FOUNDER_CHEFS',
          sort: { field: 'LAST_NAME', direction: 'ASC' },
        })
      ).adminListCsv,
    );
    expect(csv[0]).toEqual([
      'First name',
      'Last name',
      'Email',
      'Phone',
      'Postal code',
      'Programme',
      'Chef account',
      'Signed up',
    ]);
    expect(csv).toHaveLength(11);
    expect(csv.slice(1).every((r) => r[5] === 'Founder' && r[6] === 'Not signed up')).toBe(true);
    const sortedFounders = (
      await asAdmin<ChefPage>(CHEF_PAGE, {
        page: 1,
        pageSize: 100,
        chefType: 'FOUNDER',
        sort: { field: 'LAST_NAME', direction: 'ASC' },
      })
    ).chefWaitlist;
    expect(csv.slice(1).map((r) => r[1])).toEqual(sortedFounders.items.map((c) => c.lastName));
    const betaCsv = parseCsv(
      (await asAdmin<{ adminListCsv: string }>(CSV, { list: 'CHEF_WAITLIST' })).adminListCsv,
    );
    expect(betaCsv).toHaveLength(31);
    expect(betaCsv.slice(1).every((r) => r[5] === 'Beta')).toBe(true);
    expect(betaCsv[0]).not.toContain('Chef account'); // only Founder Chefs has the column
  });

  it('lists newsletter subscriptions by e-mail or date, and refuses a name or postal-code sort clearly', async () => {
    await query(
      db,
      `INSERT INTO admin.newsletter_subscriptions (id, email, role)
       SELECT gen_random_uuid(), 'reader' || lpad(i::text, 2, '0') || '@example.com', 'CHEF'
       FROM generate_series(1, 12) AS i`,
    );
    type NewsPage = { newsletterSubscriptions: Page<{ email: string }> };
    const byEmail = (
      await asAdmin<NewsPage>(NEWSLETTER_PAGE, {
        page: 2,
        pageSize: 5,
        sort: { field: 'EMAIL', direction: 'DESC' },
        search: 'READER',
      })
    ).newsletterSubscriptions;
    expect(byEmail).toMatchObject({ totalCount: 12, page: 2, pageSize: 5 });
    expect(byEmail.items.map((i) => i.email)).toEqual(
      [7, 6, 5, 4, 3].map((i) => `reader${String(i).padStart(2, '0')}@example.com`),
    );
    const csv = parseCsv(
      (
        await asAdmin<{ adminListCsv: string }>(CSV, {
          list: 'NEWSLETTER_SUBSCRIBERS',
          search: 'reader',
        })
      ).adminListCsv,
    );
    expect(csv[0]).toEqual(['Email', 'Role', 'Subscribed']);
    expect(csv).toHaveLength(13);
    for (const field of ['FIRST_NAME', 'LAST_NAME', 'POSTAL_CODE']) {
      for (const [document, variables] of [
        [NEWSLETTER_PAGE, { page: 1, pageSize: 5, sort: { field } }],
        [CSV, { list: 'NEWSLETTER_SUBSCRIBERS', sort: { field } }],
      ] as const) {
        const res = await gql(url, document, variables, admin);
        expect(res.errors![0]).toMatchObject({
          message: 'Newsletter subscriptions can only be sorted by CREATED_AT or EMAIL.',
          extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
        });
      }
    }
  });

  it('keeps "of N" exact as sign-ups come and go (kept counts, per programme for chefs)', async () => {
    const chefTotal = async (chefType: string) =>
      (
        await asAdmin<{ chefWaitlist: Page<unknown> }>(CHEF_PAGE, {
          page: 1,
          pageSize: 1,
          chefType,
        })
      ).chefWaitlist.totalCount;
    const [beta, founder] = [await chefTotal('BETA'), await chefTotal('FOUNDER')];
    await query(
      db,
      `UPDATE admin.chef_waitlist SET chef_type = 'FOUNDER'
        WHERE id = (SELECT id FROM admin.chef_waitlist WHERE chef_type = 'BETA' LIMIT 1)`,
    );
    expect([await chefTotal('BETA'), await chefTotal('FOUNDER')]).toEqual([beta - 1, founder + 1]);
    const guests = (await guestPage({ page: 1, pageSize: 10 })).totalCount;
    await query(
      db,
      `DELETE FROM admin.guest_waitlist WHERE id IN (SELECT id FROM admin.guest_waitlist LIMIT 3)`,
    );
    expect((await guestPage({ page: 1, pageSize: 10 })).totalCount).toBe(guests - 3);
    await query(db, `TRUNCATE admin.guest_waitlist`);
    expect(await guestPage({ page: 1, pageSize: 10 })).toMatchObject({ totalCount: 0, items: [] });
  });
});
