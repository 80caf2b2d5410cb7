import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { App } from './App';
import { activateLocale, initialLocale } from './i18n/i18n';
import { type ApiClients, createApiClients } from './lib/ApiProvider';
import { routes } from './routes';
import { loadPages, pageOf } from './routes/lazyPage';
import './styles/global.css';
import './ui/ui.css';
import './features/layout/layout.css';

/** Ends the current task, so that what the browser has waiting (input, a frame) runs before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

/**
 * A public page arrives rendered (docs/decisions/0029-web-first-paint.md): its route's code is loaded before
 * the first render, so the client's first screen is the same page, drawn over the static one without a
 * loading spinner in between.
 */
async function loadPrerenderedRoute(clients: ApiClients) {
  // Matching the location against every route, and then asking for the route's code (whose loader looks
  // through the page's links and adds its own), each run as a task of their own rather than at the end of the
  // entry's long evaluation (docs/decisions/0029-web-first-paint.md).
  await nextTask();
  const matches = matchRoutes(routes, window.location) ?? [];
  await nextTask();
  await loadPages(matches);
  // A page rendered for a guest (the order flow's first step) also fetches what its first screen needs, so
  // the live page does not pass through a spinner on its way (src/routes/lazyPage.tsx, PageHandle).
  await Promise.all(matches.map(({ route }) => pageOf(route)?.prefetch?.(clients)));
}

/**
 * No top-level await here: an entry that awaits makes the bundler move every module it shares with the
 * route chunks out of the entry into chunks of their own (a route chunk may not import an entry that is
 * still waiting), which cost the home page 4.3 kB of gzipped JavaScript (docs/decisions/0029-web-first-paint.md).
 */
async function start(root: HTMLElement) {
  const prerendered = root.firstElementChild?.classList.contains('prerendered') ?? false;
  const clients = createApiClients();
  // The page's language and its layout's messages, side by side with the page's code (docs/rules/languages.md).
  const language = activateLocale(initialLocale());
  // A failed prefetch leaves its query to the page, which shows its own loading or error state.
  if (prerendered) await loadPrerenderedRoute(clients).catch(() => undefined);
  await language;
  const reactRoot = createRoot(root);
  const render = () =>
    reactRoot.render(
      <StrictMode>
        <App clients={clients} />
      </StrictMode>,
    );
  // Over a static page the first render is a transition, which React renders in slices between which the
  // browser may answer input, instead of one long task: the page is on screen already, so nothing waits for
  // it (Lighthouse's total blocking time on /, /pricing and /login fell by about a fifth,
  // docs/decisions/0029-web-first-paint.md).
  if (prerendered) startTransition(render);
  else render();
}

void start(container);
