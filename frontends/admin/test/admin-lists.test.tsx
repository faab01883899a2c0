import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { users } from '../../shared/test-render';
import App from '../src/App';
import { CSV_ERROR } from '../src/components/admin-list/CsvDownloadButton';
import { localIsoDate } from '../src/lib/format';
import { FakeAdminApi, makeGuests, renderWithApi, type Chef } from './fake-admin-api';

async function openEntry(name: string) {
  const ue = userEvent.setup();
  const nav = screen.getByRole('navigation', { name: 'Admin' });
  await ue.click(within(nav).getByRole('button', { name }));
  return ue;
}

/** The body rows' cell texts, once the table is not busy. */
async function bodyRows(): Promise<string[][]> {
  const table = await screen.findByRole('table');
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent ?? ''),
    );
}

/** A Blob's text, byte-order mark kept (jsdom's Blob has no text()). */
function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

const summary = () => screen.getByTestId('range-summary');
const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(`^${name}`) });

function renderAdmin(api: FakeAdminApi) {
  return renderWithApi(<App />, api, users.admin);
}

describe('Guest Waitlist', () => {
  let api: FakeAdminApi;
  beforeEach(() => {
    api = new FakeAdminApi();
    api.guests = makeGuests(1000);
  });

  it('shows the first 25 of 1,000, newest first, with the six columns and zoned dates', async () => {
    renderAdmin(api);
    await openEntry('Guest Waitlist');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Guest Waitlist');
    const rows = await bodyRows();
    expect(summary()).toHaveTextContent('Showing 1–25 of 1,000');
    expect(rows).toHaveLength(25);
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent?.replace(/[↕↑↓]/g, '')),
    ).toEqual(['First name', 'Last name', 'Email', 'Phone', 'Postal code', 'Signed up']);
    expect(rows[0]![2]).toBe('guest1000@example.com');
    expect(rows[0]![3]).toBe('—'); // no phone
    expect(rows[1]![3]).toBe('416-555-0100');
    expect(header('Signed up')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Email')).toHaveAttribute('aria-sort', 'none');
    expect(header('Phone')).not.toHaveAttribute('aria-sort');
    const time = screen.getAllByRole('cell')[5]!.querySelector('time')!;
    expect(time.getAttribute('datetime')).toBe('2026-01-01T16:39:00.000Z');
    // Date, time and a time-zone name (jsdom's locale and zone).
    expect(time.textContent).toMatch(/2026.*\d:39.*(UTC|GMT|[A-Z]{3,4})/);
    expect(api.last('guestWaitlist')).toEqual({
      page: 1,
      pageSize: 25,
      sort: { field: 'CREATED_AT', direction: 'DESC' },
      search: null,
    });
  });

  it('pages with Next, Previous and page numbers, and changes the page size', async () => {
    renderAdmin(api);
    const ue = await openEntry('Guest Waitlist');
    const first = await bodyRows();
    await ue.click(screen.getByRole('button', { name: 'Next' }));
    const second = await bodyRows();
    expect(summary()).toHaveTextContent('Showing 26–50 of 1,000');
    expect(second[0]![2]).toBe('guest0975@example.com');
    expect(second.map((r) => r[2])).not.toContain(first[0]![2]);
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await ue.click(screen.getByRole('button', { name: 'Page 40' }));
    await bodyRows();
    expect(summary()).toHaveTextContent('Showing 976–1,000 of 1,000');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await ue.click(screen.getByRole('button', { name: 'Previous' }));
    await bodyRows();
    expect(summary()).toHaveTextContent('Showing 951–975 of 1,000');

    await ue.selectOptions(screen.getByLabelText('Rows per page'), '100');
    const hundred = await bodyRows();
    expect(hundred).toHaveLength(100);
    expect(summary()).toHaveTextContent('Showing 1–100 of 1,000');
    expect(api.last('guestWaitlist')).toMatchObject({ page: 1, pageSize: 100 });
  });

  it('sorts on the server by clicking a header, flips on the second press (keyboard too), back to page 1', async () => {
    renderAdmin(api);
    const ue = await openEntry('Guest Waitlist');
    await bodyRows();
    await ue.click(screen.getByRole('button', { name: 'Next' }));
    await bodyRows();

    await ue.click(within(header('Email')).getByRole('button'));
    let rows = await bodyRows();
    expect(header('Email')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Signed up')).toHaveAttribute('aria-sort', 'none');
    expect(rows[0]![2]).toBe('guest0001@example.com');
    expect(summary()).toHaveTextContent('Showing 1–25 of 1,000');
    expect(api.last('guestWaitlist')).toMatchObject({
      page: 1,
      sort: { field: 'EMAIL', direction: 'ASC' },
    });
    expect(screen.getByRole('table')).toHaveAccessibleName(
      'Guest waitlist, sorted by Email, ascending',
    );

    within(header('Email')).getByRole('button').focus();
    await ue.keyboard('{Enter}');
    rows = await bodyRows();
    expect(header('Email')).toHaveAttribute('aria-sort', 'descending');
    expect(rows[0]![2]).toBe('guest1000@example.com');

    await ue.keyboard(' ');
    await waitFor(() => expect(header('Email')).toHaveAttribute('aria-sort', 'ascending'));
  });

  it('searches e-mail or name after a 300 ms pause, once, from page 1', async () => {
    renderAdmin(api);
    const ue = await openEntry('Guest Waitlist');
    await bodyRows();
    await ue.click(screen.getByRole('button', { name: 'Next' }));
    await bodyRows();
    const before = api.requests.length;
    await ue.type(screen.getByLabelText('Search by e-mail or name'), 'guest0042');
    // Nothing is sent while typing.
    expect(api.requests.length).toBe(before);
    await waitFor(() => expect(summary()).toHaveTextContent('Showing 1–1 of 1'));
    const rows = await bodyRows();
    expect(rows.map((r) => r[2])).toEqual(['guest0042@example.com']);
    expect(api.requests.length).toBe(before + 1);
    expect(api.last('guestWaitlist')).toMatchObject({ page: 1, search: 'guest0042' });

    await ue.clear(screen.getByLabelText('Search by e-mail or name'));
    await ue.type(screen.getByLabelText('Search by e-mail or name'), 'First0007');
    await waitFor(() => expect(api.last('guestWaitlist')).toMatchObject({ search: 'First0007' }));
  });

  it('says "No matches for “x”." when the search finds nobody', async () => {
    renderAdmin(api);
    const ue = await openEntry('Guest Waitlist');
    await bodyRows();
    await ue.type(screen.getByLabelText('Search by e-mail or name'), 'nobody@nowhere');
    expect(await screen.findByText('No matches for “nobody@nowhere”.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says "No one has signed up yet." for an empty list', async () => {
    api.guests = [];
    renderAdmin(api);
    await openEntry('Guest Waitlist');
    expect(await screen.findByText('No one has signed up yet.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('shows a loading state, then an error with Retry that loads the list', async () => {
    api.failNext = 1;
    renderAdmin(api);
    const ue = await openEntry('Guest Waitlist');
    expect(screen.getByRole('status')).toHaveTextContent('Loading the guest waitlist…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the guest waitlist.');
    await ue.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await bodyRows()).toHaveLength(25);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('Download CSV', () => {
    let saved: Array<{ name: string; blob: Blob }>;
    const blobs = new Map<string, Blob>();
    beforeEach(() => {
      saved = [];
      let n = 0;
      URL.createObjectURL = jest.fn((blob: Blob) => {
        const url = `blob:test/${++n}`;
        blobs.set(url, blob);
        return url;
      }) as typeof URL.createObjectURL;
      URL.revokeObjectURL = jest.fn() as typeof URL.revokeObjectURL;
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        saved.push({ name: this.download, blob: blobs.get(this.href)! });
      });
    });
    afterEach(() => {
      jest.restoreAllMocks();
    });

    it('downloads the list with the current search and sort as guest-waitlist-YYYY-MM-DD.csv', async () => {
      api.csvText = 'First name,Last name,Email\nFirst0042,Last0959,guest0042@example.com\n';
      renderAdmin(api);
      const ue = await openEntry('Guest Waitlist');
      await bodyRows();
      await ue.click(within(header('Email')).getByRole('button'));
      await ue.type(screen.getByLabelText('Search by e-mail or name'), 'guest0042');
      await waitFor(() => expect(summary()).toHaveTextContent('Showing 1–1 of 1'));

      await ue.click(screen.getByRole('button', { name: 'Download CSV' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(api.last('adminListCsv')).toEqual({
        list: 'GUEST_WAITLIST',
        sort: { field: 'EMAIL', direction: 'ASC' },
        search: 'guest0042',
      });
      expect(saved[0]!.name).toBe(`guest-waitlist-${localIsoDate()}.csv`);
      expect(saved[0]!.blob.type).toBe('text/csv;charset=utf-8');
      expect(await blobText(saved[0]!.blob)).toBe('\uFEFF' + api.csvText);
      expect(URL.revokeObjectURL).toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
    });

    it('shows progress while preparing and an error message when the download fails', async () => {
      renderAdmin(api);
      const ue = await openEntry('Guest Waitlist');
      await bodyRows();
      api.failNext = 1;
      await ue.click(screen.getByRole('button', { name: 'Download CSV' }));
      const busy = screen.queryByRole('button', { name: /Preparing CSV/ });
      if (busy) expect(busy).toBeDisabled();
      expect(await screen.findByRole('alert')).toHaveTextContent(CSV_ERROR);
      expect(saved).toHaveLength(0);
      // A second try works and clears the message.
      await ue.click(screen.getByRole('button', { name: 'Download CSV' }));
      await waitFor(() => expect(saved).toHaveLength(1));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });
});

describe('Chef Waitlist and Founder Chefs', () => {
  const chef = (i: number, chefType: Chef['chefType']): Chef => ({
    id: `c${i}`,
    firstName: `Chef${i}`,
    lastName: chefType === 'FOUNDER' ? 'Founder' : 'Beta',
    email: `chef${i}@example.com`,
    phone: null,
    postalCode: 'H2X 1Y4',
    createdAt: new Date(Date.UTC(2026, 2, i)).toISOString(),
    chefType,
  });

  const chefHeaders = ['First name', 'Last name', 'Email', 'Phone', 'Postal code', 'Programme'];

  it.each([
    ['Chef Waitlist', 'BETA', 'Beta', 'chefWaitlist', [...chefHeaders, 'Signed up']],
    [
      'Founder Chefs',
      'FOUNDER',
      'Founder',
      'founderChefs',
      [...chefHeaders, 'Chef account', 'Signed up'],
    ],
  ] as const)(
    '%s lists only %s chefs with the Programme column',
    async (entry, chefType, label, operation, headers) => {
      const api = new FakeAdminApi();
      api.chefs = [chef(1, 'BETA'), chef(2, 'FOUNDER'), chef(3, 'BETA'), chef(4, 'FOUNDER')];
      renderAdmin(api);
      await openEntry(entry);
      const rows = await bodyRows();
      expect(
        within(screen.getByRole('table'))
          .getAllByRole('columnheader')
          .map((h) => h.textContent?.replace(/[↕↑↓]/g, '')),
      ).toEqual(headers);
      expect(rows).toHaveLength(2);
      expect(rows.every((r) => r[5] === label)).toBe(true);
      expect(rows.map((r) => r[0])).toEqual(
        chefType === 'BETA' ? ['Chef3', 'Chef1'] : ['Chef4', 'Chef2'],
      );
      expect(api.last(operation)).toMatchObject({ page: 1 });
      // Chef Waitlist asks for its programme; Founder Chefs has its own query (FOUNDER built in).
      if (chefType === 'BETA') expect(api.last('chefWaitlist')).toMatchObject({ chefType });
      else expect(api.last('chefWaitlist')).toBeUndefined();
      expect(summary()).toHaveTextContent('Showing 1–2 of 2');
    },
  );

  it("Founder Chefs shows each person's chef account status, or 'Not signed up'", async () => {
    const api = new FakeAdminApi();
    api.chefs = [
      { ...chef(1, 'FOUNDER'), chef: { id: 'u1', status: 'ACTIVE' } },
      { ...chef(2, 'FOUNDER'), chef: { id: 'u2', status: 'PENDING' } },
      { ...chef(3, 'FOUNDER'), chef: null },
      { ...chef(4, 'FOUNDER'), chef: { id: 'u4', status: 'REJECTED' } },
      { ...chef(5, 'FOUNDER'), chef: { id: 'u5', status: 'INITIAL' } },
      { ...chef(6, 'BETA'), chef: { id: 'u6', status: 'ACTIVE' } },
    ];
    renderAdmin(api);
    const ue = await openEntry('Founder Chefs');
    let rows = await bodyRows();
    expect(rows.map((r) => [r[0], r[6]])).toEqual([
      ['Chef5', 'Initial'],
      ['Chef4', 'Rejected'],
      ['Chef3', 'Not signed up'],
      ['Chef2', 'Pending'],
      ['Chef1', 'Active'],
    ]);
    // The server cannot sort by the account: no sort button, no aria-sort.
    expect(header('Chef account')).not.toHaveAttribute('aria-sort');
    expect(within(header('Chef account')).queryByRole('button')).not.toBeInTheDocument();

    // The other columns still sort and search on the server, with the account kept per row.
    await ue.click(within(header('First name')).getByRole('button'));
    rows = await bodyRows();
    expect(header('First name')).toHaveAttribute('aria-sort', 'ascending');
    expect(rows.map((r) => [r[0], r[6]])[0]).toEqual(['Chef1', 'Active']);
    expect(api.last('founderChefs')).toMatchObject({
      page: 1,
      sort: { field: 'FIRST_NAME', direction: 'ASC' },
    });
    await ue.type(screen.getByLabelText('Search by e-mail or name'), 'chef3@');
    await waitFor(() => expect(summary()).toHaveTextContent('Showing 1–1 of 1'));
    rows = await bodyRows();
    expect(rows.map((r) => [r[2], r[6]])).toEqual([['chef3@example.com', 'Not signed up']]);
    expect(api.last('founderChefs')).toMatchObject({ page: 1, search: 'chef3@' });
  });

  it('Founder Chefs shows an error with Retry, and its own empty state', async () => {
    const api = new FakeAdminApi();
    api.failNext = 1;
    renderAdmin(api);
    const ue = await openEntry('Founder Chefs');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the founder chefs.');
    await ue.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No one has signed up yet.')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.operation === 'founderChefs')).toHaveLength(2);
  });

  it('exports the founder list as FOUNDER_CHEFS to founder-chefs-YYYY-MM-DD.csv', async () => {
    const api = new FakeAdminApi();
    api.chefs = [chef(1, 'FOUNDER')];
    const names: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:x') as typeof URL.createObjectURL;
    URL.revokeObjectURL = jest.fn() as typeof URL.revokeObjectURL;
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    renderAdmin(api);
    const ue = await openEntry('Founder Chefs');
    await bodyRows();
    await ue.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(names).toEqual([`founder-chefs-${localIsoDate()}.csv`]));
    expect(api.last('adminListCsv')).toMatchObject({ list: 'FOUNDER_CHEFS', search: null });
    click.mockRestore();
  });
});

describe('Newsletter Subscribers', () => {
  it('lists e-mail, role and subscribed date; only e-mail and date sort', async () => {
    const api = new FakeAdminApi();
    api.subscribers = [
      { id: 'n1', email: 'b@example.com', role: 'CHEF', createdAt: '2026-05-01T12:00:00Z' },
      { id: 'n2', email: 'a@example.com', role: 'GUEST', createdAt: '2026-05-02T12:00:00Z' },
    ];
    renderAdmin(api);
    const ue = await openEntry('Newsletter Subscribers');
    let rows = await bodyRows();
    expect(rows.map((r) => r.slice(0, 2))).toEqual([
      ['a@example.com', 'Guest'],
      ['b@example.com', 'Chef'],
    ]);
    expect(header('Subscribed')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Role')).not.toHaveAttribute('aria-sort');
    expect(within(header('Role')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Search by e-mail')).toBeInTheDocument();
    await ue.click(within(header('Email')).getByRole('button'));
    rows = await bodyRows();
    expect(rows[0]![0]).toBe('a@example.com');
    expect(api.last('newsletterSubscriptions')).toMatchObject({
      sort: { field: 'EMAIL', direction: 'ASC' },
    });
  });
});
