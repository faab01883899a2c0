import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { ChefProfileMessages, DishMessages } from '@hearth/contracts';
import {
  AcceptTermsDocument,
  ConfirmUploadDocument,
  CreateProfileImageUploadDocument,
  GetChefApplicationStatusDocument,
  UpdateChefProfileDocument,
  UpdateDishDocument,
} from '@hearth/graphql-client';
import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  previousWizardIndex,
  resumeWizardIndex,
} from '../src/features/onboarding/utils/wizard-index';
import { GeneralInfoForm } from '../src/features/settings/components/GeneralInfoForm';
import { UploadMessages } from '../src/components/form/upload-rules';
import { renderForm } from './forms-helpers';
import {
  chef,
  firstDish,
  onboardingMock,
  profile,
  renderGate,
  restaurant,
} from './onboarding-fixtures';

const dish = firstDish();

describe('wizard step index', () => {
  it('resumes after the furthest step already saved', () => {
    expect(resumeWizardIndex({})).toBe(0);
    expect(resumeWizardIndex({ addressLine1: '  ' })).toBe(0);
    expect(resumeWizardIndex({ addressLine1: '1 King St W' })).toBe(1);
    expect(resumeWizardIndex({ addressLine1: '1 King St W', experienceYears: 0 })).toBe(2);
    expect(resumeWizardIndex({ experienceYears: 5, restaurant: { dishes: [] } })).toBe(3);
    expect(resumeWizardIndex({ restaurant: { dishes: [{}] } })).toBe(4);
  });

  it('never goes below 0', () => {
    expect(previousWizardIndex(2)).toBe(1);
    expect(previousWizardIndex(0)).toBe(0);
  });
});

describe('ChefStatusGate (wizard, processing screen or dashboard by status)', () => {
  it('shows the dashboard to an active chef', () => {
    renderGate(chef('ACTIVE'));
    expect(screen.getByText('The dashboard')).toBeInTheDocument();
  });

  it('shows the processing screen to a pending chef, who can check again', async () => {
    const refresh = jest.fn(async () => true);
    renderGate(chef('PENDING'), [], refresh);
    expect(
      screen.getByRole('heading', { name: 'Your application is being processed' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/within 2 days/)).toBeInTheDocument();
    expect(screen.queryByText('The dashboard')).not.toBeInTheDocument();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Check my application status' }));
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByText('Your application is still being reviewed.'),
    ).toBeInTheDocument();
  });

  it('shows a rejected chef the reason', async () => {
    renderGate(chef('REJECTED'), [
      {
        request: { query: GetChefApplicationStatusDocument },
        result: {
          data: {
            me: {
              __typename: 'User',
              id: 'c1',
              status: 'REJECTED',
              chefProfile: { __typename: 'ChefProfile', rejectionReason: 'Certificate expired' },
            },
          },
        },
      },
    ]);
    expect(screen.getByText('Your application was not approved.')).toBeInTheDocument();
    expect(await screen.findByText('Reason: Certificate expired')).toBeInTheDocument();
  });

  it('shows a new chef the wizard from the first step, with the Founding Chef header', async () => {
    renderGate(chef('INITIAL'), [onboardingMock(null, null)]);
    expect(
      await screen.findByRole('heading', { name: 'General Information', level: 2 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Founding Chef')).toBeInTheDocument();
    const bar = screen.getByRole('list', { name: 'Application steps' });
    expect(
      within(bar)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'General Information',
      'Credentials',
      'Create the Restaurant',
      'Create a Dish',
      'Terms of use',
    ]);
    expect(within(bar).getByText('General Information')).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
  });
});

describe('OnboardingWizard', () => {
  it('resumes at Create the Restaurant once experience is saved; Previous goes back', async () => {
    const ue = userEvent.setup();
    renderGate(chef('INITIAL'), [
      onboardingMock(
        profile({ addressLine1: '1 King St W', experienceYears: 4, phone: '4165550100' }),
        null,
      ),
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Create the Restaurant' }),
    ).toBeInTheDocument();
    await ue.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('heading', { name: 'Credentials', level: 2 })).toHaveFocus();
    expect(screen.getByLabelText('Experience (years)')).toHaveValue(4);
  });

  it("advances only after a successful save; a failed save shows the server's messages", async () => {
    const ue = userEvent.setup();
    const request = {
      query: UpdateChefProfileDocument,
      variables: {
        input: {
          credentials: {
            experienceYears: 3,
            phone: '416 555 0100',
            qualifications: null,
            certificateUrl: null,
          },
        },
      },
    };
    const saved = profile({
      addressLine1: '1 King St W',
      experienceYears: 3,
      phone: '416 555 0100',
    });
    renderGate(chef('INITIAL'), [
      onboardingMock(profile({ addressLine1: '1 King St W' }), null),
      {
        request,
        result: { data: { updateChefProfile: { __typename: 'ServerError', message: '' } } },
      },
      { request, result: { errors: [{ message: 'Phone is already used by another chef' }] } },
      {
        request,
        result: {
          data: {
            updateChefProfile: {
              __typename: 'User',
              id: 'c1',
              firstName: 'Carl',
              lastName: 'Chef',
              chefProfile: saved,
            },
          },
        },
      },
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Credentials', level: 2 }),
    ).toBeInTheDocument();
    await ue.type(screen.getByLabelText('Experience (years)'), '3');
    await ue.type(screen.getByLabelText('Phone'), '416 555 0100');
    await ue.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByText(ChefProfileMessages.updateFailed.trim())).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Credentials', level: 2 })).toBeInTheDocument();
    await ue.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByText('Phone is already used by another chef')).toBeInTheDocument();
    await ue.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByRole('heading', { name: 'Create the Restaurant' })).toHaveFocus();
  });

  it('resumes at the first dish, pre-filled, when the restaurant exists', async () => {
    renderGate(chef('INITIAL'), [onboardingMock(profile({ experienceYears: 4 }), restaurant())]);
    expect(
      await screen.findByRole('heading', { name: 'Create your first Dish' }),
    ).toBeInTheDocument();
    expect(within(screen.getByLabelText('Cuisine')).getAllByRole('option')).toHaveLength(2);
  });

  it('updates the first dish when the restaurant has one, then goes to the terms', async () => {
    const ue = userEvent.setup();
    const update = jest.fn(() => ({ data: { updateDish: { ...dish, name: 'Jerk chicken' } } }));
    renderGate(chef('INITIAL'), [
      onboardingMock(profile({ experienceYears: 4 }), restaurant([dish])),
      {
        request: {
          query: UpdateDishDocument,
          variables: {
            dishId: 'd1',
            input: {
              imageUrls: ['http://localhost/d1.jpg'],
              name: 'Jerk chicken',
              description: 'Smoky, spicy, slow-grilled.',
              priceCents: 1500,
              allergyWarnings: ['none'],
              preparationInstructions: 'Chicken, allspice, scotch bonnet.',
              preparationTimeSeconds: 1800,
              handlingInstructions: 'Keep refrigerated.',
              cuisine: 'Caribbean',
              shelfLife: '3 days',
              portionSize: 'Half chicken',
              categories: [],
              spiceLevel: 3,
              ingredients: [],
              allergens: [],
              mayContainAllergens: [],
              containsNoAllergens: true,
            },
          },
        },
        result: update,
      },
    ]);
    // Resumes at the terms (a dish exists); Previous opens the saved dish.
    expect(await screen.findByRole('heading', { name: 'Terms of use' })).toBeInTheDocument();
    await ue.click(screen.getByRole('button', { name: 'Previous Step' }));
    expect(
      await screen.findByRole('heading', { name: 'Create your first Dish' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Dish name')).toHaveValue('Jerk chicken');
    expect(screen.getByLabelText('Preparation minutes')).toHaveValue(30);
    await ue.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByRole('heading', { name: 'Terms of use' })).toBeInTheDocument();
    expect(update).toHaveBeenCalledTimes(1);
    expect(screen.getByText(DishMessages.saved)).toBeInTheDocument();
  });

  it('asks for the terms checkbox, then accepts and refreshes the session', async () => {
    const ue = userEvent.setup();
    const accept = jest.fn(() => ({
      data: { acceptTerms: { __typename: 'User', id: 'c1', status: 'PENDING' } },
    }));
    const refresh = jest.fn(async () => true);
    renderGate(
      chef('INITIAL'),
      [
        onboardingMock(profile({ experienceYears: 4 }), restaurant([dish])),
        { request: { query: AcceptTermsDocument, variables: { accepted: true } }, result: accept },
      ],
      refresh,
    );
    expect(await screen.findByRole('heading', { name: 'Terms of use' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Application steps' })).not.toBeInTheDocument();
    expect(screen.getByText('Founding Chef')).toBeInTheDocument();
    await ue.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await screen.findByText(ChefProfileMessages.termsRequired)).toBeInTheDocument();
    expect(accept).not.toHaveBeenCalled();
    await ue.click(screen.getByRole('checkbox', { name: /accept the terms/ }));
    await ue.click(screen.getByRole('button', { name: 'Next Step' }));
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
    expect(accept).toHaveBeenCalledTimes(1);
  });
});

describe('useImageUpload (signed-URL uploads) in the chef image picker', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
  const signed = (fileName: string): MockedResponse => ({
    request: { query: CreateProfileImageUploadDocument, variables: { fileName } },
    result: {
      data: {
        createProfileImageUpload: {
          __typename: 'SignedUpload',
          method: 'PUT',
          fields: [],
          presignedUrl: `http://media.test/upload/${fileName}?sig=1`,
          image: `http://media.test/profiles/c1/${fileName}`,
          thumbnail: null,
          contentType: 'image/png',
          headers: [
            { __typename: 'UploadHeader', name: 'content-type', value: 'image/png' },
            { __typename: 'UploadHeader', name: 'x-amz-acl', value: 'public-read' },
          ],
        },
      },
    },
  });

  it('refuses a non-image and a file over 10 MB before uploading', () => {
    const put = jest.fn(async () => ({ ok: true, status: 200 }));
    globalThis.fetch = put as unknown as typeof fetch;
    renderForm(<GeneralInfoForm email="c@example.com" onSubmit={async () => ({ ok: true })} />);
    const picker = screen.getByLabelText('Chef image');
    fireEvent.change(picker, {
      target: { files: [new File(['x'], 'cv.pdf', { type: 'application/pdf' })] },
    });
    expect(screen.getByText(UploadMessages.notAnImage)).toBeInTheDocument();
    const big = new File(['x'], 'big.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    fireEvent.change(picker, { target: { files: [big] } });
    expect(screen.getByText(UploadMessages.tooLarge)).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });

  it('PUTs the file with the signed headers and shows the stored image', async () => {
    const put = jest.fn(async (..._args: unknown[]) => ({ ok: true, status: 200 }));
    globalThis.fetch = put as unknown as typeof fetch;
    renderForm(<GeneralInfoForm email="c@example.com" onSubmit={async () => ({ ok: true })} />, [
      signed('me.png'),
    ]);
    fireEvent.change(screen.getByLabelText('Chef image'), {
      target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] },
    });
    expect(await screen.findByRole('img', { name: 'Chef image: me.png' })).toHaveAttribute(
      'src',
      'http://media.test/profiles/c1/me.png',
    );
    expect(put).toHaveBeenCalledWith('http://media.test/upload/me.png?sig=1', {
      method: 'PUT',
      headers: { 'content-type': 'image/png', 'x-amz-acl': 'public-read' },
      body: expect.any(File),
    });
  });

  describe('with the S3 store (method POST)', () => {
    const fields = [
      { __typename: 'UploadFormField', name: 'key', value: 'incoming/profiles/c1/me.png' },
      { __typename: 'UploadFormField', name: 'Content-Type', value: 'image/png' },
      { __typename: 'UploadFormField', name: 'acl', value: 'private' },
      { __typename: 'UploadFormField', name: 'Policy', value: 'eyJjb25kaXRpb25zIjpbXX0=' },
    ];
    const image = 'http://minio.test/hearth-media/profiles/c1/me.png';
    const signedPost: MockedResponse = {
      request: { query: CreateProfileImageUploadDocument, variables: { fileName: 'me.png' } },
      result: {
        data: {
          createProfileImageUpload: {
            __typename: 'SignedUpload',
            method: 'POST',
            presignedUrl: 'http://minio.test/hearth-media',
            image,
            thumbnail: null,
            contentType: 'image/png',
            headers: [],
            fields,
          },
        },
      },
    };
    const confirmed = (confirmUpload: Record<string, unknown>): MockedResponse => ({
      request: { query: ConfirmUploadDocument, variables: { image } },
      result: { data: { confirmUpload } },
    });
    const choose = () =>
      fireEvent.change(screen.getByLabelText('Chef image'), {
        target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] },
      });

    it('POSTs a multipart form of the signed fields, file last, then confirms the upload', async () => {
      const post = jest.fn(async (..._args: unknown[]) => ({ ok: true, status: 204 }));
      globalThis.fetch = post as unknown as typeof fetch;
      renderForm(<GeneralInfoForm email="c@example.com" onSubmit={async () => ({ ok: true })} />, [
        signedPost,
        confirmed({ __typename: 'ConfirmedUpload', image, thumbnail: null }),
      ]);
      choose();
      expect(await screen.findByRole('img', { name: 'Chef image: me.png' })).toHaveAttribute(
        'src',
        image,
      );
      expect(post).toHaveBeenCalledTimes(1);
      const [url, init] = post.mock.calls[0] as [string, { method: string; body: FormData }];
      expect(url).toBe('http://minio.test/hearth-media');
      expect(init.method).toBe('POST');
      const sent = [...init.body.entries()];
      expect(sent.map(([name]) => name)).toEqual(['key', 'Content-Type', 'acl', 'Policy', 'file']);
      expect(sent.slice(0, 4).map(([, value]) => value)).toEqual(fields.map((f) => f.value));
      expect((sent[4]![1] as File).name).toBe('me.png');
    });

    it('shows the check’s refusal when the confirmation refuses the bytes', async () => {
      globalThis.fetch = (async () => ({ ok: true, status: 204 })) as unknown as typeof fetch;
      renderForm(<GeneralInfoForm email="c@example.com" onSubmit={async () => ({ ok: true })} />, [
        signedPost,
        confirmed({
          __typename: 'ValidationError',
          errors: [
            {
              __typename: 'FieldError',
              field: 'image',
              message: UploadMessages.notTheDeclaredImage,
            },
          ],
        }),
      ]);
      choose();
      await waitFor(() =>
        expect(screen.getAllByText(UploadMessages.notTheDeclaredImage).length).toBeGreaterThan(0),
      );
      expect(screen.queryByRole('img', { name: 'Chef image: me.png' })).toBeNull();
    });
  });

  it('shows the upload failure message and a notice when the upload fails', async () => {
    globalThis.fetch = (async () => ({ ok: false, status: 403 })) as unknown as typeof fetch;
    renderForm(<GeneralInfoForm email="c@example.com" onSubmit={async () => ({ ok: true })} />, [
      signed('me.png'),
    ]);
    fireEvent.change(screen.getByLabelText('Chef image'), {
      target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(screen.getAllByText(UploadMessages.failed)).toHaveLength(2));
  });
});
