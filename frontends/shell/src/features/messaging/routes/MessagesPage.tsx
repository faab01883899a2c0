import { zodResolver } from '@hookform/resolvers/zod';
import {
  MessagingMessages,
  messageFormSchema,
  orderReference,
  type MessageFormData,
} from '@hearth/contracts';
import { useT } from '@hearth/i18n';
import { Button, EmptyState, ErrorBanner, Spinner } from '@hearth/ui';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { AttachmentPicker, AttachmentThumb } from '../../../../../shared/attachments/Attachment';
import { useAttachmentUpload } from '../../../../../shared/attachments/useAttachmentUpload';
import {
  useConversation,
  useMarkConversationRead,
  useMyConversations,
  useSendMessage,
} from '../api/conversations';
import '../translations';

const Wrap = styled.div`
  width: 100%;
  max-width: 760px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing(6)} ${({ theme }) => theme.spacing(4)};
  h1 {
    margin: 0 0 ${({ theme }) => theme.spacing(4)};
    font-size: 1.5rem;
    overflow-wrap: anywhere;
  }
`;
const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
`;
const Row = styled(Link)`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 4px 12px;
  padding: ${({ theme }) => theme.spacing(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: inherit;
  text-decoration: none;
  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  strong,
  span {
    overflow-wrap: anywhere;
    min-width: 0;
  }
`;
const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;
const Unread = styled.span`
  align-self: start;
  justify-self: end;
  padding: 0 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-size: 0.75rem;
  line-height: 20px;
  white-space: nowrap;
`;
const Thread = styled.ol`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.spacing(4)};
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
`;
const Bubble = styled.li<{ $mine: boolean }>`
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  max-width: min(80%, 520px);
  padding: ${({ theme }) => theme.spacing(2)} ${({ theme }) => theme.spacing(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ $mine, theme }) => ($mine ? theme.colors.primary : theme.colors.primarySoft)};
  color: ${({ $mine }) => ($mine ? '#fff' : 'inherit')};
  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  time {
    display: block;
    margin-top: 4px;
    font-size: 0.75rem;
    opacity: 0.8;
  }
`;
const Composer = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  textarea {
    width: 100%;
    min-height: 88px;
    padding: ${({ theme }) => theme.spacing(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
    resize: vertical;
  }
  button {
    justify-self: end;
  }
`;
const FieldError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;
const Back = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.spacing(3)};
`;

/** A conversation's title: the other side and what it is about. */
function useTitle() {
  const t = useT();
  return (c: {
    myRole: string;
    restaurantName: string;
    guestName: string;
    kind: string;
    orderId?: string | null;
  }) => {
    const other = c.myRole === 'CHEF' ? c.guestName : c.restaurantName;
    const about =
      c.kind === 'ORDER' && c.orderId
        ? t('Order {{short}}', { short: orderReference(c.orderId) })
        : t('Question before ordering');
    return { other, about };
  };
}

/**
 * /messages: the signed-in user's conversations, latest first, with each one's unread count;
 * refreshed on every live message push (polled while the stream is down).
 */
export function ConversationsPage() {
  const t = useT();
  const title = useTitle();
  const { data, loading, error, refetch } = useMyConversations();
  const conversations = data?.myConversations ?? [];
  return (
    <Wrap>
      <h1>{t('Messages')}</h1>
      {error && !data ? (
        <ErrorBanner>
          {t('Messages could not be loaded.')}{' '}
          <Button $variant="ghost" onClick={() => void refetch()}>
            {t('Try again')}
          </Button>
        </ErrorBanner>
      ) : loading && !data ? (
        <Spinner centered label={t('Loading…')} />
      ) : conversations.length === 0 ? (
        <EmptyState
          title={t('Messages')}
          description={t('No conversations yet. Ask a chef a question from their restaurant page.')}
        />
      ) : (
        <List data-testid="conversation-list">
          {conversations.map((c) => {
            const { other, about } = title(c);
            return (
              <li key={c.id}>
                <Row to={`/messages/${c.id}`} data-testid="conversation-row">
                  <strong>{other}</strong>
                  {c.unreadCount > 0 ? (
                    <Unread data-testid="conversation-unread">
                      {t('{{count}} unread', { count: c.unreadCount })}
                    </Unread>
                  ) : (
                    <span />
                  )}
                  <Muted>{about}</Muted>
                  <span />
                  <Muted>
                    {/* '' is a photo sent without a caption */}
                    {c.lastMessagePreview === '' ? t('Photo') : c.lastMessagePreview}
                  </Muted>
                </Row>
              </li>
            );
          })}
        </List>
      )}
    </Wrap>
  );
}

/**
 * /messages/:id: one conversation, oldest message first, as plain text (a link or a tag someone
 * typed stays text). Marks it read when it opens and whenever a push brings a new message while
 * it is open; the composer validates with the shared message rule (1–2000 characters).
 */
export function ConversationPage() {
  const { id = '' } = useParams();
  const t = useT();
  const title = useTitle();
  const { data, loading, error, refetch } = useConversation(id);
  const [markRead] = useMarkConversationRead();
  const [send] = useSendMessage();
  const [sendError, setSendError] = useState<string | null>(null);
  const attachment = useAttachmentUpload();
  const form = useForm<MessageFormData>({
    resolver: zodResolver(messageFormSchema),
    defaultValues: { body: '', imageUrl: null },
  });
  // The uploaded image takes part in validation: with one, the text is an optional caption.
  useEffect(() => {
    form.setValue('imageUrl', attachment.url ?? null);
    if (attachment.url) form.clearErrors('body');
  }, [attachment.url, form]);
  const unread = data?.conversation.unreadCount ?? 0;
  useEffect(() => {
    if (unread > 0) void markRead({ variables: { conversationId: id } }).catch(() => undefined);
  }, [unread, id, markRead]);
  const end = useRef<HTMLDivElement>(null);
  const count = data?.conversation.messages.length ?? 0;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);

  const onSubmit = form.handleSubmit(async ({ body }) => {
    setSendError(null);
    try {
      const result = (
        await send({ variables: { conversationId: id, body, imageUrl: attachment.url } })
      ).data?.sendMessage;
      if (result?.__typename === 'ValidationError') {
        // The server's rules refused it (nothing sent): the body's message goes under the field,
        // the image's below the form.
        for (const e of result.errors) {
          if (e.field === 'body')
            form.setError('body', { type: 'server', message: e.message }, { shouldFocus: true });
          else setSendError(e.message);
        }
        return;
      }
      if (result?.__typename !== 'ConversationMessage') {
        setSendError(MessagingMessages.sendFailed);
        return;
      }
      form.reset({ body: '', imageUrl: null });
      attachment.clear();
      await refetch();
    } catch (err) {
      const message = err instanceof Error ? err.message : '';
      setSendError(
        Object.values(MessagingMessages).includes(message as never) ||
          message.startsWith('Too many')
          ? message
          : MessagingMessages.sendFailed,
      );
    }
  });

  if (error && !data) {
    return (
      <Wrap>
        <Back to="/messages">← {t('All messages')}</Back>
        <ErrorBanner>{t(MessagingMessages.conversationNotFound)}</ErrorBanner>
      </Wrap>
    );
  }
  if (!data) {
    return (
      <Wrap>
        <Spinner centered label={t('Loading…')} />
      </Wrap>
    );
  }
  const c = data.conversation;
  const { other, about } = title(c);
  const bodyError = form.formState.errors.body?.message;
  return (
    <Wrap>
      <Back to="/messages">← {t('All messages')}</Back>
      <h1>{other}</h1>
      <Muted as="p" style={{ marginTop: -8, marginBottom: 16 }}>
        {about}
      </Muted>
      {c.messages.length === 0 ? (
        <p>{t('No messages yet. Write the first one.')}</p>
      ) : (
        <Thread aria-live="polite" data-testid="message-thread" aria-busy={loading || undefined}>
          {c.messages.map((m) => (
            <Bubble key={m.id} $mine={m.sentByMe} data-testid="message">
              {m.body && <p>{m.body}</p>}
              {m.imageViewUrl && (
                <AttachmentThumb
                  url={m.imageViewUrl}
                  label={
                    m.sentByMe
                      ? t('Your image')
                      : t('Image from {{name}}', {
                          name: m.senderRole === 'GUEST' ? c.guestName : c.restaurantName,
                        })
                  }
                />
              )}
              <time dateTime={String(m.createdAt)}>
                {m.sentByMe ? `${t('You')} · ` : ''}
                {new Date(m.createdAt as string).toLocaleString(undefined, {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                })}
              </time>
            </Bubble>
          ))}
        </Thread>
      )}
      <div ref={end} />
      {c.myRole !== 'ADMIN' && (
        <Composer onSubmit={(e) => void onSubmit(e)} noValidate>
          <label htmlFor="message-body">{t('Message')}</label>
          <textarea
            id="message-body"
            aria-invalid={bodyError ? true : undefined}
            aria-describedby={bodyError ? 'message-body-error' : undefined}
            {...form.register('body')}
          />
          {bodyError && <FieldError id="message-body-error">{t(bodyError)}</FieldError>}
          <AttachmentPicker
            label="Add a photo"
            state={attachment.state}
            onFile={(file) => void attachment.upload(file)}
            onRemove={attachment.clear}
          />
          {sendError && <FieldError role="alert">{t(sendError)}</FieldError>}
          <Button
            type="submit"
            disabled={form.formState.isSubmitting || attachment.state.status === 'uploading'}
          >
            {form.formState.isSubmitting ? t('Sending…') : t('Send')}
          </Button>
        </Composer>
      )}
    </Wrap>
  );
}

export default ConversationsPage;
