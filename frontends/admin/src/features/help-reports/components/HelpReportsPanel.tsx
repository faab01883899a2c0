import { zodResolver } from '@hookform/resolvers/zod';
import {
  MessagingMessages,
  helpReportAnswerSchema,
  orderReference,
  type HelpReportAnswerData,
} from '@hearth/contracts';
import { Button, EmptyState, ErrorBanner, Spinner } from '@hearth/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { AttachmentThumb } from '../../../../../shared/attachments/Attachment';
import { StatusTag } from '../../../components/StatusTag';
import { RecordCardHead, RecordCards } from '../../../components/record-cards';
import { useAnswerHelpReport, useHelpReport, useHelpReports } from '../api/help-reports';

/** Shown for a report whose guest deleted their account (their description is erased). */
const ERASED_DESCRIPTION = 'The guest deleted their account; their words were removed.';

/** The label of each help-report reason. */
const REASONS: Record<string, string> = {
  MISSING_ITEMS: 'Missing items',
  WRONG_ORDER: 'Wrong order',
  QUALITY: 'Food quality',
  LATE_OR_NOT_DELIVERED: 'Late or not delivered',
  PAYMENT: 'Payment',
  OTHER: 'Other',
};

const Text = styled.p`
  margin: 0 0 ${({ theme }) => theme.spacing(2)};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;
const Thread = styled.ol`
  list-style: none;
  margin: ${({ theme }) => theme.spacing(2)} 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  li {
    padding: ${({ theme }) => theme.spacing(2)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  p {
    margin: 4px 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;
const AnswerForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing(2)};
  textarea {
    width: 100%;
    box-sizing: border-box;
    min-height: 96px;
    padding: ${({ theme }) => theme.spacing(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
  }
  button {
    justify-self: start;
  }
`;
const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;
const dateOf = (iso: unknown) =>
  new Date(iso as string).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One open report: the guest's words, the order's conversation (read-only) and the answer form. */
function ReportDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { data, loading, error, refetch } = useHelpReport(id);
  const [answer] = useAnswerHelpReport();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<HelpReportAnswerData>({
    resolver: zodResolver(helpReportAnswerSchema),
    defaultValues: { answer: '' },
  });
  if (loading && !data) return <Spinner centered label="Loading the report…" />;
  if (error || !data) return <ErrorBanner>{MessagingMessages.reportNotFound}</ErrorBanner>;
  const r = data.helpReport;
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = (await answer({ variables: { id, answer: values.answer } })).data
        ?.answerHelpReport;
      if (result?.__typename === 'ValidationError') {
        // The server's rule refused it (nothing saved, the guest not told): the answer's message
        // goes under the field, anything else below the form.
        for (const e of result.errors) {
          if (e.field === 'answer')
            form.setError('answer', { type: 'server', message: e.message }, { shouldFocus: true });
          else setFailure(e.message);
        }
        return;
      }
      if (result?.__typename !== 'HelpReport') {
        setFailure(
          result?.__typename === 'ServerError' ? result.message : MessagingMessages.answerFailed,
        );
        return;
      }
      form.reset({ answer: '' });
      await refetch();
    } catch (err) {
      // NOT_FOUND ('This report is not available.') keeps its message; anything else is ours.
      const message = err instanceof Error ? err.message : '';
      setFailure(
        Object.values(MessagingMessages).includes(message as never)
          ? message
          : MessagingMessages.answerFailed,
      );
    }
  });
  const answerError = form.formState.errors.answer?.message;
  return (
    <section aria-label="Help report" data-testid="help-report-detail">
      <Button $variant="ghost" onClick={onClose}>
        ← All reports
      </Button>
      <h2>
        {REASONS[r.reason] ?? r.reason} · {r.restaurantName}
      </h2>
      <Muted>
        {r.guestName} · order {orderReference(r.orderId)} · {dateOf(r.createdAt)}
      </Muted>
      <Text>{r.description || ERASED_DESCRIPTION}</Text>
      {r.photoViewUrl && (
        <AttachmentThumb url={r.photoViewUrl} label="The guest's photo of the problem" />
      )}
      <h3>Conversation about this order</h3>
      {!r.conversation || r.conversation.messages.length === 0 ? (
        <Muted>The guest and the chef have not written about this order.</Muted>
      ) : (
        <Thread data-testid="report-conversation">
          {r.conversation.messages.map((m) => (
            <li key={m.id}>
              <Muted>
                {m.senderRole === 'GUEST'
                  ? r.conversation!.guestName
                  : r.conversation!.restaurantName}{' '}
                · {dateOf(m.createdAt)}
              </Muted>
              <p>{m.body}</p>
              {m.imageViewUrl && (
                <AttachmentThumb url={m.imageViewUrl} label="Image in the conversation" />
              )}
            </li>
          ))}
        </Thread>
      )}
      {r.answer && (
        <>
          <h3>Your answer</h3>
          <Text data-testid="report-answer">{r.answer}</Text>
        </>
      )}
      <AnswerForm onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Answer the guest">
        <label htmlFor="report-answer">{r.answer ? 'Answer again' : 'Answer the guest'}</label>
        <textarea
          id="report-answer"
          aria-invalid={answerError ? true : undefined}
          aria-describedby={answerError ? 'report-answer-error' : undefined}
          {...form.register('answer')}
        />
        {answerError && <ErrorText id="report-answer-error">{answerError}</ErrorText>}
        {failure && <ErrorText role="alert">{failure}</ErrorText>}
        <Button type="submit" disabled={form.formState.isSubmitting}>
          Send answer
        </Button>
      </AnswerForm>
    </section>
  );
}

/**
 * Help Reports: every guest's report of a problem with an order, open ones first; opening one
 * shows the guest's description, the order's conversation between guest and chef (read-only:
 * an admin reads a conversation only through a report) and the answer form. Answering marks the
 * report ANSWERED and tells the guest.
 */
export function HelpReportsPanel() {
  const { data, loading, error, refetch } = useHelpReports();
  const [openId, setOpenId] = useState<string | null>(null);
  if (openId) {
    return (
      <ReportDetail
        id={openId}
        onClose={() => {
          setOpenId(null);
          void refetch();
        }}
      />
    );
  }
  if (loading && !data) return <Spinner centered label="Loading the reports…" />;
  if (error && !data) {
    return (
      <ErrorBanner>
        The reports could not be loaded.{' '}
        <Button $variant="ghost" onClick={() => void refetch()}>
          Try again
        </Button>
      </ErrorBanner>
    );
  }
  const reports = data?.helpReports ?? [];
  if (reports.length === 0) return <EmptyState title="No help reports yet." />;
  return (
    <RecordCards data-testid="help-report-list">
      {reports.map((r) => (
        <li key={r.id}>
          <RecordCardHead>
            <strong>
              {REASONS[r.reason] ?? r.reason} · {r.restaurantName}
            </strong>
            <StatusTag $tone={r.status === 'OPEN' ? 'busy' : 'done'}>
              {r.status === 'OPEN' ? 'Open' : 'Answered'}
            </StatusTag>
          </RecordCardHead>
          <Muted>
            {r.guestName} · order {orderReference(r.orderId)} · {dateOf(r.createdAt)}
          </Muted>
          <Text>{r.description || ERASED_DESCRIPTION}</Text>
          <Button $variant="secondary" onClick={() => setOpenId(r.id)}>
            Open report
          </Button>
        </li>
      ))}
    </RecordCards>
  );
}
