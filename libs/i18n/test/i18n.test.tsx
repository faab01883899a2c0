import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { WaitlistMessages } from '@hearth/contracts';
import {
  I18nProvider,
  addTranslations,
  detectLocale,
  formatDateTime,
  i18n,
  useLocale,
  useT,
} from '../src/index';

function Form() {
  const t = useT();
  const { setLocale } = useLocale();
  const [value, setValue] = useState('');
  return (
    <form>
      <label>
        {t('Postal code')}
        <input value={value} onChange={(e) => setValue(e.target.value)} />
      </label>
      <p>{t(WaitlistMessages.postalCodeRequired)}</p>
      <p>{t('Hello {{name}}', { name: 'Ada' })}</p>
      <button type="button" onClick={() => setLocale('en-US')}>
        us
      </button>
      <button type="button" onClick={() => setLocale('fr-CA')}>
        fr
      </button>
    </form>
  );
}

describe('i18n', () => {
  beforeAll(() => addTranslations({ 'fr-CA': { 'Hello {{name}}': 'Bonjour {{name}}' } }));
  beforeEach(() => act(() => void i18n.changeLanguage('en-CA')));

  it('labels the postal code by locale and keeps what the user typed when the locale changes', async () => {
    render(
      <I18nProvider>
        <Form />
      </I18nProvider>,
    );
    expect(screen.getByLabelText('Postal code')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Postal code'), 'M5V 2T6');
    await userEvent.click(screen.getByText('us'));
    expect(screen.getByLabelText('Zip code')).toHaveValue('M5V 2T6');
    expect(screen.getByText('Zip code is required!')).toBeInTheDocument();
    await userEvent.click(screen.getByText('fr'));
    expect(screen.getByLabelText('Code postal')).toHaveValue('M5V 2T6');
    expect(screen.getByText('Bonjour Ada')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(localStorage.getItem('hearth.locale')).toBe('fr-CA');
  });

  it('detects the locale from the URL, then the stored choice, then the browser', () => {
    expect(detectLocale('?lang=en-US', 'fr-CA', ['fr-FR'])).toBe('en-US');
    expect(detectLocale('', 'fr-CA', ['en-US'])).toBe('fr-CA');
    expect(detectLocale('', null, ['fr-FR', 'en-US'])).toBe('fr-CA');
    expect(detectLocale('?lang=de-DE', 'xx', ['de-DE'])).toBe('en-CA');
  });
});

describe('formatDateTime', () => {
  it('shows the date, the time and the zone of the instant in each locale', () => {
    const instant = '2026-12-04T22:30:00Z'; // 17:30 in Toronto (EST)
    const enCa = formatDateTime(instant, 'en-CA');
    expect(enCa).toMatch(/Dec/);
    expect(enCa).toMatch(/4/);
    expect(enCa).toMatch(/5:30/);
    expect(enCa).toMatch(/EST/);
    expect(formatDateTime(instant, 'fr-CA')).toMatch(/17 h 30|17:30/);
    expect(formatDateTime(new Date(instant), 'en-US', 'America/Vancouver')).toMatch(/2:30.*PST/);
  });
});
