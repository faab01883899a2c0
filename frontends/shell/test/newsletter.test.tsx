import { describe, expect, it, jest } from '@jest/globals';
import { WaitlistMessages } from '@hearth/contracts';
import { SubscribeNewsletterDocument } from '@hearth/graphql-client';
import { GraphQLError } from 'graphql';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NewsletterForm from '../src/features/footer/components/NewsletterForm';
import { Footer } from '../src/features/footer/components/Footer';
import { renderApp } from './render';

const EMAIL = 'ada@example.com';
type Result =
  | {
      __typename: 'NewsletterSubscription';
      id: string;
      email: string;
      role: 'CHEF';
      createdAt: string;
    }
  | {
      __typename: 'ValidationError';
      errors: { __typename: 'FieldError'; field: string; message: string }[];
    }
  | { __typename: 'ServerError'; message: string };

/** A mocked SubscribeNewsletter answering `result`; `calls` counts the requests that reached it. */
function subscribeMock(result: Result | GraphQLError, email = EMAIL) {
  const calls = jest.fn();
  return {
    calls,
    mock: {
      request: {
        query: SubscribeNewsletterDocument,
        variables: { input: { email, role: 'CHEF' } },
      },
      result: () => {
        calls();
        return result instanceof GraphQLError
          ? { errors: [result] }
          : { data: { subscribeNewsletter: result } };
      },
    },
  };
}

async function submit(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.click(screen.getByRole('button', { name: 'Subscribe' }));
}

describe('Newsletter modal', () => {
  it('opens from the footer with the e-mail field focused', async () => {
    const user = userEvent.setup();
    renderApp(<Footer />);
    await user.click(screen.getByRole('button', { name: 'Subscribe to our newsletter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Subscribe to our newsletter' });
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(dialog).toBeVisible();
  });

  it('shows the contract message under the field and sends nothing for an invalid e-mail', async () => {
    const { mock, calls } = subscribeMock({ __typename: 'ServerError', message: 'unused' }, 'nope');
    renderApp(<NewsletterForm onDone={() => undefined} />, { mocks: [mock] });
    await submit('nope');
    expect(await screen.findByText(WaitlistMessages.emailInvalid)).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.setup().clear(screen.getByLabelText('Email'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(WaitlistMessages.emailRequired)).toBeVisible();
    expect(calls).not.toHaveBeenCalled();
  });

  it('shows a server ValidationError (already subscribed) under the e-mail field', async () => {
    const { mock, calls } = subscribeMock({
      __typename: 'ValidationError',
      errors: [
        { __typename: 'FieldError', field: 'email', message: WaitlistMessages.alreadySubscribed },
      ],
    });
    renderApp(<NewsletterForm onDone={() => undefined} />, { mocks: [mock] });
    await submit(EMAIL);
    expect(await screen.findByText(WaitlistMessages.alreadySubscribed)).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveBeenCalledTimes(1);
  });

  it('shows a thank-you view after a successful subscription', async () => {
    const { mock } = subscribeMock({
      __typename: 'NewsletterSubscription',
      id: 'n1',
      email: EMAIL,
      role: 'CHEF',
      createdAt: '2026-11-21T10:00:00.000Z',
    });
    const onDone = jest.fn();
    renderApp(<NewsletterForm onDone={onDone} />, { mocks: [mock] });
    await submit(EMAIL);
    expect(
      await screen.findByRole('heading', { name: 'Thank you for subscribing!' }),
    ).toBeVisible();
    expect(screen.getByText(`We will send the next Hearth newsletter to ${EMAIL}.`)).toBeVisible();
    expect(screen.getByText('You are subscribed to the Hearth newsletter.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalled();
  });

  it('shows a ServerError and a GraphQL error (rate limit) as a banner, translated', async () => {
    const server = subscribeMock({
      __typename: 'ServerError',
      message: 'Something went wrong on our side. Please try again.',
    });
    renderApp(<NewsletterForm onDone={() => undefined} />, { mocks: [server.mock] });
    await submit(EMAIL);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again.',
    );
  });

  it('shows the rate-limit message in French', async () => {
    const limited = subscribeMock(
      new GraphQLError('Too many attempts. Please wait a minute and try again.', {
        extensions: { code: 'TOO_MANY_REQUESTS' },
      }),
    );
    renderApp(<NewsletterForm onDone={() => undefined} />, {
      mocks: [limited.mock],
      locale: 'fr-CA',
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Courriel'), EMAIL);
    await user.click(screen.getByRole('button', { name: 'S’abonner' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Trop de tentatives. Veuillez patienter une minute et réessayer.',
    );
  });
});
