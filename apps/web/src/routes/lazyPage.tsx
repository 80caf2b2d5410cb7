import { type ComponentType, type ReactElement, useSyncExternalStore } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { ApiClients } from '../lib/ApiProvider';

/**
 * What a page's route carries (its `handle`): the page's code is a chunk of its own, loaded when the route is
 * first rendered, and a page rendered ahead of time is loaded by the entry before its first render (src/main.tsx,
 * docs/decisions/0060-web-declarative-router.md).
 */
interface PageHandle {
  /** Loads the page's code; settles at once when it is loaded already (or has failed to). */
  load: () => Promise<void>;
  /** Once loaded: what a page rendered for a guest fetches before the client draws over it (decision 0029). */
  prefetch?: (clients: ApiClients) => Promise<unknown>;
}

/** The page a matched route renders, when it is one of lazyPage's. */
export const pageOf = (route: RouteObject): PageHandle | undefined => route.handle as PageHandle | undefined;

/**
 * Loads the code of every page among a location's matched routes (`matchRoutes`), so that the first render of a
 * page rendered ahead of time draws it at once instead of its loading spinner: the entry before the client's first
 * render (src/main.tsx), the build's prerender before it renders the page (src/prerender/render.tsx).
 */
export function loadPages(matches: ReadonlyArray<{ route: RouteObject }>): Promise<unknown> {
  return Promise.all(matches.map(({ route }) => pageOf(route)?.load()));
}

// How many pages' code is on its way, for the layouts' progress bar (usePageLoading).
let loading = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
// A page starts loading while React renders it; the layouts hear of it after that render, not inside it.
const changed = () =>
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });

/** True while a page the visitor has gone to is still loading its code (the layouts' progress bar). */
export function usePageLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loading > 0,
    () => false,
  );
}

/**
 * A route's element for the page `name` of a lazily loaded module: it suspends until the module is loaded (the
 * router keeps the previous page on screen meanwhile, since its navigations are transitions). A load that failed
 * stays failed, as with React's `lazy`: the page says so and offers to refresh (features/layout/RouteError.tsx);
 * rendering it again would ask for the chunk again at once, over and over.
 */
export function lazyPage<Area>(
  loadArea: () => Promise<Area>,
  name: keyof Area,
  prefetch?: keyof Area,
): { element: ReactElement; handle: PageHandle } {
  let Loaded: ComponentType | undefined;
  let failure: unknown;
  let pending: Promise<void> | undefined;
  const handle: PageHandle = {
    load() {
      if (Loaded) return Promise.resolve();
      if (pending) return pending;
      loading++;
      changed();
      pending = loadArea()
        .then(
          (area) => {
            Loaded = area[name] as ComponentType;
            if (prefetch) handle.prefetch = area[prefetch] as PageHandle['prefetch'];
          },
          (error: unknown) => {
            failure = error ?? new Error(`The code of the page ${String(name)} could not be loaded.`);
            throw failure;
          },
        )
        .finally(() => {
          loading--;
          changed();
        });
      return pending;
    },
  };
  function Page() {
    if (failure !== undefined) throw failure;
    // Suspense's way for code that is not yet here (React's own `lazy` does the same): the promise is thrown,
    // and React renders the page again once it has settled.
    if (!Loaded) throw handle.load();
    return <Loaded />;
  }
  Page.displayName = `Page(${String(name)})`;
  return { element: <Page />, handle };
}
