import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { GetPaymentsModeDocument } from '@hearth/graphql-client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteArea, resetRemoteAreas } from '../src/federation/RemoteArea';
import { RemoteUnavailableError } from '../src/federation/remote-app';
import { remoteOfPath } from '../src/federation/route-preload';
import { renderApp } from './render';

afterEach(() => resetRemoteAreas());

/** The banner above every remote asks whether money is live (here it is: no banner). */
const mocks = [
  {
    request: { query: GetPaymentsModeDocument },
    result: { data: { paymentsMode: 'LIVE' as const } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
];

describe('RemoteArea', () => {
  it('shows a friendly fallback when a remote fails to load, and loads it on retry', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest
      .fn<() => Promise<{ default: () => React.JSX.Element }>>()
      .mockRejectedValueOnce(new RemoteUnavailableError('chef'))
      .mockResolvedValueOnce({ default: () => <h1>Chef dashboard</h1> });
    renderApp(<RemoteArea name="chef" label="chef area" load={load} />, { mocks });

    const alert = await screen.findByTestId('remote-error-chef');
    expect(alert).toHaveTextContent('This part of Hearth is not available right now');
    expect(alert).toHaveTextContent('We could not load the chef area.');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Chef dashboard' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });

  it('loads a remote once and keeps other areas independent', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    type Loaded = Promise<{ default: () => React.JSX.Element }>;
    /** A loader as RemoteArea calls it: (remote name, exposed module). */
    const loader = (answer: () => Loaded) => jest.fn((_name: string, _module: string) => answer());
    const guestLoad = loader(async () => ({ default: () => <p>Guest pages</p> }));
    const chefLoad = loader(async () => {
      throw new RemoteUnavailableError('chef');
    });
    const adminLoad = loader(async () => ({ default: () => <p>Admin pages</p> }));
    const page = renderApp(
      <>
        <RemoteArea name="guest" label="guest pages" load={guestLoad} />
        <RemoteArea name="chef" label="chef area" load={chefLoad} />
        <RemoteArea name="admin" label="admin area" load={adminLoad} />
      </>,
      { mocks },
    );
    // The chef remote is down: only its area says so; the guest and admin areas render.
    expect(await screen.findByTestId('remote-error-chef')).toHaveTextContent(
      'We could not load the chef area.',
    );
    expect(await screen.findByText('Guest pages')).toBeInTheDocument();
    expect(await screen.findByText('Admin pages')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-error-guest')).toBeNull();
    expect(screen.queryByTestId('remote-error-admin')).toBeNull();
    expect(guestLoad).toHaveBeenCalledWith('guest', 'App');
    expect(adminLoad).toHaveBeenCalledWith('admin', 'App');

    // Leaving and coming back to the guest area (a new mount) reuses the loaded remote.
    page.unmount();
    renderApp(<RemoteArea name="guest" label="guest pages" load={guestLoad} />, { mocks });
    expect(await screen.findByText('Guest pages')).toBeInTheDocument();
    expect(guestLoad).toHaveBeenCalledTimes(1);
    expect(adminLoad).toHaveBeenCalledTimes(1);
    spy.mockRestore();
  });
});

describe('remoteOfPath (route-level preloading)', () => {
  it('names the remote and module each page of the shell loads', () => {
    expect(remoteOfPath('/restaurant/teta-rania')).toEqual({
      name: 'guest',
      module: 'RestaurantPage',
    });
    expect(remoteOfPath('/user/explore')).toEqual({ name: 'guest', module: 'App' });
    expect(remoteOfPath('/chef/dashboard')).toEqual({ name: 'chef', module: 'App' });
    expect(remoteOfPath('/admin')).toEqual({ name: 'admin', module: 'App' });
    expect(remoteOfPath('/')).toBeNull();
    expect(remoteOfPath('/faq')).toBeNull();
    expect(remoteOfPath('/administrator')).toBeNull();
  });
});
