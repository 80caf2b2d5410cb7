import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ApiProvider } from '../lib/ApiProvider';
import { routes } from '../routes';
import { paths } from '../routes/paths';

/**
 * The public pages whose HTML is rendered at build time (docs/decisions/0029-web-first-paint.md): what a
 * visitor without a session first sees, painted before any script runs. Data the pages load (prices,
 * stores, specials) is left to the client, in space reserved for it.
 */
export const PRERENDERED_PAGES: Record<string, string> = {
  [paths.home]: 'Home',
  [paths.pricing]: 'Pricing',
  [paths.floridaPricing]: 'FloridaPricing',
  [paths.specials]: 'Specials',
  [paths.locations]: 'Locations',
  [paths.promise]: 'OurPromise',
  [paths.businessServices]: 'BusinessServices',
  [paths.contact]: 'Contact',
  [paths.support]: 'Support',
  [paths.privacyPolicy]: 'PrivacyPolicy',
  [paths.login]: 'Login',
  [paths.signup]: 'Signup',
  [paths.forgotPassword]: 'ForgotPassword',
};

/** The HTML of one public page as a visitor without a session first sees it. */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <ApiProvider>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </ApiProvider>,
  );
}
