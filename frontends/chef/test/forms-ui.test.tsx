import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { CreateDishImageUploadDocument } from '@hearth/graphql-client';
import { QuantityStepper, Stepper, TagInput, clampQuantity, truncateTag } from '@hearth/ui';
import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DishForm, dishDefaults } from '../src/features/dishes/components/DishForm';
import { UploadMessages, contentTypeFor, refuseUpload } from '../src/components/form/upload-rules';
import { renderForm } from './forms-helpers';

function Tags({ initial = [] as string[] }) {
  const [tags, setTags] = useState(initial);
  return <TagInput label="Cuisine" value={tags} onChange={setTags} />;
}

function Quantity({ min, max }: { min?: number; max?: number }) {
  const [value, setValue] = useState(min ?? 1);
  return <QuantityStepper label="Portions" value={value} onChange={setValue} min={min} max={max} />;
}

describe('libs/ui components used by the chef forms', () => {
  it('TagInput: Enter and comma add (trimmed, no duplicates), Backspace removes the last', async () => {
    const ue = userEvent.setup();
    renderForm(<Tags />);
    const box = screen.getByLabelText('Cuisine');
    await ue.type(box, '  Thai {Enter}Thai,Greek,{Enter}');
    const list = screen.getByRole('list', { name: 'Cuisine tags' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.title),
    ).toEqual(['Thai', 'Greek']);
    await ue.type(box, '{Backspace}');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.title),
    ).toEqual(['Thai']);
    expect(truncateTag('Twenty characters ok', 20)).toBe('Twenty characters ok');
    expect(truncateTag('Twenty-one characters', 20)).toBe('Twenty-one character…');
  });

  it('QuantityStepper: defaults to 1 and never goes below its min nor above its max', async () => {
    const ue = userEvent.setup();
    renderForm(<Quantity max={3} />);
    const box = screen.getByRole('spinbutton', { name: 'Portions' });
    expect(box).toHaveValue(1);
    expect(screen.getByRole('button', { name: 'Decrease Portions' })).toBeDisabled();
    await ue.click(screen.getByRole('button', { name: 'Increase Portions' }));
    await ue.click(screen.getByRole('button', { name: 'Increase Portions' }));
    await ue.click(screen.getByRole('button', { name: 'Increase Portions' }));
    expect(box).toHaveValue(3);
    expect(screen.getByRole('button', { name: 'Increase Portions' })).toBeDisabled();
    fireEvent.change(box, { target: { value: '-4' } });
    expect(box).toHaveValue(1);
    expect(clampQuantity(Number.NaN, 2)).toBe(2);
    expect(clampQuantity(7.6, 1, 10)).toBe(8);
  });

  it('Stepper: marks the current step and the completed ones', () => {
    renderForm(<Stepper steps={['One', 'Two', 'Three']} current={1} label="Steps" />);
    const items = within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('One (completed)');
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[2]).not.toHaveAttribute('aria-current');
  });
});

describe('upload rules (image files only, content type from the extension)', () => {
  it('derives the content type from the extension and refuses non-images and > 10 MB', () => {
    expect(contentTypeFor('Photo.JPG')).toBe('image/jpeg');
    expect(contentTypeFor('banner.webp')).toBe('image/webp');
    expect(contentTypeFor('logo.svg')).toBeNull();
    expect(contentTypeFor('noextension')).toBeNull();
    expect(refuseUpload({ name: 'a.png', size: 10 * 1024 * 1024 })).toBeNull();
    expect(refuseUpload({ name: 'a.png', size: 10 * 1024 * 1024 + 1 })).toBe(
      UploadMessages.tooLarge,
    );
    expect(refuseUpload({ name: 'a.pdf', size: 1 })).toBe(UploadMessages.notAnImage);
  });
});

describe('DishForm images', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
  const signed = (fileName: string): MockedResponse => ({
    request: { query: CreateDishImageUploadDocument, variables: { fileName, restaurantId: 'r1' } },
    result: {
      data: {
        createDishImageUpload: {
          __typename: 'SignedUpload',
          method: 'PUT',
          fields: [],
          presignedUrl: `http://media.test/upload/${fileName}`,
          image: `http://media.test/dishes/r1/${fileName}`,
          thumbnail: null,
          contentType: 'image/jpeg',
          headers: [{ __typename: 'UploadHeader', name: 'content-type', value: 'image/jpeg' }],
        },
      },
    },
  });

  it('uploads extra images to the restaurant, shows the multi-image error, sends main first', async () => {
    globalThis.fetch = (async (url: string) => ({
      ok: !url.includes('bad'),
      status: url.includes('bad') ? 500 : 200,
    })) as unknown as typeof fetch;
    const onSubmit = jest.fn(async (_values?: unknown) => ({ ok: true as const }));
    renderForm(
      <DishForm
        restaurantId="r1"
        cuisines={['Italian']}
        onSubmit={onSubmit}
        defaultValues={{
          ...dishDefaults(),
          mainImageUrl: 'http://media.test/dishes/r1/main.jpg',
          name: 'Lasagna',
          description: 'Layers of fresh pasta and ragù.',
          price: '18',
          allergyWarnings: ['none'],
          preparationInstructions: 'Pasta, ragù, béchamel.',
          preparationMinutes: '30',
          preparationSeconds: '',
          handlingInstructions: 'Keep refrigerated.',
          cuisine: 'Italian',
          shelfLife: '3 days',
          portionSize: '1 tray',
          allergenDeclaration: {
            allergens: ['MILK', 'WHEAT_TRITICALE', 'GLUTEN'],
            mayContainAllergens: [],
            containsNoAllergens: false,
          },
        }}
      />,
      [signed('side.jpg'), signed('bad.jpg')],
    );
    fireEvent.change(screen.getByLabelText('More images (optional)'), {
      target: {
        files: [
          new File(['a'], 'side.jpg', { type: 'image/jpeg' }),
          new File(['b'], 'bad.jpg', { type: 'image/jpeg' }),
        ],
      },
    });
    expect(
      await screen.findByRole('img', { name: 'More images (optional): side.jpg' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(UploadMessages.multiFailed)).toBeInTheDocument();
    expect(screen.getByText(UploadMessages.failed)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove bad.jpg' }));
    expect(screen.queryByText(UploadMessages.multiFailed)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      imageUrls: ['http://media.test/dishes/r1/main.jpg', 'http://media.test/dishes/r1/side.jpg'],
      preparationTimeSeconds: 1800,
    });
  });
});
