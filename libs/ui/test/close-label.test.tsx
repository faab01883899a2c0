import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { i18n } from '@hearth/i18n';
import { Drawer, Modal } from '../src';
import { renderWithTheme } from './render';

describe('close buttons speak the current locale', () => {
  afterEach(() => act(() => void i18n.changeLanguage('en-CA')));

  it('labels the Modal and Drawer close buttons "Close" in en-CA and "Fermer" in fr-CA', async () => {
    await act(() => i18n.changeLanguage('en-CA'));
    renderWithTheme(
      <>
        <Modal open title="Dialog" onClose={() => {}}>
          body
        </Modal>
        <Drawer open title="Menu" onClose={() => {}}>
          items
        </Drawer>
      </>,
    );
    expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(2);
    await act(() => i18n.changeLanguage('fr-CA'));
    expect(screen.getAllByRole('button', { name: 'Fermer' })).toHaveLength(2);
  });
});
