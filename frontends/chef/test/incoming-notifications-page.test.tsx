import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import {
  GetNotificationsDocument,
  GetUnseenNotificationCountDocument,
  MarkNotificationsSeenDocument,
} from '@hearth/graphql-client';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeEventSource, liveTicketMock } from '../../../libs/graphql-client/src/live/testing';
import { NotificationsPage } from '../src/features/notifications/routes/NotificationsPage';
import { renderWithApollo } from './dashboard-helpers';

interface Note {
  id: string;
  kind: string;
  category: string;
  title: string;
  isSeen: boolean;
}

/** A fake notifications subgraph: filters, cursor pages of 20, mark seen. */
function fakeServer(notes: Note[]) {
  const server = { notes, asked: [] as string[], markedIds: [] as Array<string[] | null> };
  const keep = (filter: string) => (n: Note) =>
    filter === 'ALL' ||
    (filter === 'ORDERS' && n.category === 'ORDERS') ||
    (filter === 'OFFERS' && n.category === 'OFFERS') ||
    (filter === 'READ' && n.isSeen) ||
    (filter === 'UNREAD' && !n.isSeen);
  const mocks = [
    liveTicketMock,
    {
      request: { query: GetNotificationsDocument, variables: () => true },
      result: (v: Record<string, unknown>) => {
        const filter = (v['filter'] as string) ?? 'ALL';
        server.asked.push(filter);
        const all = server.notes.filter(keep(filter));
        const start = v['cursor'] ? Number(v['cursor']) : 0;
        const items = all.slice(start, start + 20).map((n) => ({
          __typename: 'Notification' as const,
          ...n,
          orderId: null,
          body: `${n.title} body`,
          link: null,
          createdAt: '2026-11-21T10:00:00.000Z',
        }));
        return {
          data: {
            notifications: {
              __typename: 'NotificationPage' as const,
              items,
              nextCursor: start + 20 < all.length ? String(start + 20) : null,
            },
          },
        };
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: MarkNotificationsSeenDocument, variables: () => true },
      result: (v: Record<string, unknown>) => {
        const ids = (v['ids'] as string[] | undefined) ?? null;
        server.markedIds.push(ids);
        server.notes = server.notes.map((n) =>
          !ids || ids.includes(n.id) ? { ...n, isSeen: true } : n,
        );
        return { data: { markNotificationsSeen: 1 } };
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: GetUnseenNotificationCountDocument },
      result: () => ({
        data: { unseenNotificationCount: server.notes.filter((n) => !n.isSeen).length },
      }),
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  ];
  return { server, mocks };
}

const note = (i: number, category = 'ORDERS', isSeen = false): Note => ({
  id: `n${i}`,
  kind: category === 'ORDERS' ? 'ORDER_PENDING' : 'WELCOME',
  category,
  title: `Notice ${i}`,
  isSeen,
});

let restore: () => void;
beforeEach(() => {
  restore = FakeEventSource.install();
});
afterEach(() => restore());

describe('chef /chef/notification with server filters, paging, mark seen and live push', () => {
  it('asks the server for each notification filter and pages with Load more', async () => {
    const ue = userEvent.setup();
    const notes = [
      ...Array.from({ length: 22 }, (_, i) => note(i)),
      note(22, 'ACCOUNT', true),
      note(23, 'OFFERS'),
    ];
    const { server, mocks } = fakeServer(notes);
    renderWithApollo(<NotificationsPage />, mocks, { path: '/chef/notification' });
    const list = await screen.findByRole('list', { name: 'Notifications' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20));
    await ue.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem'),
      ).toHaveLength(24),
    );
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    await ue.click(screen.getByRole('button', { name: 'Offers' }));
    await waitFor(() =>
      expect(
        screen.getAllByTestId('chef-notification').map((li) => li.querySelector('h2')?.textContent),
      ).toEqual(['Notice 23 · Unread']),
    );
    await ue.click(screen.getByRole('button', { name: 'Read' }));
    await waitFor(() =>
      expect(
        screen.getAllByTestId('chef-notification').map((li) => li.querySelector('h2')?.textContent),
      ).toEqual(['Notice 22']),
    );
    expect(server.asked).toEqual(expect.arrayContaining(['ALL', 'OFFERS', 'READ']));
  });

  it('marks one notification as read, and shows a pushed notification without reload', async () => {
    const ue = userEvent.setup();
    const { server, mocks } = fakeServer([note(1), note(2)]);
    renderWithApollo(<NotificationsPage />, mocks, { path: '/chef/notification' });
    const first = (await screen.findAllByTestId('chef-notification'))[0]!;
    await ue.click(within(first).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(server.markedIds).toEqual([['n1']]));
    await screen.findByRole('heading', { name: 'Notice 1' });
    expect(screen.getByRole('heading', { name: 'Notice 2 · Unread' })).toBeInTheDocument();

    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    act(() => FakeEventSource.latest().emit('ready'));
    server.notes = [note(3), ...server.notes];
    act(() =>
      FakeEventSource.latest().emit('notification', {
        kind: 'notification',
        notificationId: 'n3',
        orderId: 'o3',
        status: 'PENDING',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Notice 3 · Unread' })).toBeInTheDocument();
  });
});
