import { describe, expect, it } from '@jest/globals';
import { AuthMessages } from '@hearth/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote, users } from '../../shared/test-render';
import App from '../src/App';

describe('admin remote', () => {
  it('redirects to / when nobody is signed in', async () => {
    renderRemote(App, '/admin', '/admin');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it.each([users.guest, users.chef])('tells a $role "You do not have access to this."', (user) => {
    renderRemote(App, '/admin', '/admin', { status: 'signedIn', user });
    expect(screen.getByRole('alert')).toHaveTextContent(AuthMessages.forbidden);
  });

  it('switches the eleven entries by key, without changing the route', async () => {
    const ue = userEvent.setup();
    renderRemote(App, '/admin', '/admin', { status: 'signedIn', user: users.admin });
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    const entries = within(nav)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(entries).toEqual([
      'Unverified Chef',
      'All Chefs',
      'Create Promotion',
      'Newsletter Subscribers',
      'Post Newsletter',
      'Pending Payments',
      'Founder Chefs',
      'Guest Waitlist',
      'Chef Waitlist',
      'Help Reports',
      'Partner Keys',
    ]);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unverified Chef');
    await ue.click(within(nav).getByRole('button', { name: 'Post Newsletter' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Post Newsletter');
    expect(
      within(screen.getByTestId('admin-panel')).getByRole('form', { name: 'Write a newsletter' }),
    ).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Post Newsletter' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('answers an unknown admin address with the 404 page and a link back to /admin', () => {
    renderRemote(App, '/admin', '/admin/no-such-panel', { status: 'signedIn', user: users.admin });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    expect(screen.getByRole('link', { name: 'Back to the admin dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(screen.queryByTestId('admin-dashboard')).not.toBeInTheDocument();
  });
});
