import {
  NEWSLETTER_BODY_MAX,
  newsletterPostSchema,
  type NewsletterPostInput,
} from '@hearth/contracts';
import type { AdminNewsletterFieldsFragment, NewsletterAudience } from '@hearth/graphql-client';
import { Button, ErrorBanner, Modal, TextField, media, useToast } from '@hearth/ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { formatCount } from '../../../lib/format';
import {
  AUDIENCE_LABELS,
  AUDIENCE_ORDER,
  PostNewsletterMessages as M,
  recipients,
} from '../utils/messages';
import {
  useNewsletterAudiences,
  useSendNewsletter,
  useSendNewsletterTest,
} from '../api/newsletters';
import { MarkdownPreview } from './MarkdownPreview';
import { DialogButtons } from '../../../components/record-cards';

type FormValues = NewsletterPostInput;
/** An empty form: no audience chosen yet ('' fails the schema with 'Choose who gets the newsletter.'). */
const EMPTY = { subject: '', body: '', audience: '' } as unknown as FormValues;
const FIELDS = ['subject', 'body', 'audience'] as const;

const Form = styled.form`
  display: flex;
  flex-direction: column;
`;
const Field = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  gap: ${({ theme }) => theme.spacing(1)};
  margin-bottom: ${({ theme }) => theme.spacing(4)};
  label,
  .label {
    font-weight: 600;
    font-size: 0.9375rem;
  }
  select,
  textarea {
    width: 100%;
    font: inherit;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  select {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.spacing(3)};
  }
  textarea {
    min-height: 240px;
    padding: ${({ theme }) => theme.spacing(3)};
    resize: vertical;
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.9375rem;
    line-height: 1.5;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;
const Note = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
`;
const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing(4)};
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 0;
  }
`;
const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
`;
const Sent = styled.p`
  margin: ${({ theme }) => theme.spacing(3)} 0 0;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
  overflow-wrap: anywhere;
`;

/**
 * Writing a newsletter: subject, audience (with how many addresses each reaches now) and a
 * Markdown body beside its live preview (under it on phones). "Send me a test" e-mails it to the
 * signed-in admin; "Send newsletter…" asks to confirm with the recipient count, then queues it for
 * the background sender and calls `onSent`. The form's newsletter id is chosen once per
 * newsletter, so a double click or a retried request never sends twice. Errors the server returns
 * show under their field.
 */
export function ComposeForm({ onSent }: { onSent: (n: AdminNewsletterFieldsFragment) => void }) {
  const toast = useToast();
  const ids = { audience: useId(), body: useId(), preview: useId() };
  const [newsletterId, setNewsletterId] = useState(() => crypto.randomUUID());
  const [banner, setBanner] = useState<string | null>(null);
  const [testTo, setTestTo] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<FormValues | null>(null);
  const audiences = useNewsletterAudiences();
  const [sendTest, testState] = useSendNewsletterTest();
  const [send, sendState] = useSendNewsletter();
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    setError,
    reset,
    control,
    formState: { errors },
  } = useForm<FormValues>({
    resolver: zodResolver(newsletterPostSchema),
    defaultValues: EMPTY,
  });
  const body = useWatch({ control, name: 'body' }) ?? '';
  const sizes = new Map(
    (audiences.data?.newsletterAudiences ?? []).map((a) => [a.audience, a.recipientCount]),
  );

  /** Puts the server's field errors under their fields; anything else in the banner. */
  const showErrors = (list: ReadonlyArray<{ field: string; message: string }>) => {
    const unplaced: string[] = [];
    for (const { field, message } of list) {
      const name = FIELDS.find((f) => f === field);
      if (name) setError(name, { type: 'server', message }, { shouldFocus: true });
      else unplaced.push(message);
    }
    setBanner(unplaced.length ? unplaced.join(' ') : null);
  };

  const onTest = async () => {
    setBanner(null);
    setTestTo(null);
    if (!(await trigger(['subject', 'body'], { shouldFocus: true }))) return;
    const { subject, body: text } = getValues();
    try {
      const { data } = await sendTest({ variables: { input: { subject, body: text } } });
      const result = data?.sendNewsletterTest;
      if (result?.__typename === 'NewsletterTestSent') {
        setTestTo(result.to);
      } else if (result?.__typename === 'ValidationError') showErrors(result.errors);
      else setBanner(result?.__typename === 'ServerError' ? result.message : M.sendFailed);
    } catch {
      setBanner(M.sendFailed);
    }
  };

  const onConfirm = async () => {
    if (!confirming) return;
    setBanner(null);
    try {
      const { data } = await send({ variables: { input: { id: newsletterId, ...confirming } } });
      const result = data?.sendNewsletter;
      setConfirming(null);
      if (result?.__typename === 'Newsletter') {
        toast.show(M.queued(formatCount(result.recipientCount)), { tone: 'success' });
        reset(EMPTY);
        setTestTo(null);
        setNewsletterId(crypto.randomUUID());
        onSent(result);
      } else if (result?.__typename === 'ValidationError') showErrors(result.errors);
      else setBanner(result?.__typename === 'ServerError' ? result.message : M.sendFailed);
    } catch {
      setConfirming(null);
      setBanner(M.sendFailed);
    }
  };

  const audienceError = errors.audience?.message;
  const bodyError = errors.body?.message;
  const chosen = confirming?.audience as NewsletterAudience | undefined;
  const chosenSize = chosen ? (sizes.get(chosen) ?? 0) : 0;
  return (
    <>
      <Form
        onSubmit={handleSubmit((values) => setConfirming(values))}
        noValidate
        aria-label="Write a newsletter"
      >
        {banner && <ErrorBanner>{banner}</ErrorBanner>}
        <TextField
          label="Subject"
          autoComplete="off"
          maxLength={150}
          error={errors.subject?.message}
          {...register('subject')}
        />
        <Field>
          <label htmlFor={ids.audience}>Audience</label>
          <select
            id={ids.audience}
            aria-invalid={audienceError ? true : undefined}
            aria-describedby={audienceError ? `${ids.audience}-error` : undefined}
            {...register('audience')}
          >
            <option value="" disabled>
              Choose who gets it
            </option>
            {AUDIENCE_ORDER.map((a) => (
              <option key={a} value={a}>
                {AUDIENCE_LABELS[a]}
                {sizes.has(a) ? ` (${formatCount(sizes.get(a)!)})` : ''}
              </option>
            ))}
          </select>
          {audienceError && (
            <Note id={`${ids.audience}-error`} $error role="alert">
              {audienceError}
            </Note>
          )}
          {audiences.error && <Note $error>{M.audiencesFailed}</Note>}
        </Field>
        <Columns>
          <Field>
            <label htmlFor={ids.body}>Newsletter (Markdown)</label>
            <textarea
              id={ids.body}
              maxLength={NEWSLETTER_BODY_MAX}
              aria-invalid={bodyError ? true : undefined}
              aria-describedby={`${ids.body}-note`}
              {...register('body')}
            />
            <Note
              id={`${ids.body}-note`}
              $error={Boolean(bodyError)}
              role={bodyError ? 'alert' : undefined}
            >
              {bodyError ?? M.markdownHint}
            </Note>
          </Field>
          <Field>
            <span className="label" id={ids.preview}>
              Preview
            </span>
            <div role="region" aria-labelledby={ids.preview}>
              <MarkdownPreview markdown={body} />
            </div>
          </Field>
        </Columns>
        <Buttons>
          <Button
            type="button"
            $variant="secondary"
            onClick={() => void onTest()}
            disabled={testState.loading}
            aria-busy={testState.loading || undefined}
          >
            {testState.loading ? 'Sending test…' : 'Send me a test'}
          </Button>
          <Button type="submit">Send newsletter…</Button>
        </Buttons>
        {testTo && <Sent role="status">{M.testSent(testTo)}</Sent>}
      </Form>
      {confirming && chosen && (
        <Modal open onClose={() => setConfirming(null)} title="Send this newsletter?">
          <p>
            “{confirming.subject}” goes to {AUDIENCE_LABELS[chosen].toLowerCase()}:{' '}
            <strong>{recipients(chosenSize, formatCount(chosenSize))}</strong>. Each address gets it
            once. It cannot be undone.
          </p>
          <DialogButtons>
            <Button $variant="secondary" onClick={() => setConfirming(null)} data-autofocus>
              Go back
            </Button>
            <Button
              onClick={() => void onConfirm()}
              disabled={sendState.loading}
              aria-busy={sendState.loading || undefined}
            >
              {sendState.loading ? 'Sending…' : 'Send now'}
            </Button>
          </DialogButtons>
        </Modal>
      )}
    </>
  );
}
