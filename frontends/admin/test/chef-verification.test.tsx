/**
 * Admin chef verification panels (Unverified Chef, All Chefs) against a fake
 * API behind Apollo's MockedProvider: what the admin sees, the confirm dialogs, the required
 * rejection reason, toasts, and the loading / empty / error states.
 */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { ChefProfileMessages } from '@hearth/contracts';
import {
  AdminChefsDocument,
  AdminUnverifiedChefsDocument,
  ApproveChefDocument,
  CertificateViewUrlDocument,
  RejectChefDocument,
  StaticAuthProvider,
  createCache,
} from '@hearth/graphql-client';
import { ToastProvider, theme } from '@hearth/ui';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { users } from '../../shared/test-render';
import { AllChefsPanel } from '../src/features/all-chefs/components/AllChefsPanel';
import { UnverifiedChefsPanel } from '../src/features/unverified-chefs/components/UnverifiedChefsPanel';
import { UnverifiedChefMessages } from '../src/features/unverified-chefs/utils/messages';

type Vars = Record<string, unknown>;
const forever = Number.POSITIVE_INFINITY;
const always = () => true;

const application = (id: string, firstName: string, isFounder = false) => ({
  __typename: 'ChefApplication' as const,
  id,
  email: `${firstName.toLowerCase()}@example.com`,
  firstName,
  lastName: 'Cook',
  status: 'PENDING' as const,
  submittedAt: '2026-11-20T14:00:00.000Z',
  isFounder,
  user: {
    __typename: 'User' as const,
    id,
    chefProfile: {
      __typename: 'ChefProfile' as const,
      addressLine1: '1 Front St W',
      addressLine2: null,
      city: 'Toronto',
      province: 'ON',
      postalCode: 'M5J 2X6',
      country: 'Canada',
      imageUrl: `https://cdn.example.com/${id}.png`,
      dateOfBirth: '1990-01-15',
      description: 'Home-style Italian cooking for everyone.',
      experienceYears: 7,
      phone: '416 555 0100',
      qualifications: 'Red Seal',
      certificateUrl: `https://cdn.example.com/${id}-cert.pdf`,
    },
    restaurant: {
      __typename: 'Restaurant' as const,
      id: `r-${id}`,
      name: `${firstName}'s Kitchen`,
      description: 'Lasagna and tiramisu',
      cuisines: ['Italian', 'Desserts'],
      offersDelivery: true,
      offersPickup: false,
      deliveryRadiusKm: 8,
      imageUrl: `https://cdn.example.com/${id}-banner.png`,
      city: 'Toronto',
      province: 'ON',
    },
  },
});

/** An in-memory verification API: the queue, decisions (recorded), and failure switches. */
class FakeVerificationApi {
  queue = [application('u1', 'Ann', true), application('u2', 'Bob')];
  calls: Array<{ operation: string; variables: Vars }> = [];
  failQueue = 0;
  approveAnswer: Record<string, unknown> | null = null;

  private user(id: string, status: string) {
    return { __typename: 'User', id, status };
  }

  mocks(): MockLink.MockedResponse[] {
    return [
      {
        request: { query: AdminUnverifiedChefsDocument, variables: always },
        maxUsageCount: forever,
        result: (v: Vars) => {
          this.calls.push({ operation: 'unverifiedChefs', variables: v });
          if (this.failQueue > 0) {
            this.failQueue -= 1;
            return { errors: [{ message: 'Internal server error' }] };
          }
          return { data: { unverifiedChefs: this.queue } };
        },
      },
      {
        request: { query: ApproveChefDocument, variables: always },
        maxUsageCount: forever,
        result: (v: Vars) => {
          this.calls.push({ operation: 'approveChef', variables: v });
          if (this.approveAnswer) return { data: { approveChef: this.approveAnswer } };
          this.queue = this.queue.filter((c) => c.id !== v['userId']);
          return { data: { approveChef: this.user(String(v['userId']), 'ACTIVE') } };
        },
      },
      {
        request: { query: RejectChefDocument, variables: always },
        maxUsageCount: forever,
        result: (v: Vars) => {
          this.calls.push({ operation: 'rejectChef', variables: v });
          this.queue = this.queue.filter((c) => c.id !== v['userId']);
          return { data: { rejectChef: this.user(String(v['userId']), 'REJECTED') } };
        },
      },
      {
        // Certificates are private: the card links to a short-lived signed address for each.
        request: { query: CertificateViewUrlDocument, variables: always },
        maxUsageCount: forever,
        result: (v: Vars) => ({
          data: {
            certificateViewUrl: `${String(v['certificateUrl'])}?X-Amz-Expires=300&X-Amz-Signature=test`,
          },
        }),
      },
      {
        request: { query: AdminChefsDocument, variables: always },
        maxUsageCount: forever,
        result: (v: Vars) => {
          this.calls.push({ operation: 'chefs', variables: v });
          const all = [
            { id: 'u1', firstName: 'Ann', status: 'ACTIVE', isFounder: true, reason: null },
            { id: 'u2', firstName: 'Bob', status: 'REJECTED', isFounder: false, reason: 'No' },
            { id: 'u3', firstName: 'Cy', status: 'INITIAL', isFounder: false, reason: null },
          ].filter((c) => !v['status'] || c.status === v['status']);
          return {
            data: {
              chefs: {
                __typename: 'ChefListPage',
                totalCount: all.length,
                page: 1,
                pageSize: 25,
                items: all.map((c) => ({
                  __typename: 'ChefApplication',
                  id: c.id,
                  email: `${c.firstName.toLowerCase()}@example.com`,
                  firstName: c.firstName,
                  lastName: 'Cook',
                  status: c.status,
                  createdAt: '2026-11-01T12:00:00.000Z',
                  submittedAt: null,
                  rejectionReason: c.reason,
                  isFounder: c.isFounder,
                })),
              },
            },
          };
        },
      },
    ];
  }

  count(operation: string) {
    return this.calls.filter((c) => c.operation === operation).length;
  }
}

function renderPanel(ui: ReactElement, api: FakeVerificationApi) {
  return render(
    <ThemeProvider theme={theme}>
      <MockedProvider mocks={api.mocks()} cache={createCache()}>
        <StaticAuthProvider status="signedIn" user={users.admin}>
          <ToastProvider>{ui}</ToastProvider>
        </StaticAuthProvider>
      </MockedProvider>
    </ThemeProvider>,
  );
}

const card = (name: string) => screen.getByRole('article', { name });

describe('Unverified Chef', () => {
  let api: FakeVerificationApi;
  beforeEach(() => {
    api = new FakeVerificationApi();
  });

  it("shows each application's profile, credentials, certificate and restaurant", async () => {
    renderPanel(<UnverifiedChefsPanel />, api);
    expect(screen.getByText(UnverifiedChefMessages.loading)).toBeInTheDocument();
    const ann = await screen.findByRole('article', { name: 'Ann Cook' });
    expect(screen.getAllByTestId('chef-application')).toHaveLength(2);
    const profile = within(ann).getByRole('region', { name: 'Profile of Ann Cook' });
    expect(profile).toHaveTextContent('ann@example.com');
    expect(profile).toHaveTextContent('416 555 0100');
    expect(profile).toHaveTextContent('Toronto, ON');
    expect(profile).toHaveTextContent(/1990-01-15 \(age \d+\)/);
    expect(profile).toHaveTextContent('Home-style Italian cooking for everyone.');
    expect(within(ann).getByRole('img', { name: 'Photo of Ann Cook' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/u1.png',
    );
    const credentials = within(ann).getByRole('region', { name: 'Credentials of Ann Cook' });
    expect(credentials).toHaveTextContent('7 years');
    expect(credentials).toHaveTextContent('Red Seal');
    expect(
      await within(credentials).findByRole('link', { name: 'View certificate' }),
    ).toHaveAttribute(
      'href',
      'https://cdn.example.com/u1-cert.pdf?X-Amz-Expires=300&X-Amz-Signature=test',
    );
    const restaurant = within(ann).getByRole('region', { name: 'Restaurant of Ann Cook' });
    expect(restaurant).toHaveTextContent("Ann's Kitchen");
    expect(restaurant).toHaveTextContent('Italian, Desserts');
    expect(restaurant).toHaveTextContent('Delivery');
    expect(restaurant).not.toHaveTextContent('Pickup');
    expect(within(ann).getByText('Founder chef')).toBeInTheDocument();
    expect(within(card('Bob Cook')).queryByText('Founder chef')).not.toBeInTheDocument();
  });

  it('approves after confirming: the row leaves the queue and a success toast shows', async () => {
    const ue = userEvent.setup();
    renderPanel(<UnverifiedChefsPanel />, api);
    await screen.findByRole('article', { name: 'Ann Cook' });
    await ue.click(screen.getByRole('button', { name: 'Approve Ann Cook' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve Ann Cook?' });
    await ue.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.count('approveChef')).toBe(0);

    await ue.click(screen.getByRole('button', { name: 'Approve Ann Cook' }));
    await ue.click(screen.getByRole('button', { name: 'Yes, approve' }));
    expect(
      await screen.findByText(UnverifiedChefMessages.approved('Ann Cook')),
    ).toBeInTheDocument();
    expect(api.calls.find((c) => c.operation === 'approveChef')?.variables).toEqual({
      userId: 'u1',
    });
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Ann Cook' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: 'Bob Cook' })).toBeInTheDocument();
  });

  it('requires a reason to reject (nothing sent without one), then rejects with it', async () => {
    const ue = userEvent.setup();
    renderPanel(<UnverifiedChefsPanel />, api);
    await screen.findByRole('article', { name: 'Bob Cook' });
    await ue.click(screen.getByRole('button', { name: 'Reject Bob Cook' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Bob Cook?' });
    const reason = within(dialog).getByLabelText('Reason for the rejection');
    expect(reason).toHaveFocus();
    await ue.type(reason, '   ');
    await ue.click(within(dialog).getByRole('button', { name: 'Yes, reject' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      ChefProfileMessages.rejectionReasonRequired,
    );
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(api.count('rejectChef')).toBe(0);

    await ue.type(reason, 'Certificate expired  ');
    await ue.keyboard('{Tab}{Tab}{Enter}');
    expect(
      await screen.findByText(UnverifiedChefMessages.rejected('Bob Cook')),
    ).toBeInTheDocument();
    expect(api.calls.find((c) => c.operation === 'rejectChef')?.variables).toEqual({
      userId: 'u2',
      reason: 'Certificate expired',
    });
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Bob Cook' })).not.toBeInTheDocument(),
    );
  });

  it('shows the server’s message when a decision is refused, and keeps the application', async () => {
    const ue = userEvent.setup();
    api.approveAnswer = {
      __typename: 'ValidationError',
      errors: [
        { __typename: 'FieldError', field: 'status', message: ChefProfileMessages.notPending },
      ],
    };
    renderPanel(<UnverifiedChefsPanel />, api);
    await screen.findByRole('article', { name: 'Ann Cook' });
    await ue.click(screen.getByRole('button', { name: 'Approve Ann Cook' }));
    await ue.click(screen.getByRole('button', { name: 'Yes, approve' }));
    expect(await screen.findByText(ChefProfileMessages.notPending)).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Ann Cook' })).toBeInTheDocument();
  });

  it("says 'No chef applications waiting' when the queue is empty", async () => {
    api.queue = [];
    renderPanel(<UnverifiedChefsPanel />, api);
    expect(await screen.findByText(UnverifiedChefMessages.empty)).toBeInTheDocument();
  });

  it('shows an error with Retry when the queue cannot be loaded', async () => {
    const ue = userEvent.setup();
    api.failQueue = 1;
    renderPanel(<UnverifiedChefsPanel />, api);
    expect(await screen.findByRole('alert')).toHaveTextContent(UnverifiedChefMessages.loadFailed);
    await ue.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Ann Cook' })).toBeInTheDocument();
  });
});

describe('All Chefs', () => {
  it('lists every chef with status and founder flag, and filters by status', async () => {
    const ue = userEvent.setup();
    const api = new FakeVerificationApi();
    renderPanel(<AllChefsPanel />, api);
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows.map((r) => [r[0], r[3], r[4]])).toEqual([
      ['Ann', 'Active', 'Founder'],
      ['Bob', 'Rejected', '—'],
      ['Cy', 'Initial', '—'],
    ]);
    await ue.selectOptions(screen.getByLabelText('Status'), 'Rejected');
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2),
    );
    expect(api.calls.at(-1)?.variables).toMatchObject({ status: 'REJECTED', page: 1 });
  });
});
