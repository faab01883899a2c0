import { afterEach, describe, expect, it } from '@jest/globals';
import {
  GetCartItemCountDocument,
  GetNotificationsDocument,
  GetUnseenNotificationCountDocument,
} from '@hearth/graphql-client';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeEventSource, liveTicketMock } from '../../../libs/graphql-client/src/live/testing';
import { setViewportWidth } from '../../test-utils';
import { AuthModalsProvider } from '../src/features/auth/AuthModals';
import { BellButtonView } from '../src/features/header/components/BellButtonView';
import { NotificationBell } from '../src/features/header/components/NotificationBell';
import { Header } from '../src/features/header/components/Header';
import { admin, chef, guest, renderApp } from './render';

const header = (
  <AuthModalsProvider>
    <Header />
  </AuthModalsProvider>
);
const unseen = (count: number) => ({
  request: { query: GetUnseenNotificationCountDocument },
  result: { data: { unseenNotificationCount: count } },
});
const cart = (count: number) => ({
  request: { query: GetCartItemCountDocument },
  result: { data: { me: { __typename: 'User', id: 'g1', cartItemCount: count } } },
});

afterEach(() => setViewportWidth(1280));

describe('Header, logged out', () => {
  it('on wide screens shows Home, Become a Chef, Join the Waitlist, Log in and Sign up', () => {
    setViewportWidth(1280);
    renderApp(header);
    const bar = screen.getByTestId('site-header');
    expect(within(bar).getByRole('link', { name: 'Hearth home' })).toHaveAttribute('href', '/');
    expect(within(bar).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(bar).getByRole('link', { name: 'Become a Chef' })).toHaveAttribute(
      'href',
      '/chef/waitlist',
    );
    expect(within(bar).getByRole('link', { name: 'Join the Waitlist' })).toHaveAttribute(
      'href',
      '/user/waitlist',
    );
    expect(within(bar).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
  });

  it('on narrow screens (≤ 767 px) puts Become a cook and Join Waitlist in a menu', async () => {
    setViewportWidth(767);
    const user = userEvent.setup();
    renderApp(header);
    expect(screen.queryByRole('link', { name: 'Become a Chef' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Become a cook' })).toHaveAttribute(
      'href',
      '/chef/waitlist',
    );
    expect(within(menu).getByRole('link', { name: 'Join Waitlist' })).toHaveAttribute(
      'href',
      '/user/waitlist',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });
});

describe('Header, logged in', () => {
  it('shows messages (ACTIVE, wide), bell, cart with its count and the profile menu for a guest', async () => {
    renderApp(header, { status: 'signedIn', user: guest, mocks: [unseen(0), cart(3)] });
    expect(screen.getByRole('button', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByTestId('notification-bell')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute(
        'href',
        '/user/cart',
      ),
    );
    expect(screen.getByRole('button', { name: 'Profile menu' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('hides the message icon on narrow screens and for users who are not ACTIVE, and the cart for non-guests', () => {
    setViewportWidth(375);
    renderApp(header, { status: 'signedIn', user: guest, mocks: [unseen(0), cart(0)] });
    expect(screen.queryByRole('button', { name: 'Messages' })).not.toBeInTheDocument();
    cleanup();
    setViewportWidth(1280);
    renderApp(header, { status: 'signedIn', user: chef, mocks: [unseen(0)] });
    expect(screen.queryByRole('button', { name: 'Messages' })).not.toBeInTheDocument(); // chef is INITIAL
    expect(screen.queryByTestId('cart-button')).not.toBeInTheDocument();
  });

  it('switches the bell to the unseen variant when a new notification is pushed live', async () => {
    const restore = FakeEventSource.install();
    let pushed = false;
    try {
      renderApp(header, {
        status: 'signedIn',
        user: admin,
        mocks: [
          liveTicketMock,
          {
            request: { query: GetUnseenNotificationCountDocument },
            // The server has the new notification once it was pushed.
            result: () => ({ data: { unseenNotificationCount: pushed ? 1 : 0 } }),
            maxUsageCount: Number.POSITIVE_INFINITY,
          },
        ],
      });
      await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
      expect(FakeEventSource.latest().url).toMatch(/\/live\/stream\?ticket=/);
      act(() => FakeEventSource.latest().emit('ready'));
      await waitFor(() =>
        expect(screen.getByTestId('notification-bell')).toHaveAttribute('data-state', 'seen'),
      );
      expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
      pushed = true;
      act(() =>
        FakeEventSource.latest().emit('notification', {
          kind: 'notification',
          notificationId: 'n1',
          orderId: 'o1',
          status: 'ACCEPTED',
        }),
      );
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Notifications (unseen)' })).toBeInTheDocument(),
      );
      expect(screen.getByTestId('notification-bell')).toHaveAttribute('data-state', 'unseen');
      expect(screen.getByTestId('bell-icon-unseen')).toBeInTheDocument();
    } finally {
      restore();
    }
  });

  it('does not lose a press on the bell made while its code loads: the list opens once it is ready', async () => {
    const restore = FakeEventSource.install();
    try {
      // While Apollo and the bell's chunk load, the header shows the placeholder bell.
      const placeholder = renderApp(<BellButtonView />, { status: 'signedIn', user: guest });
      const early = screen.getByRole('button', { name: 'Notifications' });
      await userEvent.click(early);
      expect(early).toHaveAttribute('aria-busy', 'true');
      placeholder.unmount();

      const mocks = [
        liveTicketMock,
        { ...unseen(0), maxUsageCount: Number.POSITIVE_INFINITY },
        {
          request: { query: GetNotificationsDocument, variables: () => true },
          result: {
            data: {
              notifications: {
                __typename: 'NotificationPage' as const,
                items: [
                  {
                    __typename: 'Notification' as const,
                    id: 'n1',
                    kind: 'ORDER_ACCEPTED',
                    category: 'ORDERS',
                    orderId: 'o1',
                    title: 'Your order was accepted',
                    body: 'Nonna Rosa’s Kitchen accepted your order.',
                    link: null,
                    isSeen: true,
                    createdAt: '2026-11-21T10:00:00.000Z',
                  },
                ],
                nextCursor: null,
              },
            },
          },
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
      ];
      const live = renderApp(<NotificationBell />, { status: 'signedIn', user: guest, mocks });
      const list = await screen.findByRole('dialog', { name: 'Notifications' });
      expect(await within(list).findByText('Your order was accepted')).toBeInTheDocument();
      expect(screen.getByTestId('notification-bell')).toHaveAttribute('aria-expanded', 'true');
      live.unmount();

      // The press is used once: the next bell starts closed.
      renderApp(<NotificationBell />, { status: 'signedIn', user: guest, mocks });
      await waitFor(() =>
        expect(screen.getByTestId('notification-bell')).toHaveAttribute('aria-expanded', 'false'),
      );
      expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
    } finally {
      restore();
    }
  });
});
