import { ApolloGate, preloadApollo } from '@hearth/graphql-client/session';
import { addTranslations, useT } from '@hearth/i18n';
import { Button, EmptyState, ErrorBoundary, Spinner } from '@hearth/ui';
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteName } from '../../../shared/runtime-config';
import { TestModeBanner } from '../components/TestModeBanner';
import { loadRemoteApp, type RemoteAppModule } from './remotes';

type Loader = (name: RemoteName, module: string) => Promise<RemoteAppModule>;

addTranslations({
  'fr-CA': {
    'This part of Hearth is not available right now':
      'Cette partie de Hearth n’est pas disponible pour le moment',
    'We could not load the {{area}}. Please check your connection and try again in a moment.':
      'Impossible de charger {{area}}. Vérifiez votre connexion et réessayez dans un instant.',
    'Loading the {{area}}…': 'Chargement de {{area}}…',
    'guest pages': 'l’espace invité',
    'chef area': 'l’espace chef',
    'admin area': 'l’espace administrateur',
    'Try again': 'Réessayer',
  },
});

// One lazy component per exposed module, so its code is fetched once, on the first visit.
const lazyApps = new Map<string, LazyExoticComponent<ComponentType>>();
function lazyApp(name: RemoteName, module: string, load: Loader) {
  const key = `${name}/${module}`;
  let app = lazyApps.get(key);
  if (!app) {
    app = lazy(() => {
      preloadApollo(); // remotes query through the shell's Apollo Client: load both in parallel
      return load(name, module);
    });
    lazyApps.set(key, app);
  }
  return app;
}

/** Props of {@link RemoteArea}. */
export interface RemoteAreaProps {
  name: RemoteName;
  /** The exposed module to render (default `App`, e.g. `RestaurantPage`). */
  module?: string;
  /** How the area is called in messages ("guest pages"). */
  label: string;
  /** Loader (tests inject a fake); defaults to the federation runtime. */
  load?: Loader;
}

/**
 * Renders a remote's App behind Suspense and its own error boundary: if the remote cannot be
 * loaded (or crashes) only this area shows a friendly message with a retry; the header, footer
 * and the other remotes keep working. Above the App, the Test mode banner while the platform runs
 * on test money (every remote shows money: prices, carts, orders, earnings, payouts).
 */
export function RemoteArea({ name, module = 'App', label, load = loadRemoteApp }: RemoteAreaProps) {
  const [attempt, setAttempt] = useState(0);
  const t = useT();
  const area = t(label);
  const App = lazyApp(name, module, load);
  return (
    <ErrorBoundary
      key={attempt}
      fallback={(_error, retry) => (
        <div role="alert" data-testid={`remote-error-${name}`}>
          <EmptyState
            title={t('This part of Hearth is not available right now')}
            description={t(
              'We could not load the {{area}}. Please check your connection and try again in a moment.',
              { area },
            )}
            action={
              <Button
                onClick={() => {
                  lazyApps.delete(`${name}/${module}`); // a rejected lazy() stays rejected: make a new one
                  setAttempt((n) => n + 1);
                  retry();
                }}
              >
                {t('Try again')}
              </Button>
            }
          />
        </div>
      )}
    >
      <Suspense fallback={<Spinner centered label={t('Loading the {{area}}…', { area })} />}>
        <ApolloGate fallback={<Spinner centered label={t('Loading the {{area}}…', { area })} />}>
          <TestModeBanner />
          <App />
        </ApolloGate>
      </Suspense>
    </ErrorBoundary>
  );
}

/** Test helper: forgets the loaded remotes. */
export function resetRemoteAreas(): void {
  lazyApps.clear();
}
