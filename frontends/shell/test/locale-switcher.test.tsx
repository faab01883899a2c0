import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthModalsProvider } from '../src/features/auth/AuthModals';
import { Footer } from '../src/features/footer/components/Footer';
import { Header } from '../src/features/header/components/Header';
import NewsletterForm from '../src/features/footer/components/NewsletterForm';
import { setViewportWidth } from '../../test-utils';
import { renderApp } from './render';

describe('Locale switcher', () => {
  it('translates in place, keeps what the user typed and remembers the choice', async () => {
    const user = userEvent.setup();
    renderApp(
      <>
        <NewsletterForm onDone={() => undefined} />
        <Footer />
      </>,
    );
    const switcher = screen.getByRole('combobox', { name: 'Language' });
    expect(switcher).toHaveValue('en-CA');
    expect(
      within(switcher)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['English (Canada)', 'English (US)', 'Français (Canada)']);
    const email = screen.getByLabelText('Email');
    await user.type(email, 'ada@exam');

    await user.selectOptions(switcher, 'fr-CA');
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveValue('fr-CA');
    expect(screen.getByLabelText('Courriel')).toBe(email); // same element: not remounted
    expect(email).toHaveValue('ada@exam');
    expect(screen.getByRole('link', { name: 'Centre d’aide' })).toHaveAttribute(
      'href',
      '/help-centre',
    );
    expect(screen.getByRole('button', { name: 'Abonnez-vous à notre infolettre' })).toBeVisible();
    expect(screen.getByText('Toronto, Canada')).toBeVisible();
    expect(screen.getByText('© 2022 Hearth')).toBeVisible();
    expect(localStorage.getItem('hearth.locale')).toBe('fr-CA');
    expect(document.documentElement.lang).toBe('fr-CA');

    await user.selectOptions(switcher, 'en-US');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en-US');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@exam');
  });

  it('is in the narrow-screen menu too, next to Become a cook and Join Waitlist', async () => {
    setViewportWidth(375);
    const user = userEvent.setup();
    renderApp(
      <AuthModalsProvider>
        <Header />
      </AuthModalsProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Become a cook' })).toHaveAttribute(
      'href',
      '/chef/waitlist',
    );
    await user.selectOptions(within(menu).getByRole('combobox', { name: 'Language' }), 'fr-CA');
    expect(within(menu).getByRole('link', { name: 'Devenir cuisinier' })).toBeVisible();
    expect(within(menu).getByRole('button', { name: 'Se connecter' })).toBeVisible();
    setViewportWidth(1280);
  });
});
