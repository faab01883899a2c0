import { ApolloGate, preloadApollo } from '@hearth/graphql-client/session';
import { addTranslations, useT } from '@hearth/i18n';
import { Button, EmptyState, ErrorBoundary } from '@hearth/ui';
import {
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import type { RemoteName } from '../../../shared/runtime-config';
import { PageSkeleton } from '../../../shared/skeletons/Skeletons';
import type { RemoteAppModule } from './remote-app';
import { loadRemoteApp } from './remotes';

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

// One load and one lazy component per exposed module, so its code is fetched once, on the first
// visit (or earlier: `preloadRemoteArea`, from the shell's route preloading).
const loads = new Map<string, Promise<RemoteAppModule>>();
// The Test mode strip and the wait for the payments mode (Apollo): loaded with Apollo, not on the
// first paint of the shell's own pages.
const loadFrame = () => import('./RemoteFrame');
const RemoteFrame = lazy(loadFrame);
const lazyApps = new Map<string, LazyExoticComponent<ComponentType>>();

function startLoad(name: RemoteName, module: string, load: Loader): Promise<RemoteAppModule> {
  const key = `${name}/${module}`;
  let promise = loads.get(key);
  if (!promise) {
    preloadApollo(); // remotes query through the shell's Apollo Client: load both in parallel
    void loadFrame().catch(() => undefined);
    promise = load(name, module); // a failed load stays failed until "Try again" forgets it
    loads.set(key, promise);
  }
  return promise;
}

/**
 * Starts loading `<name>/<module>` (and Apollo) now, before its route renders: the shell calls it
 * at start-up for the route being opened, so the remote's code downloads while the shell's own
 * code starts (issue 25, route-level preloading). Failures surface when the route renders.
 */
export function preloadRemoteArea(name: RemoteName, module = 'App', load: Loader = loadRemoteApp) {
  void startLoad(name, module, load).catch(() => undefined);
}

function lazyApp(name: RemoteName, module: string, load: Loader) {
  const key = `${name}/${module}`;
  let app = lazyApps.get(key);
  if (!app) {
    app = lazy(() => startLoad(name, module, load));
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
  /**
   * What shows while the code loads, of the page's final size (default {@link PageSkeleton});
   * receives the "Loading the {{area}}…" label.
   */
  skeleton?: (label: string) => ReactNode;
}

/**
 * Renders a remote's App behind Suspense and its own error boundary: if the remote cannot be
 * loaded (or crashes) only this area shows a friendly message with a retry; the header, footer
 * and the other remotes keep working. Above the App, the Test mode banner while the platform runs
 * on test money (every remote shows money: prices, carts, orders, earnings, payouts).
 */
export function RemoteArea({
  name,
  module = 'App',
  label,
  load = loadRemoteApp,
  skeleton = (text) => <PageSkeleton label={text} />,
}: RemoteAreaProps) {
  const [attempt, setAttempt] = useState(0);
  const t = useT();
  const area = t(label);
  const App = lazyApp(name, module, load);
  // The code loads while the payments mode is asked (RemoteFrame renders App only after).
  void startLoad(name, module, load).catch(() => undefined);
  const loading = skeleton(t('Loading the {{area}}…', { area }));
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
                  loads.delete(`${name}/${module}`);
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
      <Suspense fallback={loading}>
        <ApolloGate fallback={loading}>
          <RemoteFrame fallback={loading}>
            <App />
          </RemoteFrame>
        </ApolloGate>
      </Suspense>
    </ErrorBoundary>
  );
}

/** Test helper: forgets the loaded remotes. */
export function resetRemoteAreas(): void {
  lazyApps.clear();
  loads.clear();
}
