import type { AppRouter } from '@laundry/api';
import type { Locale } from '@laundry/domain';
import { DEFAULT_REGIONAL_SETTINGS } from '@laundry/pricing';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { NO_PRICE_LISTS } from '../features/ordering/useOrderCatalog';
import { activateLocale } from '../i18n/i18n';
import { ApiProvider, createApiClients } from '../lib/ApiProvider';
import type { RouterOutputs } from '../lib/trpc';
import { AppRoutes, routes } from '../routes';
import { loadPages } from '../routes/lazyPage';
import { paths } from '../routes/paths';

/**
 * The public pages whose HTML is rendered at build time (docs/decisions/0029-web-first-paint.md): what a
 * visitor without a session first sees, painted before any script runs, by the route module whose code and
 * styles each needs. Data the pages load (prices, stores, specials) is left to the client, in space reserved
 * for it.
 */
export const PRERENDERED_PAGES: Record<string, string> = {
  [paths.home]: 'src/routes/public/Home.tsx',
  [paths.pricing]: 'src/routes/public/Pricing.tsx',
  [paths.floridaPricing]: 'src/routes/public/FloridaPricing.tsx',
  [paths.specials]: 'src/routes/public/Specials.tsx',
  [paths.locations]: 'src/routes/public/Locations.tsx',
  [paths.promise]: 'src/routes/public/OurPromise.tsx',
  [paths.businessServices]: 'src/routes/public/BusinessServices.tsx',
  [paths.contact]: 'src/routes/public/Contact.tsx',
  [paths.support]: 'src/routes/public/Support.tsx',
  [paths.privacyPolicy]: 'src/routes/public/PrivacyPolicy.tsx',
  [paths.login]: 'src/routes/public/Login.tsx',
  [paths.signup]: 'src/routes/public/Signup.tsx',
  [paths.forgotPassword]: 'src/routes/public/ForgotPassword.tsx',
};

/**
 * Pages of the signed-in area rendered as a guest first sees them: the order flow's first step, with an empty
 * order and the region's default settings (docs/rules/settings.md, What a region has), which is how the step
 * looks until the guest's own order and the live settings arrive. The server sends them only to a request
 * whose session is a guest's (apps/server/src/webPages.ts).
 */
export const GUEST_PAGES: Record<string, string> = {
  [paths.orderAddress]: 'src/routes/order/OrderAddress.tsx',
};

const GUEST_SESSION: RouterOutputs['auth']['session'] = {
  authenticated: false,
  authorizedAsGuest: true,
  guestEmail: null,
  guestEmailProven: false,
  user: null,
  landing: '/app/order',
  googleSignIn: false,
};

export { LOCALES } from '@laundry/domain';

/** The HTML of one page as a visitor without a session, or a guest, first sees it, in one language. */
export async function renderPage(
  path: string,
  visitor: 'anonymous' | 'guest' = 'anonymous',
  locale: Locale = 'en',
): Promise<string> {
  const matches = matchRoutes(routes, path);
  if (!matches) throw new Error(`${path} has no route`);
  // Each page in each language the site speaks (docs/rules/languages.md): a Spanish reader's first paint is Spanish.
  await activateLocale(locale);
  await loadPages(matches);
  const clients = createApiClients();
  if (visitor === 'guest') {
    const trpc = createTRPCOptionsProxy<AppRouter>({
      client: clients.trpcClient,
      queryClient: clients.queryClient,
    });
    clients.queryClient.setQueryData(trpc.auth.session.queryKey(), GUEST_SESSION);
    clients.queryClient.setQueryData(trpc.catalog.pricing.queryKey({ region: 'ny' }), {
      region: 'ny',
      settings: DEFAULT_REGIONAL_SETTINGS.ny,
      priceLists: NO_PRICE_LISTS,
    });
  }
  return renderToString(
    <ApiProvider clients={clients}>
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>
    </ApiProvider>,
  );
}
