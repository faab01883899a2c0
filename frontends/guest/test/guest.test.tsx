import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderRemote } from '../../shared/test-render';
import App from '../src/App';

describe('guest remote', () => {
  it.each([
    ['/user/explore', 'Explore'],
    ['/user/orders', 'Orders'],
    ['/user/favorites', 'Favorites'],
    ['/user/reviews', 'Reviews'],
    ['/user/account', 'Settings'],
    ['/user/settings/payment', 'Payment methods'],
    ['/user/cart', 'Cart'],
    ['/user/waitlist', 'Join the waitlist now!'],
  ])('%s is a real route titled %s', (path, title) => {
    renderRemote(App, '/user', path);
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  });

  it('sends /user to explore', () => {
    renderRemote(App, '/user', '/user');
    expect(screen.getByRole('heading', { name: 'Explore' })).toBeInTheDocument();
  });
});
