import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { useT } from '../../i18n/useT';
import { Spinner } from '../../ui/Spinner';
import { RouteError } from './RouteError';

function PageLoading() {
  const t = useT();
  return (
    <div className="container page page-loading">
      <Spinner label={t('layout.ui.loadingPage')} />
    </div>
  );
}

/**
 * Where a page renders inside the layout (src/routes/index.tsx): a page that fails shows RouteError's message
 * and a page whose code is still on its way shows a spinner there, so the header and footer stay. The spinner
 * shows only on the first page of a visit: a later navigation keeps the page before on screen until the next
 * one is ready (the layouts' progress bar says it is coming).
 */
export function PageFrame() {
  return (
    <RouteError>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </RouteError>
  );
}
