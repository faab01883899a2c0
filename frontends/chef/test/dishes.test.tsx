import { describe, expect, it, jest } from '@jest/globals';
import { DishMessages } from '@hearth/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DishesSection,
  type DishesSectionProps,
} from '../src/features/dishes/components/DishesSection';
import type { DishCardData } from '../src/features/dishes/components/DishCard';
import { renderPlain } from './dashboard-helpers';

const jerk: DishCardData = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Jerk chicken',
  description: 'Smoky and spicy',
  priceCents: 1450,
  portionSize: '1 plate',
  status: 'ACTIVE',
  images: [{ url: 'http://localhost/jerk.jpg', thumbnailUrl: null }],
  categories: ['HALAL'],
  spiceLevel: 2,
  allergens: ['SOY', 'MUSTARD'],
  mayContainAllergens: ['SESAME'],
  allergensDeclared: true,
};
const rice: DishCardData = {
  ...jerk,
  id: '33333333-3333-4333-8333-333333333333',
  name: 'Rice and peas',
  status: 'INACTIVE',
  spiceLevel: 0,
  allergens: [],
  mayContainAllergens: [],
  allergensDeclared: false,
};

type SetStatus = DishesSectionProps['onSetStatus'];
type Delete = DishesSectionProps['onDelete'];

function show({
  onSetStatus = jest.fn<SetStatus>(async () => ({ ok: true, value: null })),
  onDelete = jest.fn<Delete>(async () => ({ ok: true, value: null, inUpcomingSession: false })),
}: { onSetStatus?: jest.Mock<SetStatus>; onDelete?: jest.Mock<Delete> } = {}) {
  renderPlain(
    <DishesSection dishes={[jerk, rice]} onSetStatus={onSetStatus} onDelete={onDelete} />,
  );
  return { onSetStatus, onDelete, ue: userEvent.setup() };
}

async function openMenu(ue: ReturnType<typeof userEvent.setup>, name: string) {
  await ue.click(screen.getByRole('button', { name: `Actions for ${name}` }));
  return screen.getByRole('menu');
}

describe('dish cards', () => {
  it('name the allergens in words, and prompt for a dish whose allergens are not declared', async () => {
    const onOpenForm = jest.fn();
    renderPlain(
      <DishesSection
        dishes={[jerk, rice]}
        onSetStatus={jest.fn<SetStatus>()}
        onDelete={jest.fn<Delete>()}
        onOpenForm={onOpenForm}
      />,
    );
    const card = screen.getByRole('listitem', { name: 'Jerk chicken' });
    expect(within(card).getByText(/Contains: Mustard, Soy/)).toBeInTheDocument();
    expect(within(card).getByText(/May contain: Sesame/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Declare the allergens of 1 dish');
    const riceCard = screen.getByRole('listitem', { name: 'Rice and peas' });
    expect(within(riceCard).getByText('Allergens not declared')).toBeInTheDocument();
    await userEvent
      .setup()
      .click(within(riceCard).getByRole('button', { name: 'Declare allergens of Rice and peas' }));
    expect(onOpenForm).toHaveBeenCalledWith(rice);
  });

  it('shows the dishes with price and status, and the card menu only in edit mode', async () => {
    const { ue } = show();
    const card = screen.getByRole('listitem', { name: 'Jerk chicken' });
    expect(within(card).getByText('$14.50 · 1 plate')).toBeInTheDocument();
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText('Halal')).toBeInTheDocument();
    // The spice level as drawn chillies with a text alternative, no emoji.
    expect(within(card).getByRole('img', { name: 'Spice level 2 of 3' })).toBeInTheDocument();
    expect(card.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
    const riceCard = screen.getByRole('listitem', { name: 'Rice and peas' });
    expect(within(riceCard).getByText('Not spicy')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Actions for Jerk chicken' }),
    ).not.toBeInTheDocument();
    await ue.click(screen.getByRole('button', { name: 'Edit dishes' }));
    const menu = await openMenu(ue, 'Jerk chicken');
    expect([...menu.querySelectorAll('[role^=menuitem]')].map((i) => i.textContent)).toEqual([
      'Active',
      'Inactive',
      'Delete',
    ]);
    expect(within(menu).getByRole('menuitemradio', { name: 'Active' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('sets a dish Inactive and Active from the card menu', async () => {
    const { ue, onSetStatus } = show();
    await ue.click(screen.getByRole('button', { name: 'Edit dishes' }));
    await ue.click(
      within(await openMenu(ue, 'Jerk chicken')).getByRole('menuitemradio', { name: 'Inactive' }),
    );
    expect(onSetStatus).toHaveBeenCalledWith(jerk.id, 'INACTIVE');
    expect(await screen.findByText(DishMessages.saved)).toBeInTheDocument();
    await ue.click(
      within(await openMenu(ue, 'Rice and peas')).getByRole('menuitemradio', { name: 'Active' }),
    );
    expect(onSetStatus).toHaveBeenLastCalledWith(rice.id, 'ACTIVE');
  });

  it('is keyboard operable: arrows move, Esc closes and returns focus', async () => {
    const { ue } = show();
    await ue.click(screen.getByRole('button', { name: 'Edit dishes' }));
    const toggle = screen.getByRole('button', { name: 'Actions for Jerk chicken' });
    toggle.focus();
    await ue.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Active' })).toHaveFocus();
    await ue.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: 'Inactive' })).toHaveFocus();
    await ue.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('deletes a dish after the confirm dialog', async () => {
    const { ue, onDelete } = show();
    await ue.click(screen.getByRole('button', { name: 'Edit dishes' }));
    await ue.click(
      within(await openMenu(ue, 'Jerk chicken')).getByRole('menuitem', { name: 'Delete' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete dish' });
    expect(onDelete).not.toHaveBeenCalled();
    await ue.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(jerk.id);
    expect(await screen.findByText(DishMessages.deleted)).toBeInTheDocument();
  });

  it('cancelling the confirm dialog deletes nothing', async () => {
    const { ue, onDelete } = show();
    await ue.click(screen.getByRole('button', { name: 'Edit dishes' }));
    await ue.click(
      within(await openMenu(ue, 'Jerk chicken')).getByRole('menuitem', { name: 'Delete' }),
    );
    await ue.click(
      within(screen.getByRole('dialog', { name: 'Delete dish' })).getByRole('button', {
        name: 'Cancel',
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('offers the archive dialog when the dish is in an upcoming session', async () => {
    const onDelete = jest.fn<Delete>(async () => ({
      ok: false,
      fieldErrors: [],
      message: DishMessages.inUpcomingSession,
      inUpcomingSession: true,
    }));
    const { ue, onSetStatus } = show({ onDelete });
    await ue.click(screen.getByRole('button', { name: 'Edit dishes' }));
    const deleteOnce = async () => {
      await ue.click(
        within(await openMenu(ue, 'Jerk chicken')).getByRole('menuitem', { name: 'Delete' }),
      );
      await ue.click(
        within(screen.getByRole('dialog', { name: 'Delete dish' })).getByRole('button', {
          name: 'Delete',
        }),
      );
      return screen.findByRole('dialog', { name: 'Archive dish' });
    };
    let archive = await deleteOnce();
    expect(within(archive).getByText('Are you sure you want to archive dish?')).toBeInTheDocument();
    await ue.click(within(archive).getByRole('button', { name: 'No, Go Back' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onSetStatus).not.toHaveBeenCalled();
    archive = await deleteOnce();
    await ue.click(within(archive).getByRole('button', { name: 'Yes, Archive Dish' }));
    expect(onSetStatus).toHaveBeenCalledWith(jerk.id, 'ARCHIVED');
    expect(await screen.findByText(DishMessages.saved)).toBeInTheDocument();
  });

  it('shows a refused status change', async () => {
    const onSetStatus = jest.fn<SetStatus>(async () => ({
      ok: false,
      fieldErrors: [],
      message: 'You do not have access to this.',
    }));
    const { ue } = show({ onSetStatus });
    await ue.click(screen.getByRole('button', { name: 'Edit dishes' }));
    await ue.click(
      within(await openMenu(ue, 'Jerk chicken')).getByRole('menuitemradio', { name: 'Inactive' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to this.');
  });
});
