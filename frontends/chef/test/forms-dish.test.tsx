import { describe, expect, it, jest } from '@jest/globals';
import { DishMessages, IngredientMessages } from '@hearth/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  DishForm,
  dishDefaults,
  type DishValues,
} from '../src/features/dishes/components/DishForm';
import type { FormOutcome } from '../src/components/form/form-outcome';
import { IngredientEditor } from '../src/features/dishes/components/IngredientEditor';
import type { IngredientData } from '@hearth/contracts';
import { renderForm } from './forms-helpers';

const ok = (_values?: unknown): Promise<FormOutcome> => Promise.resolve({ ok: true });

const filled: DishValues = {
  ...dishDefaults(),
  mainImageUrl: 'http://127.0.0.1/media/dishes/r1/main.png',
  name: 'Lasagna',
  description: 'Layers of fresh pasta, ragù and béchamel.',
  price: '18.5',
  allergyWarnings: ['Gluten', 'Dairy'],
  preparationInstructions: 'Pasta, beef ragù, béchamel, parmesan.',
  preparationMinutes: '45',
  preparationSeconds: '30',
  handlingInstructions: 'Keep refrigerated; reheat at 180°C.',
  cuisine: 'Italian',
  shelfLife: '3 days',
  portionSize: '1 tray (400 g)',
  allergenDeclaration: { allergens: [], mayContainAllergens: [], containsNoAllergens: true },
};

const form = (props: Partial<Parameters<typeof DishForm>[0]> = {}) => (
  <DishForm restaurantId="r1" cuisines={['Italian', 'Thai']} onSubmit={ok} {...props} />
);

describe('DishForm (the dish form rules)', () => {
  it('keeps Next Step disabled until every required field is filled', async () => {
    const ue = userEvent.setup();
    renderForm(form({ defaultValues: { ...filled, shelfLife: '', allergyWarnings: [] } }));
    const next = screen.getByRole('button', { name: 'Next Step' });
    expect(next).toBeDisabled();
    await ue.type(screen.getByLabelText('Shelf life'), '3 days');
    expect(next).toBeDisabled();
    await ue.type(screen.getByLabelText('Allergy warning'), 'none{Enter}');
    expect(next).toBeEnabled();
    renderForm(form({ defaultValues: { ...filled, mainImageUrl: '' } }));
    expect(screen.getAllByRole('button', { name: 'Next Step' })[1]).toBeDisabled();
  });

  it('offers only the restaurant’s cuisines', () => {
    renderForm(form());
    const options = within(screen.getByLabelText('Cuisine')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Choose a cuisine', 'Italian', 'Thai']);
  });

  it('shows each rule’s message on submit and sends nothing', async () => {
    const onSubmit = jest.fn(ok);
    renderForm(
      form({
        onSubmit,
        defaultValues: {
          ...filled,
          name: 'ab',
          description: 'Too short',
          price: '400.01',
          allergyWarnings: ['nut'],
          preparationInstructions: 'short',
          preparationMinutes: '60',
          preparationSeconds: '0',
          handlingInstructions: 'short',
          shelfLife: 'x',
          portionSize: 'ab',
        },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByText(DishMessages.nameLength)).toBeInTheDocument();
    for (const message of [
      DishMessages.descriptionLength,
      DishMessages.costRange,
      DishMessages.allergyWarningLength,
      DishMessages.preparationInstructionsLength,
      DishMessages.preparationTimeRange,
      DishMessages.handlingInstructionsLength,
      DishMessages.shelfLifeLength,
      DishMessages.portionSizeLength,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a cost under $0.10', async () => {
    const onSubmit = jest.fn(ok);
    renderForm(form({ onSubmit, defaultValues: { ...filled, price: '0.09' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByText(DishMessages.costRange)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends cents, seconds, the categories, the spice level and the ingredients', async () => {
    const ue = userEvent.setup();
    const onSubmit = jest.fn(ok);
    renderForm(form({ onSubmit, defaultValues: filled }));
    await ue.click(screen.getByLabelText('Vegan'));
    await ue.click(screen.getByLabelText('Halal'));
    await ue.click(screen.getByLabelText(/Medium/));
    await ue.click(screen.getByRole('button', { name: 'Add ingredient' }));
    await ue.type(screen.getByLabelText('Ingredient name'), 'Flour');
    await ue.type(screen.getByLabelText('Quantity'), '2');
    await ue.type(screen.getByLabelText('Unit'), 'cups{Enter}');
    await ue.click(screen.getByRole('button', { name: 'Next Step' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      imageUrls: ['http://127.0.0.1/media/dishes/r1/main.png'],
      priceCents: 1850,
      preparationTimeSeconds: 45 * 60 + 30,
      categories: expect.arrayContaining(['HALAL', 'VEGAN']),
      spiceLevel: 2,
      ingredients: [{ name: 'Flour', quantity: 2, unit: 'cups', notes: null }],
    });
  });

  it('requires the allergen declaration, then sends what it contains and may contain', async () => {
    const ue = userEvent.setup();
    const onSubmit = jest.fn(ok);
    const undeclared = { allergens: [], mayContainAllergens: [], containsNoAllergens: false };
    renderForm(form({ onSubmit, defaultValues: { ...filled, allergenDeclaration: undeclared } }));
    await ue.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByText(DishMessages.allergensRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await ue.click(screen.getByRole('checkbox', { name: 'May contain Sesame' }));
    await ue.click(screen.getByRole('checkbox', { name: 'Contains Wheat and triticale' }));
    await ue.click(screen.getByRole('checkbox', { name: 'Contains Milk' }));
    // Contained, so its "may contain" is off and cannot be ticked.
    expect(screen.getByRole('checkbox', { name: 'May contain Milk' })).toBeDisabled();
    await ue.click(screen.getByRole('button', { name: 'Next Step' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      allergens: ['WHEAT_TRITICALE', 'MILK'],
      mayContainAllergens: ['SESAME'],
      containsNoAllergens: false,
    });
  });

  it('"Contains none of these allergens" clears what it contains', async () => {
    const ue = userEvent.setup();
    const onSubmit = jest.fn(ok);
    const declared = {
      allergens: ['EGGS' as const],
      mayContainAllergens: [],
      containsNoAllergens: false,
    };
    renderForm(form({ onSubmit, defaultValues: { ...filled, allergenDeclaration: declared } }));
    await ue.click(screen.getByRole('checkbox', { name: 'Contains none of these allergens' }));
    expect(screen.getByRole('checkbox', { name: 'Contains Eggs' })).not.toBeChecked();
    await ue.click(screen.getByRole('button', { name: 'Next Step' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ allergens: [], containsNoAllergens: true });
  });

  it('shows the server’s messages: field errors on their fields, else the form banner', async () => {
    const onSubmit = jest.fn((_values?: unknown): Promise<FormOutcome> =>
      Promise.resolve({
        ok: false,
        fieldErrors: [{ field: 'cuisine', message: DishMessages.cuisineNotOffered }],
        message: DishMessages.saveFailed,
      }),
    );
    renderForm(form({ onSubmit, defaultValues: filled }));
    fireEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByText(DishMessages.cuisineNotOffered)).toBeInTheDocument();
    expect(screen.getByText(DishMessages.saveFailed)).toBeInTheDocument();
  });
});

function Editor({ initial }: { initial: IngredientData[] }) {
  const [value, setValue] = useState(initial);
  return <IngredientEditor value={value} onChange={setValue} />;
}

describe('IngredientEditor (add, edit and delete-confirm modes; ingredient rules)', () => {
  it('shows each ingredient rule’s message and adds nothing', async () => {
    const ue = userEvent.setup();
    renderForm(<Editor initial={[]} />);
    await ue.click(screen.getByRole('button', { name: 'Add ingredient' }));
    await ue.type(screen.getByLabelText('Notes (optional)'), 'ab');
    await ue.click(screen.getByRole('button', { name: 'Add this ingredient' }));
    expect(await screen.findByText(IngredientMessages.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(IngredientMessages.quantityRequired)).toBeInTheDocument();
    expect(screen.getByText(IngredientMessages.unitRequired)).toBeInTheDocument();
    expect(screen.getByText(IngredientMessages.notesTooShort)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Ingredients' })).not.toBeInTheDocument();
  });

  it('edits, deletes after confirmation, and leaves action mode with the last one', async () => {
    const ue = userEvent.setup();
    renderForm(
      <Editor
        initial={[
          { name: 'Flour', quantity: 2, unit: 'cups', notes: null },
          { name: 'Eggs', quantity: 3, unit: 'pieces', notes: 'large' },
        ]}
      />,
    );
    await ue.click(screen.getByRole('button', { name: 'Edit ingredients' }));
    await ue.click(screen.getByRole('button', { name: 'Edit Flour' }));
    await ue.clear(screen.getByLabelText('Quantity'));
    await ue.type(screen.getByLabelText('Quantity'), '2.5');
    await ue.click(screen.getByRole('button', { name: 'Save ingredient' }));
    const list = screen.getByRole('list', { name: 'Ingredients' });
    expect(within(list).getByText('2.5 cups Flour')).toBeInTheDocument();

    await ue.click(screen.getByRole('button', { name: 'Delete Flour' }));
    await ue.click(screen.getByRole('button', { name: 'No' }));
    expect(within(list).getByText('2.5 cups Flour')).toBeInTheDocument();
    await ue.click(screen.getByRole('button', { name: 'Delete Flour' }));
    await ue.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(within(list).queryByText('2.5 cups Flour')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Done editing' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await ue.click(screen.getByRole('button', { name: 'Delete Eggs' }));
    await ue.click(screen.getByRole('button', { name: 'Yes, delete' }));
    expect(screen.getByText('No ingredients yet.')).toBeInTheDocument();
    await ue.click(screen.getByRole('button', { name: 'Add ingredient' }));
    await ue.type(screen.getByLabelText('Ingredient name'), 'Salt');
    await ue.type(screen.getByLabelText('Quantity'), '1');
    await ue.type(screen.getByLabelText('Unit'), 'pinch');
    await ue.click(screen.getByRole('button', { name: 'Add this ingredient' }));
    // Action mode was turned off by deleting the last ingredient.
    expect(screen.getByRole('button', { name: 'Edit ingredients' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.queryByRole('button', { name: 'Delete Salt' })).not.toBeInTheDocument();
  });
});
