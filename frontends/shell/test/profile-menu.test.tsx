import { describe, expect, it, jest } from '@jest/globals';
import { GetUnseenNotificationCountDocument } from '@hearth/graphql-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfileMenu } from '../src/features/header/components/ProfileMenu';
import { admin, chef, guest, renderApp } from './render';

async function openMenu(user: typeof guest) {
  const ue = userEvent.setup();
  const logOut = jest.fn(async () => undefined);
  renderApp(<ProfileMenu user={user} compact={false} />, {
    status: 'signedIn',
    user,
    auth: { logOut },
    mocks: [
      {
        request: { query: GetUnseenNotificationCountDocument },
        result: { data: { unseenNotificationCount: 0 } },
      },
    ],
  });
  await ue.click(screen.getByRole('button', { name: 'Profile menu' }));
  const menu = screen.getByRole('menu', { name: 'Profile' });
  return { ue, menu, logOut, entries: within(menu).getAllByRole('menuitem') };
}

describe('Profile menu', () => {
  it('lists the guest entries in the profile menu order with their routes', async () => {
    const { entries } = await openMenu(guest);
    expect(entries.map((e) => e.textContent)).toEqual([
      'Favorites',
      'Explore',
      'Reviews',
      'Settings',
      'Orders',
      'Messages',
      'Log Out',
    ]);
    expect(entries.slice(0, 5).map((e) => e.getAttribute('href'))).toEqual([
      '/user/favorites',
      '/user/explore',
      '/user/reviews',
      '/user/account',
      '/user/orders',
    ]);
  });

  it('lists Dashboard, Explore, Log Out for a chef', async () => {
    const { entries } = await openMenu(chef);
    expect(entries.map((e) => e.textContent)).toEqual([
      'Dashboard',
      'Explore',
      'Messages',
      'Log Out',
    ]);
    expect(entries[0]).toHaveAttribute('href', '/chef/dashboard');
  });

  it('lists Dashboard, Log Out for an admin', async () => {
    const { entries } = await openMenu(admin);
    expect(entries.map((e) => e.textContent)).toEqual(['Dashboard', 'Log Out']);
    expect(entries[0]).toHaveAttribute('href', '/admin');
  });

  it('moves with arrow keys, closes on Esc, and logs out', async () => {
    const { ue, logOut } = await openMenu(guest);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Favorites' })).toHaveFocus());
    await ue.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Explore' })).toHaveFocus();
    await ue.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Log Out' })).toHaveFocus();
    await ue.keyboard('{Enter}');
    await waitFor(() => expect(logOut).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
