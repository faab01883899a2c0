/**
 * Test helper: an in-memory admin API behind Apollo's MockedProvider. Each admin-list query is
 * answered from arrays with the server's rules (search in e-mail and names, sort, paging), every
 * request is recorded, and `failNext` makes the next answers GraphQL errors.
 */
import {
  AdminChefWaitlistDocument,
  AdminFounderChefsDocument,
  AdminGuestWaitlistDocument,
  AdminListCsvDocument,
  AdminNewsletterSubscriptionsDocument,
  AdminUnverifiedChefsDocument,
  StaticAuthProvider,
  createCache,
  type SessionUser,
} from '@hearth/graphql-client';
import { ToastProvider, theme } from '@hearth/ui';
import { MockedProvider } from '@apollo/client/testing/react';
import type { DocumentNode } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ThemeProvider } from 'styled-components';

export interface Person {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  postalCode: string;
  createdAt: string;
}
export interface Chef extends Person {
  chefType: 'BETA' | 'FOUNDER';
  /** The chef account made with this e-mail (only the Founder Chefs query asks for it). */
  chef?: { id: string; status: 'INITIAL' | 'PENDING' | 'ACTIVE' | 'REJECTED' } | null;
}
export interface Subscriber {
  id: string;
  email: string;
  role: 'CHEF' | 'GUEST';
  createdAt: string;
}

type Vars = Record<string, unknown> & {
  page?: number;
  pageSize?: number;
  sort?: { field: string; direction: 'ASC' | 'DESC' } | null;
  search?: string | null;
};

const FIELD: Record<string, string> = {
  CREATED_AT: 'createdAt',
  EMAIL: 'email',
  FIRST_NAME: 'firstName',
  LAST_NAME: 'lastName',
  POSTAL_CODE: 'postalCode',
};

/** `n` guests, one a minute from 2026-01-01T00:00Z, `guest0001@example.com`… */
export function makeGuests(n: number): Person[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `g${i + 1}`,
    firstName: `First${String(i + 1).padStart(4, '0')}`,
    lastName: `Last${String(n - i).padStart(4, '0')}`,
    email: `guest${String(i + 1).padStart(4, '0')}@example.com`,
    phone: i % 2 === 0 ? '416-555-0100' : null,
    postalCode: `M5V ${i % 10}A${i % 7}`,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
  }));
}

export class FakeAdminApi {
  guests: Person[] = [];
  chefs: Chef[] = [];
  subscribers: Subscriber[] = [];
  requests: Array<{ operation: string; variables: Vars }> = [];
  /** How many of the next requests (any operation) answer with an error. */
  failNext = 0;
  csvText = 'First name,Last name\nAda,Byron\n';

  private filterSort<T extends Record<string, unknown>>(rows: T[], v: Vars): T[] {
    const term = (v.search ?? '').toLowerCase();
    const found = term
      ? rows.filter((r) =>
          ['email', 'firstName', 'lastName'].some((k) =>
            String(r[k] ?? '')
              .toLowerCase()
              .includes(term),
          ),
        )
      : rows;
    const key = FIELD[v.sort?.field ?? 'CREATED_AT']!;
    const sign = (v.sort?.direction ?? 'DESC') === 'ASC' ? 1 : -1;
    return [...found].sort((a, b) => sign * String(a[key]).localeCompare(String(b[key])));
  }

  private answer<T extends object>(
    operation: string,
    field: string,
    pageType: string,
    itemType: string,
    rows: T[],
    v: Vars,
    toItem: (row: T) => object,
  ) {
    this.requests.push({ operation, variables: v });
    if (this.failNext > 0) {
      this.failNext -= 1;
      return { errors: [{ message: 'Internal server error' }] };
    }
    const all = this.filterSort(rows as unknown as Array<Record<string, unknown>>, v) as T[];
    const page = v.page ?? 1;
    const pageSize = v.pageSize ?? 25;
    const items = all
      .slice((page - 1) * pageSize, page * pageSize)
      .map((r) => ({ __typename: itemType, ...toItem(r) }));
    return {
      data: { [field]: { __typename: pageType, items, totalCount: all.length, page, pageSize } },
    };
  }

  /**
   * A list query answered from `rows()` (read at request time), recorded as `operation`; each row
   * becomes an item through `toItem` (default: as it is).
   */
  private listMock<T extends object>(
    query: DocumentNode,
    operation: string,
    [field, pageType, itemType]: [string, string, string],
    rows: (v: Vars) => T[],
    toItem: (row: T) => object = (row) => row,
  ): MockLink.MockedResponse {
    return {
      request: { query, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: (v: Vars) => this.answer(operation, field, pageType, itemType, rows(v), v, toItem),
    };
  }

  mocks(): MockLink.MockedResponse[] {
    const chefPage: [string, string, string] = [
      'chefWaitlist',
      'ChefWaitlistPage',
      'ChefWaitlistRegistration',
    ];
    /** A registration as the Chef Waitlist query selects it (no chef account). */
    const registration = ({ chef: _chef, ...row }: Chef) => row;
    return [
      this.listMock(
        AdminGuestWaitlistDocument,
        'guestWaitlist',
        ['guestWaitlist', 'GuestWaitlistPage', 'GuestWaitlistEntry'],
        () => this.guests,
      ),
      this.listMock(
        AdminChefWaitlistDocument,
        'chefWaitlist',
        chefPage,
        (v) => this.chefs.filter((c) => !v['chefType'] || c.chefType === v['chefType']),
        registration,
      ),
      // Founder Chefs: the same field with chefType FOUNDER fixed in the document, plus `chef`.
      this.listMock(
        AdminFounderChefsDocument,
        'founderChefs',
        chefPage,
        () => this.chefs.filter((c) => c.chefType === 'FOUNDER'),
        (c) => ({
          ...registration(c),
          chef: c.chef ? { __typename: 'ChefApplication', ...c.chef } : null,
        }),
      ),
      this.listMock(
        AdminNewsletterSubscriptionsDocument,
        'newsletterSubscriptions',
        ['newsletterSubscriptions', 'NewsletterSubscriptionPage', 'NewsletterSubscription'],
        () => this.subscribers,
      ),
      // The admin home (Unverified Chef) opens first: an empty queue, not recorded (not a list).
      {
        request: { query: AdminUnverifiedChefsDocument, variables: () => true },
        maxUsageCount: Number.POSITIVE_INFINITY,
        result: { data: { unverifiedChefs: [] } },
      },
      {
        request: { query: AdminListCsvDocument, variables: () => true },
        maxUsageCount: Number.POSITIVE_INFINITY,
        result: (v: Vars) => {
          this.requests.push({ operation: 'adminListCsv', variables: v });
          if (this.failNext > 0) {
            this.failNext -= 1;
            return { errors: [{ message: 'Internal server error' }] };
          }
          return { data: { adminListCsv: this.csvText } };
        },
      },
    ];
  }

  /** Variables of the last request of `operation`. */
  last(operation: string): Vars | undefined {
    return this.requests.filter((r) => r.operation === operation).at(-1)?.variables;
  }
}

/** Renders `ui` (a remote's App or a panel) at /admin with the fake API and a signed-in `user`. */
export function renderWithApi(
  ui: ReactElement,
  api: FakeAdminApi,
  user: SessionUser | null = null,
): RenderResult {
  return render(
    <ThemeProvider theme={theme}>
      <MockedProvider mocks={api.mocks()} cache={createCache()}>
        <StaticAuthProvider status={user ? 'signedIn' : 'signedOut'} user={user}>
          <ToastProvider>
            <MemoryRouter initialEntries={['/admin']}>
              <Routes>
                <Route path="/" element={<p>Home page</p>} />
                <Route path="/admin/*" element={ui} />
              </Routes>
            </MemoryRouter>
          </ToastProvider>
        </StaticAuthProvider>
      </MockedProvider>
    </ThemeProvider>,
  );
}
