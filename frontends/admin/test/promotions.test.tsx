/**
 * Admin Create Promotion against an in-memory promotions API behind Apollo's MockedProvider: the
 * form's browser rules (one message per bad value, nothing sent), what it sends (cents, local
 * dates, the zone, restrictions), the server's refusal under its field, and the list with Pause,
 * Resume and End (asked first).
 */
import { describe, expect, it } from '@jest/globals';
import { PromotionMessages } from '@hearth/contracts';
import {
  AdminCreatePromotionDocument,
  AdminEndPromotionDocument,
  AdminPausePromotionDocument,
  AdminPromotionTargetsDocument,
  AdminPromotionsDocument,
  AdminResumePromotionDocument,
  StaticAuthProvider,
  createCache,
} from '@hearth/graphql-client';
import { ToastProvider, theme } from '@hearth/ui';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { users } from '../../shared/test-render';
import { PromotionsPanel } from '../src/features/promotions/components/PromotionsPanel';

type Vars = Record<string, unknown>;
const forever = Number.POSITIVE_INFINITY;
const always = () => true;
const ROSA = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';

/** An in-memory promotions API: the server's answers, every call recorded. */
class FakePromotionsApi {
  calls: Array<{ operation: string; variables: Vars }> = [];
  promotions: Array<Record<string, unknown>> = [];

  /** A promotion as the API answers it, made from a create input. */
  promotion(input: Vars, id: string) {
    return {
      __typename: 'Promotion' as const,
      id,
      name: input['name'],
      kind: input['kind'],
      code: input['kind'] === 'CODE' ? String(input['code']).toUpperCase() : null,
      discountType: input['discountType'],
      percentOff: input['percentOff'] ?? null,
      amountOffCents: input['amountOffCents'] ?? null,
      minSubtotalCents: input['minSubtotalCents'] ?? 0,
      startsAt: '2026-12-01T14:00:00.000Z',
      endsAt: '2026-12-31T14:00:00.000Z',
      timeZone: input['timeZone'],
      totalLimit: input['totalLimit'] ?? null,
      perGuestLimit: input['perGuestLimit'] ?? null,
      redemptionCount: 0,
      restaurantIds: input['restaurantIds'] ?? [],
      cuisines: input['cuisines'] ?? [],
      firstOrderOnly: input['firstOrderOnly'] ?? false,
      waitlistOnly: input['waitlistOnly'] ?? false,
      fundedBy: input['fundedBy'],
      status: 'ACTIVE',
      createdAt: '2026-11-26T12:00:00.000Z',
    };
  }

  private change(operation: string, status: string) {
    const documents: Record<string, MockLink.MockedResponse['request']['query']> = {
      pausePromotion: AdminPausePromotionDocument,
      resumePromotion: AdminResumePromotionDocument,
      endPromotion: AdminEndPromotionDocument,
    };
    return {
      request: { query: documents[operation]!, variables: always },
      maxUsageCount: forever,
      result: (v: Vars) => {
        this.calls.push({ operation, variables: v });
        const row = this.promotions.find((p) => p['id'] === v['id'])!;
        row['status'] = status;
        return { data: { [operation]: row } };
      },
    };
  }

  mocks(): MockLink.MockedResponse[] {
    return [
      {
        request: { query: AdminPromotionsDocument, variables: always },
        maxUsageCount: forever,
        result: () => ({ data: { promotions: this.promotions.map((p) => ({ ...p })) } }),
      },
      {
        request: { query: AdminPromotionTargetsDocument, variables: always },
        maxUsageCount: forever,
        result: () => ({
          data: {
            promotionTargets: {
              __typename: 'PromotionTargets',
              restaurants: [
                {
                  __typename: 'PromotionRestaurant',
                  id: ROSA,
                  name: 'Rosa’s Kitchen',
                  cuisines: ['Italian'],
                },
              ],
              cuisines: ['Italian'],
            },
          },
        }),
      },
      {
        request: { query: AdminCreatePromotionDocument, variables: always },
        maxUsageCount: forever,
        result: (v: Vars) => {
          this.calls.push({ operation: 'createPromotion', variables: v });
          const input = v['input'] as Vars;
          if (input['code'] === 'TAKEN')
            return {
              data: {
                createPromotion: {
                  __typename: 'ValidationError',
                  errors: [
                    {
                      __typename: 'FieldError',
                      field: 'code',
                      message: PromotionMessages.codeTaken,
                    },
                  ],
                },
              },
            };
          const row = this.promotion(input, `p${this.promotions.length + 1}`);
          this.promotions.unshift(row);
          return { data: { createPromotion: row } };
        },
      },
      this.change('pausePromotion', 'PAUSED'),
      this.change('resumePromotion', 'ACTIVE'),
      this.change('endPromotion', 'ENDED'),
    ];
  }
}

function renderPanel(api: FakePromotionsApi) {
  return render(
    <ThemeProvider theme={theme}>
      <MockedProvider mocks={api.mocks()} cache={createCache()}>
        <StaticAuthProvider status="signedIn" user={users.admin}>
          <ToastProvider>
            <PromotionsPanel />
          </ToastProvider>
        </StaticAuthProvider>
      </MockedProvider>
    </ThemeProvider>,
  );
}

describe('admin Create Promotion', () => {
  it('shows a message for every bad value and sends nothing', async () => {
    const api = new FakePromotionsApi();
    const ue = userEvent.setup();
    renderPanel(api);
    await screen.findByText(/No promotions yet/);
    await ue.clear(screen.getByLabelText('Ends'));
    await ue.click(screen.getByLabelText(/The chef/));
    await ue.click(screen.getByRole('button', { name: 'Create promotion' }));
    const form = screen.getByRole('form', { name: 'Create promotion' });
    for (const message of [
      PromotionMessages.nameRequired,
      PromotionMessages.codeRequired,
      PromotionMessages.percentRange,
      PromotionMessages.endsAtRequired,
      PromotionMessages.chefFundedNeedsRestaurants,
    ])
      expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('sends cents, the local dates and zone, and shows the new promotion; a taken code goes under its field', async () => {
    const api = new FakePromotionsApi();
    const ue = userEvent.setup();
    renderPanel(api);
    await screen.findByText(/No promotions yet/);
    await ue.type(screen.getByLabelText('Name (admins only)'), 'Welcome');
    await ue.type(screen.getByLabelText('Code guests type'), 'taken');
    await ue.type(screen.getByLabelText('Percent off'), '15');
    await ue.type(screen.getByLabelText('Minimum subtotal ($, optional)'), '30');
    await ue.type(screen.getByLabelText('Total limit (orders, optional)'), '100');
    await ue.click(await screen.findByLabelText('Rosa’s Kitchen'));
    await ue.click(screen.getByRole('button', { name: 'Create promotion' }));
    expect(await screen.findByText(PromotionMessages.codeTaken)).toBeInTheDocument();
    await ue.clear(screen.getByLabelText('Code guests type'));
    await ue.type(screen.getByLabelText('Code guests type'), 'welcome15');
    await ue.click(screen.getByRole('button', { name: 'Create promotion' }));
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('WELCOME15')).toBeInTheDocument();
    const input = api.calls.at(-1)!.variables['input'] as Vars;
    expect(input).toMatchObject({
      name: 'Welcome',
      kind: 'CODE',
      code: 'WELCOME15',
      discountType: 'PERCENT',
      percentOff: 15,
      amountOffCents: null,
      minSubtotalCents: 3000,
      timeZone: 'America/Toronto',
      totalLimit: 100,
      perGuestLimit: 1,
      restaurantIds: [ROSA],
      fundedBy: 'PLATFORM',
    });
    expect(input['startsAt']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(within(table).getByText('15% off orders of $30.00 or more')).toBeInTheDocument();
    expect(within(table).getByText('Rosa’s Kitchen')).toBeInTheDocument();
    // The form starts again.
    expect(screen.getByLabelText('Name (admins only)')).toHaveValue('');
  });

  it('pauses, resumes and ends (after asking) a promotion', async () => {
    const api = new FakePromotionsApi();
    api.promotions = [
      api.promotion(
        {
          name: 'Autumn',
          kind: 'AUTOMATIC',
          discountType: 'FIXED',
          amountOffCents: 500,
          timeZone: 'America/Toronto',
          fundedBy: 'CHEF',
          restaurantIds: [ROSA],
        },
        'p1',
      ),
    ];
    const ue = userEvent.setup();
    renderPanel(api);
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Automatic offer')).toBeInTheDocument();
    await ue.click(within(table).getByRole('button', { name: 'Pause Autumn' }));
    await waitFor(() => expect(within(table).getByText('Paused')).toBeInTheDocument());
    await ue.click(within(table).getByRole('button', { name: 'Resume Autumn' }));
    await waitFor(() => expect(within(table).getByText('Running')).toBeInTheDocument());
    await ue.click(within(table).getByRole('button', { name: 'End Autumn' }));
    const dialog = await screen.findByRole('dialog', { name: 'End promotion' });
    await ue.click(within(dialog).getByRole('button', { name: 'End promotion' }));
    await waitFor(() => expect(within(table).getByText('Ended')).toBeInTheDocument());
    expect(api.calls.map((c) => c.operation)).toEqual([
      'pausePromotion',
      'resumePromotion',
      'endPromotion',
    ]);
  });
});
