import { zodResolver } from '@hookform/resolvers/zod';
import { MessagingMessages, messageFormSchema, type MessageFormData } from '@hearth/contracts';
import { useAuth } from '@hearth/graphql-client';
import { useT } from '@hearth/i18n';
import { Button } from '@hearth/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useAskRestaurant } from '../api/use-ask-restaurant';

const Box = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: ${({ theme }) => theme.spacing(3)} 0 ${({ theme }) => theme.spacing(5)};
  max-width: 560px;
  textarea {
    width: 100%;
    box-sizing: border-box;
    min-height: 88px;
    padding: ${({ theme }) => theme.spacing(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
`;
const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;
const Opener = styled.div`
  margin: ${({ theme }) => theme.spacing(3)} 0 ${({ theme }) => theme.spacing(5)};
`;

/**
 * 'Ask the chef a question' on the restaurant page, for signed-in guests: a plain-text question
 * (the shared message rule, 1–2000 characters) goes to the restaurant's chef in the guest's
 * question thread with that restaurant; the guest then lands on the conversation (/messages/:id).
 */
export function AskChef({ restaurantId }: { restaurantId: string }) {
  const t = useT();
  const { status, user } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const ask = useAskRestaurant();
  const form = useForm<MessageFormData>({
    resolver: zodResolver(messageFormSchema),
    defaultValues: { body: '' },
  });
  if (status !== 'signedIn' || user?.role !== 'GUEST' || user.status !== 'ACTIVE') return null;
  if (!open) {
    return (
      <Opener>
        <Button $variant="secondary" onClick={() => setOpen(true)} data-testid="ask-chef">
          {t('Ask the chef a question')}
        </Button>
      </Opener>
    );
  }
  const onSubmit = form.handleSubmit(async ({ body }) => {
    setFailure(null);
    try {
      const result = await ask(restaurantId, body);
      if (result?.__typename === 'Conversation') {
        void navigate(`/messages/${result.id}`);
        return;
      }
      if (result?.__typename === 'ValidationError') {
        // Refused by the server's rules (nothing sent): the body's message under the field,
        // anything else (the chef's own restaurant) below the form.
        for (const e of result.errors) {
          if (e.field === 'body') form.setError('body', { type: 'server', message: e.message });
          else setFailure(e.message);
        }
        return;
      }
      setFailure(MessagingMessages.sendFailed);
    } catch (err) {
      const message = err instanceof Error ? err.message : '';
      setFailure(
        Object.values(MessagingMessages).includes(message as never) ||
          message.startsWith('Too many')
          ? message
          : MessagingMessages.sendFailed,
      );
    }
  });
  const error = form.formState.errors.body?.message;
  return (
    <Box onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('Ask the chef a question')}>
      <label htmlFor="ask-chef-body">{t('Your question to the chef')}</label>
      <textarea
        id="ask-chef-body"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'ask-chef-error' : undefined}
        {...form.register('body')}
      />
      {error && <ErrorText id="ask-chef-error">{t(error)}</ErrorText>}
      {failure && <ErrorText role="alert">{t(failure)}</ErrorText>}
      <Actions>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {t('Send question')}
        </Button>
        <Button type="button" $variant="ghost" onClick={() => setOpen(false)}>
          {t('Cancel')}
        </Button>
      </Actions>
    </Box>
  );
}
