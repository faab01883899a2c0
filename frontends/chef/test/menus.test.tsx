import { describe, expect, it, jest } from '@jest/globals';
import { MenuMessages } from '@hearth/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MenuModal, type MenuModalProps } from '../src/features/menus/components/MenuModal';
import { renderPlain } from './dashboard-helpers';

const DISHES = [
  { id: '22222222-2222-4222-8222-222222222222', name: 'Jerk chicken' },
  { id: '33333333-3333-4333-8333-333333333333', name: 'Rice and peas' },
];
type Submit = MenuModalProps['onSubmit'];

function open(
  menu: MenuModalProps['menu'] = null,
  onSubmit = jest.fn<Submit>(async () => ({ ok: true, value: null })),
) {
  const onSaved = jest.fn();
  renderPlain(
    <MenuModal
      menu={menu}
      dishes={DISHES}
      onSubmit={onSubmit}
      onSaved={onSaved}
      onClose={() => undefined}
    />,
  );
  return { dialog: screen.getByRole('dialog'), onSubmit, onSaved, ue: userEvent.setup() };
}

describe('menu modal', () => {
  it("says 'menu name is required!' for a missing name and for no dishes, and sends nothing", async () => {
    const { dialog, ue, onSubmit } = open();
    expect(dialog).toHaveAccessibleName('Create menu');
    await ue.click(within(dialog).getByRole('button', { name: 'Save menu' }));
    expect(await within(dialog).findAllByText(MenuMessages.nameRequired)).toHaveLength(2);
    await ue.type(within(dialog).getByLabelText('Menu name'), 'Sunday lunch');
    await ue.click(within(dialog).getByRole('button', { name: 'Save menu' }));
    expect(await within(dialog).findAllByText('menu name is required!')).toHaveLength(1);
    expect(within(dialog).getByRole('group', { name: 'Dishes' })).toHaveTextContent(
      'menu name is required!',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the name and the chosen dishes', async () => {
    const { dialog, ue, onSubmit, onSaved } = open();
    await ue.type(within(dialog).getByLabelText('Menu name'), 'Sunday lunch');
    await ue.click(within(dialog).getByRole('checkbox', { name: 'Rice and peas' }));
    await ue.click(within(dialog).getByRole('checkbox', { name: 'Jerk chicken' }));
    await ue.click(within(dialog).getByRole('button', { name: 'Save menu' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { name: 'Sunday lunch', dishIds: [DISHES[0]!.id, DISHES[1]!.id] },
      null,
    );
    expect(onSaved).toHaveBeenCalled();
  });

  it('updates an existing menu and shows a refused save', async () => {
    const onSubmit = jest.fn<Submit>(async () => ({
      ok: false,
      fieldErrors: [],
      message: MenuMessages.saveFailed,
    }));
    const { dialog, ue, onSaved } = open(
      { id: 'm1', name: 'Weekday', dishIds: [DISHES[0]!.id] },
      onSubmit,
    );
    expect(dialog).toHaveAccessibleName('Update menu');
    expect(within(dialog).getByRole('checkbox', { name: 'Jerk chicken' })).toBeChecked();
    await ue.click(within(dialog).getByRole('button', { name: 'Save menu' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Weekday', dishIds: [DISHES[0]!.id] }, 'm1');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to save menu');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
