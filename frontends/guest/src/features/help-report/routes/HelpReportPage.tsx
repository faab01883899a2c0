import { zodResolver } from '@hookform/resolvers/zod';
import {
  HELP_REPORT_REASONS,
  MessagingMessages,
  helpReportSchema,
  orderReference,
  type HelpReportData,
} from '@hearth/contracts';
import { useLiveUpdates, type LiveMessage } from '@hearth/graphql-client';
import { useT } from '@hearth/i18n';
import { Button, Card, ErrorBanner, Spinner } from '@hearth/ui';
import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Muted, Page } from '../../../components/layout';
import { AttachmentPicker, AttachmentThumb } from '../../../../../shared/attachments/Attachment';
import { useAttachmentUpload } from '../../../../../shared/attachments/useAttachmentUpload';
import { REASON_LABELS } from '../translations';
import { useMyHelpReports, useReportableOrders, useReportProblem } from '../api/use-help-reports';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
  label {
    font-weight: 600;
  }
  select,
  textarea {
    width: 100%;
    box-sizing: border-box;
    padding: ${({ theme }) => theme.spacing(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
    background: #fff;
  }
  textarea {
    min-height: 120px;
  }
  button {
    justify-self: start;
  }
`;
const Field = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(1)};
`;
const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.875rem;
`;
const Done = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
`;
const Reports = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.spacing(3)};
  p {
    margin: 4px 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;
const Status = styled.span<{ $answered: boolean }>`
  display: inline-block;
  padding: 0 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ $answered, theme }) => ($answered ? theme.colors.successSoft : theme.colors.primarySoft)};
  color: ${({ $answered, theme }) => ($answered ? theme.colors.success : theme.colors.primaryHover)};
  font-size: 0.8125rem;
  font-weight: 600;
  line-height: 24px;
`;
const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px;
  strong {
    overflow-wrap: anywhere;
  }
`;

/** What the form says when filing failed for a reason that is not the guest's input. */
const FAILED = 'Something went wrong. Please try again.';

/**
 * /user/settings/help-report: report a problem with one of your orders (an order, a reason, a
 * description of 10–2000 characters, the shared help-report rule, an optional photo), and follow
 * your reports: OPEN
 * until an admin answers, then ANSWERED with the answer (refreshed live when it arrives).
 */
export function HelpReportPage() {
  const t = useT();
  const orders = useReportableOrders();
  const reports = useMyHelpReports();
  const report = useReportProblem();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const photo = useAttachmentUpload();
  const onLive = useCallback(
    (m: LiveMessage) => {
      if (m.kind === 'help-report') void reports.refetch();
    },
    [reports],
  );
  useLiveUpdates(onLive);
  const form = useForm<HelpReportData>({
    resolver: zodResolver(helpReportSchema),
    defaultValues: { orderId: '', reason: undefined, description: '' },
  });
  useEffect(() => {
    const first = orders.data?.reportableOrders[0];
    if (first && !form.getValues('orderId')) form.setValue('orderId', first.orderId);
  }, [orders.data, form]);
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    setSent(false);
    try {
      const result = await report({ ...values, photoUrl: photo.url });
      if (result?.__typename === 'ValidationError') {
        // The server's rules refused it (nothing filed): each message goes under its field.
        for (const e of result.errors) {
          if (e.field === 'reason' || e.field === 'description')
            form.setError(e.field, { type: 'server', message: e.message }, { shouldFocus: true });
          else if (e.field === 'photoUrl')
            form.setError('root.photoUrl', { type: 'server', message: e.message });
          else setFailure(e.message);
        }
        return;
      }
      if (result?.__typename !== 'HelpReport') {
        setFailure(result?.__typename === 'ServerError' ? result.message : FAILED);
        return;
      }
      photo.clear();
      // '' is no reason: the select shows 'Choose a reason' again (and the rule refuses it).
      form.reset({
        orderId: values.orderId,
        reason: '' as HelpReportData['reason'],
        description: '',
      });
      setSent(true);
      await reports.refetch();
    } catch (err) {
      const message = err instanceof Error ? err.message : '';
      setFailure(
        Object.values(MessagingMessages).includes(message as never) ||
          message.startsWith('Too many')
          ? message
          : FAILED,
      );
    }
  });
  const errors = form.formState.errors;
  const orderList = orders.data?.reportableOrders ?? [];
  const dateOf = (iso: unknown) =>
    new Date(iso as string).toLocaleDateString(undefined, { dateStyle: 'medium' });

  return (
    <Page>
      <title>{`${t('Report a problem')} · Hearth`}</title>
      <h1>{t('Report a problem')}</h1>
      <Muted>
        {t(
          'Report a problem with an order. An admin reads it, with your conversation with the chef, and answers here.',
        )}
      </Muted>
      <Card>
        {orders.loading && !orders.data ? (
          <Spinner centered label={t('Loading…')} />
        ) : orders.error && !orders.data ? (
          <ErrorBanner>{t('Reports could not be loaded.')}</ErrorBanner>
        ) : orderList.length === 0 ? (
          <p>{t('You have no orders to report yet.')}</p>
        ) : (
          <Form onSubmit={(e) => void onSubmit(e)} noValidate aria-label={t('Report a problem')}>
            <Field>
              <label htmlFor="report-order">{t('Order')}</label>
              <select id="report-order" {...form.register('orderId')}>
                {orderList.map((o) => (
                  <option key={o.orderId} value={o.orderId}>
                    {t('Order {{short}} · {{restaurant}} · {{date}}', {
                      short: orderReference(o.orderId),
                      restaurant: o.restaurantName,
                      date: dateOf(o.placedAt),
                    })}
                  </option>
                ))}
              </select>
              {errors.orderId?.message && <ErrorText>{t(errors.orderId.message)}</ErrorText>}
            </Field>
            <Field>
              <label htmlFor="report-reason">{t('Reason')}</label>
              <select
                id="report-reason"
                defaultValue=""
                aria-invalid={errors.reason ? true : undefined}
                {...form.register('reason')}
              >
                <option value="" disabled>
                  {t('Choose a reason')}
                </option>
                {HELP_REPORT_REASONS.map((r) => (
                  <option key={r} value={r}>
                    {t(REASON_LABELS[r] ?? r)}
                  </option>
                ))}
              </select>
              {errors.reason && (
                <ErrorText>
                  {t(errors.reason.message || MessagingMessages.reasonRequired)}
                </ErrorText>
              )}
            </Field>
            <Field>
              <label htmlFor="report-description">{t('Description')}</label>
              <textarea
                id="report-description"
                aria-invalid={errors.description ? true : undefined}
                {...form.register('description')}
              />
              {errors.description?.message && (
                <ErrorText>{t(errors.description.message)}</ErrorText>
              )}
            </Field>
            <AttachmentPicker
              label="Add a photo (optional)"
              state={photo.state}
              onFile={(file) => void photo.upload(file)}
              onRemove={photo.clear}
            />
            {errors.root?.photoUrl?.message && (
              <ErrorText role="alert">{t(errors.root.photoUrl.message)}</ErrorText>
            )}
            {failure && <ErrorText role="alert">{t(failure)}</ErrorText>}
            {sent && (
              <Done role="status">{t('Your report was sent. An admin will answer here.')}</Done>
            )}
            <Button
              type="submit"
              disabled={form.formState.isSubmitting || photo.state.status === 'uploading'}
            >
              {form.formState.isSubmitting ? t('Sending…') : t('Send report')}
            </Button>
          </Form>
        )}
      </Card>
      <h2>{t('Your reports')}</h2>
      {reports.error && !reports.data ? (
        <ErrorBanner>
          {t('Reports could not be loaded.')}{' '}
          <Button $variant="ghost" onClick={() => void reports.refetch()}>
            {t('Try again')}
          </Button>
        </ErrorBanner>
      ) : reports.loading && !reports.data ? (
        <Spinner centered label={t('Loading…')} />
      ) : (reports.data?.myHelpReports.length ?? 0) === 0 ? (
        <Muted>{t('No reports yet.')}</Muted>
      ) : (
        <Reports data-testid="help-reports">
          {reports.data!.myHelpReports.map((r) => (
            <Card as="li" key={r.id} data-testid="help-report">
              <Head>
                <strong>
                  {t(REASON_LABELS[r.reason] ?? r.reason)} · {r.restaurantName}
                </strong>
                <Status $answered={r.status === 'ANSWERED'} data-testid="help-report-status">
                  {r.status === 'ANSWERED' ? t('Answered') : t('Open')}
                </Status>
              </Head>
              <Muted>{dateOf(r.createdAt)}</Muted>
              <p>{r.description}</p>
              {r.photoViewUrl && (
                <AttachmentThumb url={r.photoViewUrl} label={t('Photo of the problem')} />
              )}
              {r.answer && (
                <>
                  <strong>{t('Answer from Hearth')}</strong>
                  <p data-testid="help-report-answer">{r.answer}</p>
                </>
              )}
            </Card>
          ))}
        </Reports>
      )}
    </Page>
  );
}
