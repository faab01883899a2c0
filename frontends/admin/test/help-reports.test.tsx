/**
 * Admin Help Reports' answer form against an in-memory help-reports API behind Apollo's
 * MockedProvider: the browser's rule (a blank answer, nothing sent), the server's refusal as data
 * (a `ValidationError` on `answer`: its message under the field, the report unchanged), a failure
 * on our side (the `ServerError`'s message below the form) and an accepted answer.
 */
import { describe, expect, it } from '@jest/globals';
import { AuthMessages, MessagingMessages } from '@hearth/contracts';
import {
  AnswerHelpReportDocument,
  GetHelpReportDocument,
  GetHelpReportsDocument,
  StaticAuthProvider,
  createCache,
} from '@hearth/graphql-client';
import { ToastProvider, theme } from '@hearth/ui';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { users } from '../../shared/test-render';
import { HelpReportsPanel } from '../src/features/help-reports/components/HelpReportsPanel';

type Vars = Record<string, unknown>;
const forever = Number.POSITIVE_INFINITY;
const always = () => true;
const REPORT_ID = '0b6f6c7e-2a41-4d8e-9f3a-5c1d2e3f4a5b';

/**
 * An in-memory help-reports API with one open report. `answerHelpReport` answers as the server
 * does: a `ValidationError` on `answer` when `refuseWith` is set (the server's rule refused it;
 * nothing stored), a `ServerError` when `failWith` is set, otherwise the answered report.
 */
class FakeHelpReportsApi {
  answers: string[] = [];
  refuseWith: string | null = null;
  failWith: string | null = null;
  report: Record<string, unknown> = {
    __typename: 'HelpReport',
    id: REPORT_ID,
    orderId: 'a1b2c3d4-0000-4000-8000-000000000001',
    restaurantName: 'Rosa’s Kitchen',
    reason: 'MISSING_ITEMS',
    description: 'The garlic bread was missing.',
    photoUrl: null,
    photoViewUrl: null,
    status: 'OPEN',
    answer: null,
    answeredAt: null,
    createdAt: '2026-11-26T12:00:00.000Z',
    guestName: 'Gina',
  };

  mocks(): MockLink.MockedResponse[] {
    return [
      {
        request: { query: GetHelpReportsDocument, variables: always },
        maxUsageCount: forever,
        result: () => ({ data: { helpReports: [{ ...this.report }] } }),
      },
      {
        request: { query: GetHelpReportDocument, variables: always },
        maxUsageCount: forever,
        result: () => ({ data: { helpReport: { ...this.report, conversation: null } } }),
      },
      {
        request: { query: AnswerHelpReportDocument, variables: always },
        maxUsageCount: forever,
        result: (v: Vars) => {
          const answer = String(v['answer']);
          if (this.refuseWith)
            return {
              data: {
                answerHelpReport: {
                  __typename: 'ValidationError',
                  errors: [{ __typename: 'FieldError', field: 'answer', message: this.refuseWith }],
                },
              },
            };
          if (this.failWith)
            return {
              data: { answerHelpReport: { __typename: 'ServerError', message: this.failWith } },
            };
          this.answers.push(answer);
          this.report = {
            ...this.report,
            status: 'ANSWERED',
            answer: answer.trim(),
            answeredAt: '2026-11-26T13:00:00.000Z',
          };
          return { data: { answerHelpReport: { ...this.report } } };
        },
      },
    ];
  }
}

async function openReport(api: FakeHelpReportsApi) {
  const ue = userEvent.setup();
  render(
    <ThemeProvider theme={theme}>
      <MockedProvider mocks={api.mocks()} cache={createCache()}>
        <StaticAuthProvider status="signedIn" user={users.admin}>
          <ToastProvider>
            <HelpReportsPanel />
          </ToastProvider>
        </StaticAuthProvider>
      </MockedProvider>
    </ThemeProvider>,
  );
  // The report names its order by the reference the guest and the chef see.
  expect(await screen.findByText(/Gina · order #A1B2C3D4 · /)).toBeInTheDocument();
  await ue.click(await screen.findByRole('button', { name: 'Open report' }));
  expect(
    within(await screen.findByTestId('help-report-detail')).getByText(/Gina · order #A1B2C3D4 · /),
  ).toBeInTheDocument();
  const form = await screen.findByRole('form', { name: 'Answer the guest' });
  return { ue, form, box: within(form).getByRole('textbox', { name: 'Answer the guest' }) };
}

describe('admin Help Reports: the answer form', () => {
  it('keeps a blank answer in the browser with its message under the field', async () => {
    const api = new FakeHelpReportsApi();
    const { ue, form, box } = await openReport(api);
    await ue.type(box, '   ');
    await ue.click(within(form).getByRole('button', { name: 'Send answer' }));
    expect(await within(form).findByText(MessagingMessages.answerRequired)).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(api.answers).toEqual([]);
  });

  it("shows the server's refusal under the answer and leaves the report open; a failure on our side below the form; then answers", async () => {
    const api = new FakeHelpReportsApi();
    const { ue, form, box } = await openReport(api);
    api.refuseWith = MessagingMessages.answerTooLong;
    await ue.type(box, 'Sorry! We refunded the garlic bread.');
    await ue.click(within(form).getByRole('button', { name: 'Send answer' }));
    const message = await within(form).findByText(MessagingMessages.answerTooLong);
    // Under the field, read with it, the typed answer kept; nothing stored, so no answer shows.
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-describedby', message.id);
    expect(box).toHaveValue('Sorry! We refunded the garlic bread.');
    expect(box).toHaveFocus();
    expect(screen.queryByTestId('report-answer')).toBeNull();
    expect(api.answers).toEqual([]);

    api.refuseWith = null;
    api.failWith = AuthMessages.serverError;
    await ue.click(within(form).getByRole('button', { name: 'Send answer' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(AuthMessages.serverError);
    expect(within(form).queryByText(MessagingMessages.answerTooLong)).toBeNull();
    expect(screen.queryByTestId('report-answer')).toBeNull();

    api.failWith = null;
    await ue.click(within(form).getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByTestId('report-answer')).toHaveTextContent(
      'Sorry! We refunded the garlic bread.',
    );
    expect(api.answers).toEqual(['Sorry! We refunded the garlic bread.']);
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(box).toHaveValue('');
  });
});
