import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { Button } from '../../ui/Button';
import { NotFound } from './NotFound';

/** Shown inside the layout when a route fails to load or render. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <RouteFailure />;
}

function RouteFailure() {
  useDocumentTitle('Something went wrong');
  return (
    <div className="container page page--narrow">
      <h1>Something went wrong</h1>
      <p className="lead">
        This page could not be loaded. Please check your connection and refresh the page. If it keeps
        happening, call phone support, 8am to 10pm, 7 days a week.
      </p>
      <Button onClick={() => window.location.reload()}>Refresh the page</Button>
    </div>
  );
}
