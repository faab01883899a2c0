import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { App } from '../src/App';
import { renderApp } from './render';

describe('404 page', () => {
  it('answers an unknown address with one page that links back home', async () => {
    renderApp(<App />, { path: '/no-such-page' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
    expect(
      screen.getByText('We could not find that page. Check the address, or use the link below.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('speaks fr-CA', async () => {
    renderApp(<App />, { path: '/no-such-page', locale: 'fr-CA' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Page introuvable');
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
  });
});
