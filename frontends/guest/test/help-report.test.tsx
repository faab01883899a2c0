import {
  GetMyHelpReportsDocument,
  GetReportableOrdersDocument,
  ReportProblemDocument,
} from '@hearth/graphql-client';
import type { MockedResponse } from '@apollo/client/testing';
import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { users } from '../../shared/test-render';
import { HelpReportPage } from '../src/features/help-report/routes/HelpReportPage';
import { renderWithProviders } from './providers';

const ORDER_ID = '6f1d2c1e-9a43-4d1b-8a51-2b7e3c4d5e6f';
const orders: MockedResponse = {
  request: { query: GetReportableOrdersDocument },
  result: {
    data: {
      reportableOrders: [
        {
          __typename: 'ReportableOrder',
          orderId: ORDER_ID,
          restaurantName: 'Nonna',
          totalCents: 2450,
          placedAt: '2026-11-20T18:00:00.000Z',
        },
      ],
    },
  },
};
const noReports: MockedResponse = {
  request: { query: GetMyHelpReportsDocument },
  result: { data: { myHelpReports: [] } },
};

describe('/user/settings/help-report', () => {
  it("shows each of the server's refusals under its own field and says nothing was sent", async () => {
    const refused: MockedResponse = {
      request: {
        query: ReportProblemDocument,
        variables: {
          orderId: ORDER_ID,
          reason: 'QUALITY',
          description: 'Cold when it came.',
          photoUrl: null,
        },
      },
      result: {
        data: {
          reportProblem: {
            __typename: 'ValidationError',
            errors: [
              {
                __typename: 'FieldError',
                field: 'description',
                message: 'A description can be at most 2000 characters.',
              },
              {
                __typename: 'FieldError',
                field: 'photoUrl',
                message: 'Attach an image uploaded here.',
              },
            ],
          },
        },
      },
    };
    renderWithProviders({
      routes: <Route path="/user/settings/help-report" element={<HelpReportPage />} />,
      path: '/user/settings/help-report',
      mocks: [orders, noReports, refused],
      user: users.guest,
    });
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Report a problem' });
    // The order is named by its reference, as on the guest's orders and e-mails.
    expect(screen.getByRole('option', { name: /^Order #6F1D2C1E · / })).toHaveValue(ORDER_ID);
    await user.selectOptions(screen.getByLabelText('Reason'), 'QUALITY');
    await user.type(screen.getByLabelText('Description'), 'Cold when it came.');
    await user.click(screen.getByRole('button', { name: 'Send report' }));

    const description = screen.getByLabelText('Description');
    expect(
      await screen.findByText('A description can be at most 2000 characters.'),
    ).toBeInTheDocument();
    expect(description).toHaveAttribute('aria-invalid', 'true');
    expect(description).toHaveFocus();
    // The description's message sits in the description's own field, the photo's after the picker.
    expect(description.parentElement).toHaveTextContent(
      'A description can be at most 2000 characters.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Attach an image uploaded here.');
    expect(screen.queryByText('Your report was sent. An admin will answer here.')).toBeNull();
    // What the guest typed stays for them to fix.
    expect(description).toHaveValue('Cold when it came.');
  });
});
