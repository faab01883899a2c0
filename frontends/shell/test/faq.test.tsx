import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import InfoPage from '../src/features/info-pages/routes/InfoPage';
import { renderApp } from './render';

const QUESTION = 'Why do I have to order in advance?';
const ANSWER = /Ordering ahead lets them buy fresh ingredients/;

describe('FAQ cards', () => {
  it('expand and collapse with the mouse', async () => {
    const user = userEvent.setup();
    renderApp(<InfoPage path="/faqs" />, { path: '/faqs' });
    const toggle = screen.getByRole('button', { name: QUESTION });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const answer = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(answer).not.toBeNull();
    expect(answer).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(ANSWER)).toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();
  });

  it('toggle with Enter and Space from the keyboard, one card at a time', async () => {
    const user = userEvent.setup();
    renderApp(<InfoPage path="/faqs" />, { path: '/faqs' });
    const cards = screen.getAllByRole('button', { expanded: false });
    expect(cards.length).toBeGreaterThanOrEqual(10);
    await user.tab();
    expect(cards[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(cards[0]).toHaveAttribute('aria-expanded', 'true');
    expect(cards[1]).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(cards[0]).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    expect(cards[1]).toHaveFocus();
    await user.keyboard(' ');
    expect(cards[1]).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: cards[1].textContent ?? '' })).toBeVisible();
  });

  it('shows the page in French with fr-CA', () => {
    renderApp(<InfoPage path="/faqs" />, { path: '/faqs', locale: 'fr-CA' });
    expect(screen.getByRole('heading', { level: 1, name: 'FAQ' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Pourquoi dois-je commander à l’avance?' }),
    ).toBeInTheDocument();
  });
});
