import { describe, expect, it, jest } from '@jest/globals';
import { CookingSessionMessages, LEAD_TIME_OPTIONS_HOURS } from '@hearth/contracts';
import { act, screen, within } from '@testing-library/react';
import { i18n } from '@hearth/i18n';
import userEvent from '@testing-library/user-event';
import {
  CookingSessionModal,
  type CookingSessionModalProps,
} from '../src/features/cooking-sessions/components/CookingSessionModal';
import {
  newSessionValues,
  sessionDishOptions,
  type SessionFormValues,
} from '../src/features/cooking-sessions/utils/session-form';
import { WaitingGuests } from '../src/features/cooking-sessions/components/WaitingGuests';
import { settleMutation } from '../src/components/outcome';
import { KitchenMessages } from '../src/components/kitchen-messages';
import { renderPlain, restaurant } from './dashboard-helpers';

const DISHES = [
  { id: '22222222-2222-4222-8222-222222222222', name: 'Jerk chicken' },
  { id: '33333333-3333-4333-8333-333333333333', name: 'Rice and peas' },
];

type Submit = CookingSessionModalProps['onSubmit'];

function open(onSubmit = jest.fn<Submit>(async () => ({ ok: true, value: null }))) {
  const onSaved = jest.fn();
  renderPlain(
    <CookingSessionModal
      sessionId={null}
      initialValues={newSessionValues(restaurant)}
      restaurant={restaurant}
      dishes={DISHES}
      onSubmit={onSubmit}
      onSaved={onSaved}
      onClose={() => undefined}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Create cooking session' });
  return { dialog, onSubmit, onSaved, ue: userEvent.setup() };
}

describe('cooking session modal', () => {
  it('starts with the new-session defaults', () => {
    const { dialog } = open();
    const schedule = within(dialog).getByRole('group', { name: 'Schedule' });
    expect(within(schedule).getByRole('button', { name: 'Once' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    for (const other of ['Daily', 'Weekly', 'BiWeekly']) {
      expect(within(schedule).getByRole('button', { name: other })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    }
    const lead = within(dialog).getByLabelText('Lead time (hours)') as HTMLSelectElement;
    expect(lead.value).toBe('10');
    expect(lead.selectedIndex).toBe(1);
    expect([...lead.options].map((o) => Number(o.value))).toEqual([...LEAD_TIME_OPTIONS_HOURS]);
    expect(lead.options[0]!.value).toBe('4');
    expect(lead.options[lead.options.length - 1]!.value).toBe('340');
    expect(within(dialog).getByRole('spinbutton', { name: 'Minimum' })).toHaveValue(1);
    expect(within(dialog).getByRole('spinbutton', { name: 'Maximum' })).toHaveValue(20);
    // Delivery and pickup follow the restaurant: it delivers and offers no pickup.
    expect(within(dialog).getByRole('checkbox', { name: 'Delivery' })).toBeChecked();
    expect(within(dialog).queryByRole('checkbox', { name: 'Pickup' })).not.toBeInTheDocument();
    expect(
      within(dialog).getByRole('spinbutton', { name: 'Minimum per order (dish 1)' }),
    ).toHaveValue(1);
    expect(
      within(dialog).getByRole('spinbutton', { name: 'Portions cooked (dish 1)' }),
    ).toHaveValue(10);
  });

  it('shows each contract message for an empty form and sends nothing', async () => {
    const { dialog, ue, onSubmit } = open();
    await ue.click(within(dialog).getByRole('button', { name: 'Save session' }));
    expect(
      await within(dialog).findByText(CookingSessionMessages.startTimeRequired),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(CookingSessionMessages.endTimeRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(CookingSessionMessages.dishesRequired)).toBeInTheDocument();
    expect(
      within(dialog).getByText(CookingSessionMessages.portionSizeTooShort),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an end before the start and a portion size under 3 characters', async () => {
    const { dialog, ue, onSubmit } = open();
    await ue.type(within(dialog).getByLabelText('Start time'), '18:00');
    await ue.type(within(dialog).getByLabelText('End time'), '17:00');
    await ue.selectOptions(within(dialog).getByLabelText('Dish'), 'Jerk chicken');
    await ue.type(within(dialog).getByLabelText('Portion size'), 'ab');
    await ue.click(within(dialog).getByRole('button', { name: 'Save session' }));
    expect(
      await within(dialog).findByText(CookingSessionMessages.endBeforeStart),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(CookingSessionMessages.portionSizeTooShort),
    ).toBeInTheDocument();
    expect(
      within(dialog).queryByText(CookingSessionMessages.dishesRequired),
    ).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears the schedule when the selected one is chosen again', async () => {
    const { dialog, ue, onSubmit } = open();
    const once = within(dialog).getByRole('button', { name: 'Once' });
    await ue.click(once);
    expect(once).toHaveAttribute('aria-pressed', 'false');
    await ue.click(within(dialog).getByRole('button', { name: 'Save session' }));
    expect(
      await within(dialog).findByText(CookingSessionMessages.scheduleRequired),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await ue.click(within(dialog).getByRole('button', { name: 'Weekly' }));
    expect(within(dialog).getByRole('button', { name: 'Weekly' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(dialog).getByLabelText('Last date')).toBeInTheDocument();
  });

  it('never lets a dish quantity go below 1', async () => {
    const { dialog, ue } = open();
    const decrease = within(dialog).getByRole('button', {
      name: 'Decrease Minimum per order (dish 1)',
    });
    expect(decrease).toBeDisabled();
    await ue.click(decrease);
    expect(
      within(dialog).getByRole('spinbutton', { name: 'Minimum per order (dish 1)' }),
    ).toHaveValue(1);
  });

  it('sends a valid Weekly session with two dishes and reports success', async () => {
    const { dialog, ue, onSubmit, onSaved } = open();
    const date = within(dialog).getByLabelText('Session date') as HTMLInputElement;
    await ue.clear(date);
    await ue.type(date, '2030-01-07');
    await ue.type(within(dialog).getByLabelText('Start time'), '17:00');
    await ue.type(within(dialog).getByLabelText('End time'), '19:30');
    await ue.click(within(dialog).getByRole('button', { name: 'Weekly' }));
    await ue.type(within(dialog).getByLabelText('Last date'), '2030-01-21');
    await ue.selectOptions(within(dialog).getByLabelText('Lead time (hours)'), '16');
    await ue.selectOptions(within(dialog).getByLabelText('Dish'), 'Jerk chicken');
    await ue.type(within(dialog).getByLabelText('Portion size'), '1 plate');
    await ue.click(within(dialog).getByRole('button', { name: 'Add dish' }));
    const second = within(dialog).getByRole('group', { name: 'Dish 2' });
    await ue.selectOptions(within(second).getByLabelText('Dish'), 'Rice and peas');
    await ue.type(within(second).getByLabelText('Portion size'), '1 bowl');
    await ue.click(
      within(second).getByRole('button', { name: 'Increase Portions cooked (dish 2)' }),
    );
    await ue.click(within(dialog).getByRole('button', { name: 'Save session' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]).toEqual([
      {
        startDate: '2030-01-07',
        startTime: '17:00',
        endTime: '19:30',
        schedule: 'WEEKLY',
        until: '2030-01-21',
        leadTimeHours: 16,
        orderLimit: { min: 1, max: 20 },
        offersDelivery: true,
        offersPickup: false,
        dishes: [
          { dishId: DISHES[0]!.id, minQuantity: 1, maxQuantity: 10, portionSize: '1 plate' },
          { dishId: DISHES[1]!.id, minQuantity: 1, maxQuantity: 11, portionSize: '1 bowl' },
        ],
      },
      null,
    ]);
    expect(onSaved).toHaveBeenCalled();
  });

  it('shows a refused save: field errors under their fields, other messages in a banner', async () => {
    const onSubmit = jest.fn<Submit>(async () => ({
      ok: false,
      fieldErrors: [
        {
          field: 'input.dishes.0.portionSize',
          message: 'Portion size must be at most 300 characters',
        },
      ],
      message: KitchenMessages.addSessionFailed,
    }));
    const { dialog, ue, onSaved } = open(onSubmit);
    await ue.type(within(dialog).getByLabelText('Start time'), '17:00');
    await ue.type(within(dialog).getByLabelText('End time'), '19:00');
    await ue.selectOptions(within(dialog).getByLabelText('Dish'), 'Jerk chicken');
    await ue.type(within(dialog).getByLabelText('Portion size'), '1 plate');
    await ue.click(within(dialog).getByRole('button', { name: 'Save session' }));
    expect(await within(dialog).findByText('Failed to add cooking session')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Portion size must be at most 300 characters'),
    ).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('a session whose dish has since been made Inactive', () => {
  const [active, inactive] = DISHES;
  const restaurantDishes = [
    { ...active!, status: 'ACTIVE' },
    { ...inactive!, status: 'INACTIVE' },
    { id: '55555555-5555-4555-8555-555555555555', name: 'Oxtail stew', status: 'INACTIVE' },
  ];
  const edited: SessionFormValues = {
    ...newSessionValues(restaurant),
    startDate: '2030-01-07',
    startTime: '17:00',
    endTime: '19:00',
    dishes: [{ dishId: inactive!.id, minQuantity: 1, maxQuantity: 10, portionSize: '1 bowl' }],
  };

  function openEdit(onSubmit: Submit) {
    renderPlain(
      <CookingSessionModal
        sessionId="44444444-4444-4444-8444-444444444444"
        initialValues={edited}
        restaurant={restaurant}
        dishes={sessionDishOptions(
          restaurantDishes,
          edited.dishes.map((d) => d.dishId),
        )}
        onSubmit={onSubmit}
        onSaved={() => undefined}
        onClose={() => undefined}
      />,
    );
    return screen.getByRole('dialog', { name: 'Update cooking session' });
  }

  it('offers the active dishes, and an inactive one only where the session already sells it', () => {
    expect(sessionDishOptions(restaurantDishes, [inactive!.id])).toEqual([
      { id: active!.id, name: 'Jerk chicken' },
      { id: inactive!.id, name: 'Rice and peas', inactive: true },
    ]);
    // A new session: active dishes only.
    expect(sessionDishOptions(restaurantDishes, [''])).toEqual([
      { id: active!.id, name: 'Jerk chicken' },
    ]);
  });

  it('shows the dish selected and marked; saving it unchanged shows the server’s refusal under it', async () => {
    const onSubmit = jest.fn<Submit>(async () => ({
      ok: false,
      fieldErrors: [
        { field: 'input.dishes.0.dishId', message: CookingSessionMessages.dishNotAvailable },
      ],
      message: null,
    }));
    const dialog = openEdit(onSubmit);
    const select = within(dialog).getByLabelText('Dish') as HTMLSelectElement;
    expect(select).toHaveValue(inactive!.id);
    expect(select.selectedOptions[0]).toHaveTextContent('Rice and peas (inactive)');
    expect(select.selectedOptions[0]).toBeEnabled();
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Select a dish',
      'Jerk chicken',
      'Rice and peas (inactive)',
    ]);
    expect(
      within(dialog).queryByText('Add an active dish to your restaurant first.'),
    ).not.toBeInTheDocument();

    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Save session' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0].dishes).toEqual([
      { dishId: inactive!.id, minQuantity: 1, maxQuantity: 10, portionSize: '1 bowl' },
    ]);
    const refusal = await within(dialog).findByText('Select an active dish of this restaurant');
    expect(refusal).toHaveAttribute('id', select.getAttribute('aria-describedby'));
    expect(select).toHaveAttribute('aria-invalid', 'true');
  });

  it('still says to add an active dish when the only dish offered is the inactive one', () => {
    renderPlain(
      <CookingSessionModal
        sessionId="44444444-4444-4444-8444-444444444444"
        initialValues={edited}
        restaurant={restaurant}
        dishes={sessionDishOptions([{ ...inactive!, status: 'INACTIVE' }], [inactive!.id])}
        onSubmit={jest.fn<Submit>()}
        onSaved={() => undefined}
        onClose={() => undefined}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Update cooking session' });
    expect(
      within(dialog).getByText('Add an active dish to your restaurant first.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Dish')).toHaveValue(inactive!.id);
  });
});

describe('settling a session save (first error message, else the fallback)', () => {
  it("falls back to 'Failed to update cooking session' when the answer has no message", async () => {
    const outcome = await settleMutation(
      'CookingSession',
      KitchenMessages.updateSessionFailed,
      async () => ({
        __typename: 'ServerError',
        message: '',
      }),
    );
    expect(outcome).toEqual({
      ok: false,
      fieldErrors: [],
      message: 'Failed to update cooking session',
    });
  });

  it('keeps the first error message of a ValidationError', async () => {
    const outcome = await settleMutation(
      'CookingSession',
      KitchenMessages.addSessionFailed,
      async () => ({
        __typename: 'ValidationError',
        errors: [{ field: 'startTime', message: CookingSessionMessages.startTimeRequired }],
      }),
    );
    expect(outcome).toEqual({
      ok: false,
      fieldErrors: [{ field: 'startTime', message: 'Session start time is required!' }],
      message: null,
    });
  });
});

describe('a session whose dish has since been archived (the restaurant no longer lists it)', () => {
  const [active] = DISHES;
  const archivedId = '66666666-6666-4666-8666-666666666666';
  const edited: SessionFormValues = {
    ...newSessionValues(restaurant),
    startDate: '2030-01-07',
    startTime: '17:00',
    endTime: '19:00',
    dishes: [{ dishId: archivedId, minQuantity: 1, maxQuantity: 10, portionSize: '1 bowl' }],
  };

  it('offers it under the name the session knows, marked (archived), so the drop-down is not blank', () => {
    const options = sessionDishOptions(
      [{ ...active!, status: 'ACTIVE' }],
      [archivedId],
      new Map([[archivedId, 'Curry goat']]),
    );
    expect(options).toEqual([
      { id: active!.id, name: 'Jerk chicken' },
      { id: archivedId, name: 'Curry goat', archived: true },
    ]);
    renderPlain(
      <CookingSessionModal
        sessionId="44444444-4444-4444-8444-444444444444"
        initialValues={edited}
        restaurant={restaurant}
        dishes={options}
        onSubmit={jest.fn<Submit>()}
        onSaved={() => undefined}
        onClose={() => undefined}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Update cooking session' });
    const select = within(dialog).getByLabelText('Dish') as HTMLSelectElement;
    expect(select).toHaveValue(archivedId);
    expect(select.selectedOptions[0]).toHaveTextContent('Curry goat (archived)');
    // Without a known name it still reads as a dish, never as an empty option.
    expect(sessionDishOptions([], [archivedId])).toEqual([
      { id: archivedId, name: '', archived: true },
    ]);
  });
});

describe('guests waiting for portions (Notify me, docs/rules/notify-me.md)', () => {
  const line = {
    __typename: 'DishDemand' as const,
    occurrenceId: 'o1',
    sessionId: 's1',
    dishId: 'd1',
    dishName: 'Kibbeh',
    localDate: '2026-11-28',
    startsAt: '2026-11-28T23:00:00.000Z',
    timeZone: 'America/Toronto',
    waiting: 14,
  };

  it("says '14 guests waiting for Kibbeh on Saturday, November 28'; Add portions opens its session", async () => {
    const onAddPortions = jest.fn();
    renderPlain(
      <WaitingGuests
        demand={[line, { ...line, dishId: 'd2', dishName: 'Fattoush', waiting: 1 }]}
        onAddPortions={onAddPortions}
      />,
    );
    const box = screen.getByTestId('waiting-guests');
    expect(box).toHaveTextContent('14 guests waiting for Kibbeh on Saturday, November 28');
    expect(box).toHaveTextContent('1 guest waiting for Fattoush on Saturday, November 28');
    await userEvent.setup().click(within(box).getAllByRole('button', { name: 'Add portions' })[0]!);
    expect(onAddPortions).toHaveBeenCalledWith(line);
  });

  it('speaks fr-CA; shows nothing when no guest waits', async () => {
    renderPlain(<WaitingGuests demand={[]} onAddPortions={() => undefined} />);
    expect(screen.queryByTestId('waiting-guests')).not.toBeInTheDocument();
    await act(() => i18n.changeLanguage('fr-CA'));
    try {
      renderPlain(<WaitingGuests demand={[line]} onAddPortions={() => undefined} />);
      expect(screen.getByTestId('waiting-guests')).toHaveTextContent(
        '14 clients attendent Kibbeh pour le samedi 28 novembre',
      );
      expect(screen.getByRole('button', { name: 'Ajouter des portions' })).toBeInTheDocument();
    } finally {
      await act(() => i18n.changeLanguage('en-CA'));
    }
  });
});
