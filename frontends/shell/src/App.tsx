import { ApolloGate } from '@hearth/graphql-client/session';
import { useT } from '@hearth/i18n';
import { Spinner } from '@hearth/ui';
import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import styled from 'styled-components';
import { NotFoundPage } from '../../shared/not-found/NotFoundPage';
import { NotFoundText } from '../../shared/not-found/translations';
import { RestaurantPageSkeleton } from '../../shared/skeletons/Skeletons';
import { RemoteArea } from './federation/RemoteArea';
import { guestShortPathRoutes } from './federation/guest-short-paths';
import { AuthModalsProvider } from './features/auth/AuthModals';
import { Footer } from './features/footer/components/Footer';
import { Header } from './features/header/components/Header';
import { HomePage } from './features/home/routes/HomePage';
import { INFO_PAGES } from './shared/info-pages';

// The information pages (long texts in two languages) load on their first visit.
const InfoPage = lazy(() => import('./features/info-pages/routes/InfoPage'));
// The page of the e-mailed password-reset link (forms and Apollo) loads on its own visit.
const ResetPasswordPage = lazy(() => import('./features/auth/routes/ResetPasswordPage'));
const ConfirmEmailPage = lazy(() => import('./features/auth/routes/ConfirmEmailPage'));
const UnsubscribePage = lazy(() => import('./features/unsubscribe/routes/UnsubscribePage'));
// Messages (conversations of guests and chefs) load with Apollo on their first visit.
const ConversationsPage = lazy(() =>
  import('./features/messaging/routes/MessagesPage').then((m) => ({
    default: m.ConversationsPage,
  })),
);
const ConversationPage = lazy(() =>
  import('./features/messaging/routes/MessagesPage').then((m) => ({
    default: m.ConversationPage,
  })),
);

/** A lazily loaded page that needs Apollo (and a session): a spinner until both are ready. */
function ApolloPage({ children }: { children: ReactNode }) {
  const t = useT();
  const loading = (
    <PageLoading>
      <Spinner centered label={t('Loading…')} />
    </PageLoading>
  );
  return (
    <Suspense fallback={loading}>
      <ApolloGate fallback={loading}>{children}</ApolloGate>
    </Suspense>
  );
}

// At least a screen high (issue 25): while a page's code and data load, the footer stays below the
// fold instead of showing under a small skeleton and then jumping down.
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  min-width: 0;
`;
const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: 8px;
    top: 8px;
    z-index: 1000;
    padding: 8px 12px;
    background: #fff;
    border-radius: 6px;
  }
`;
const PageLoading = styled.div`
  min-height: 60vh;
`;

function Layout() {
  const t = useT();
  return (
    <AuthModalsProvider>
      <SkipLink href="#main">{t('Skip to content')}</SkipLink>
      <Header />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
      <Footer />
    </AuthModalsProvider>
  );
}

/**
 * The shell's routes: public pages it owns, and one lazily loaded remote per area
 * (/user/* guest, /chef/* chef, /admin/* admin), each isolated behind its own error boundary.
 */
export function App() {
  const t = useT();
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        {INFO_PAGES.map((page) => (
          <Route
            key={page.path}
            path={page.path}
            element={
              <Suspense
                fallback={
                  <PageLoading>
                    <Spinner centered label={t('Loading…')} />
                  </PageLoading>
                }
              >
                <InfoPage path={page.path} />
              </Suspense>
            }
          />
        ))}
        <Route
          path="reset-password"
          element={
            <Suspense
              fallback={
                <PageLoading>
                  <Spinner centered label={t('Loading…')} />
                </PageLoading>
              }
            >
              <ApolloGate
                fallback={
                  <PageLoading>
                    <Spinner centered label={t('Loading…')} />
                  </PageLoading>
                }
              >
                <ResetPasswordPage />
              </ApolloGate>
            </Suspense>
          }
        />
        <Route
          path="confirm-email"
          element={
            <Suspense
              fallback={
                <PageLoading>
                  <Spinner centered label={t('Loading…')} />
                </PageLoading>
              }
            >
              <ApolloGate
                fallback={
                  <PageLoading>
                    <Spinner centered label={t('Loading…')} />
                  </PageLoading>
                }
              >
                <ConfirmEmailPage />
              </ApolloGate>
            </Suspense>
          }
        />
        <Route
          path="unsubscribe"
          element={
            <Suspense
              fallback={
                <PageLoading>
                  <Spinner centered label={t('Loading…')} />
                </PageLoading>
              }
            >
              <ApolloGate
                fallback={
                  <PageLoading>
                    <Spinner centered label={t('Loading…')} />
                  </PageLoading>
                }
              >
                <UnsubscribePage />
              </ApolloGate>
            </Suspense>
          }
        />
        <Route
          path="messages"
          element={
            <ApolloPage>
              <ConversationsPage />
            </ApolloPage>
          }
        />
        <Route
          path="messages/:id"
          element={
            <ApolloPage>
              <ConversationPage />
            </ApolloPage>
          }
        />
        <Route
          path="restaurant/:slug"
          element={
            <RemoteArea
              name="guest"
              module="RestaurantPage"
              label="restaurant page"
              skeleton={(text) => <RestaurantPageSkeleton label={text} />}
            />
          }
        />
        {/* /explore, /orders… as shared without /user: sent to the guest remote's page. */}
        {guestShortPathRoutes()}
        <Route path="user/*" element={<RemoteArea name="guest" label="guest pages" />} />
        <Route path="chef/*" element={<RemoteArea name="chef" label="chef area" />} />
        <Route path="admin/*" element={<RemoteArea name="admin" label="admin area" />} />
        <Route path="*" element={<NotFoundPage homePath="/" homeLabel={NotFoundText.backHome} />} />
      </Route>
    </Routes>
  );
}
