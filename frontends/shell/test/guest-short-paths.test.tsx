import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { guestShortPathRoutes } from '../src/federation/guest-short-paths';
import { renderApp } from './render';

function GuestArea() {
  const { pathname, search, hash } = useLocation();
  return <p>Guest remote at {pathname + search + hash}</p>;
}

function renderAt(path: string) {
  renderApp(
    <Routes>
      {guestShortPathRoutes()}
      <Route path="user/*" element={<GuestArea />} />
      <Route path="*" element={<p>Page not found</p>} />
    </Routes>,
    { path },
  );
}

describe('guest pages shared without /user', () => {
  it.each([
    ['/explore', '/user/explore'],
    ['/explore?lang=fr-CA&q=pasta', '/user/explore?lang=fr-CA&q=pasta'],
    ['/orders/pending', '/user/orders/pending'],
    ['/settings/payment#cards', '/user/settings/payment#cards'],
    ['/checkout?restaurant=r1', '/user/checkout?restaurant=r1'],
  ])('%s opens %s', (path, target) => {
    renderAt(path);
    expect(screen.getByText(`Guest remote at ${target}`)).toBeInTheDocument();
  });

  it('leaves other paths to the 404 page', () => {
    renderAt('/explorer');
    expect(screen.getByText('Page not found')).toBeInTheDocument();
  });
});
