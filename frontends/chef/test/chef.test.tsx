import { describe, expect, it } from '@jest/globals';
import { AuthMessages } from '@hearth/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote, users } from '../../shared/test-render';
import { setViewportWidth } from '../../test-utils';
import App from '../src/App';

describe('chef remote', () => {
  it('redirects to / when nobody is signed in', async () => {
    renderRemote(App, '/chef', '/chef/dashboard');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('waits while the session is being restored instead of redirecting', () => {
    renderRemote(App, '/chef', '/chef/dashboard', { status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session…');
    expect(screen.queryByText('Home page')).not.toBeInTheDocument();
  });

  it('keeps the chef waitlist public', () => {
    renderRemote(App, '/chef', '/chef/waitlist');
    expect(screen.getByRole('heading', { name: 'Become a Hearth chef' })).toBeInTheDocument();
  });

  it('refuses a guest', () => {
    renderRemote(App, '/chef', '/chef/dashboard', { status: 'signedIn', user: users.guest });
    expect(screen.getByRole('heading', { name: AuthMessages.forbidden })).toBeInTheDocument();
  });

  it('shows the dashboard with a collapsible side menu for a chef', async () => {
    setViewportWidth(1280);
    const ue = userEvent.setup();
    renderRemote(App, '/chef', '/chef/dashboard', { status: 'signedIn', user: users.chef });
    expect(screen.getByRole('heading', { name: 'Welcome, Carl' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Chef dashboard' });
    await ue.click(within(nav).getByRole('button', { name: 'Incoming Orders' }));
    expect(within(nav).getByRole('link', { name: 'Pending' })).toHaveAttribute(
      'href',
      '/chef/incoming-orders/pending',
    );
    await ue.click(screen.getByRole('button', { name: 'Hide menu' }));
    expect(screen.queryByRole('navigation', { name: 'Chef dashboard' })).not.toBeInTheDocument();
  });

  it('uses a drawer for the side menu on small screens', async () => {
    setViewportWidth(375);
    const ue = userEvent.setup();
    renderRemote(App, '/chef', '/chef/dashboard', { status: 'signedIn', user: users.chef });
    expect(screen.queryByRole('navigation', { name: 'Chef dashboard' })).not.toBeInTheDocument();
    await ue.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Chef menu' });
    expect(within(drawer).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    setViewportWidth(1280);
  });

  it('answers an unknown chef address with one 404 page that links back to the dashboard', () => {
    renderRemote(App, '/chef', '/chef/manage/nowhere', { status: 'signedIn', user: users.chef });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute(
      'href',
      '/chef/dashboard',
    );
    expect(screen.queryByText(/not available yet/)).not.toBeInTheDocument();
  });
});
