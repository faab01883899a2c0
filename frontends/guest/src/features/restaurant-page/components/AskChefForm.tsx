import { zodResolver } from '@hookform/resolvers/zod';
import { MessagingMessages, messageFormSchema, type MessageFormData } from '@hearth/contracts';
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
/**
 * The 'Ask the chef a question' form (AskChef opens it; loaded on that click, with its form and
 * validation libraries, not with the restaurant page — issue 25): a plain-text question (the
 * shared message rule, 1–2000 characters) to the restaurant's chef; the guest then lands on the
 * conversation (/messages/:id). `onCancel` closes it.
 */
export default function AskChefForm({
  restaurantId,
  onCancel,
}: {
  restaurantId: string;
  onCancel: () => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const ask = useAskRestaurant();
  const form = useForm<MessageFormData>({
    resolver: zodResolver(messageFormSchema),
    defaultValues: { body: '' },
  });
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
        <Button type="button" $variant="ghost" onClick={onCancel}>
          {t('Cancel')}
        </Button>
      </Actions>
    </Box>
  );
}
