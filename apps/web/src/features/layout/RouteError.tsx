import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useT } from '../../i18n/useT';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { Button } from '../../ui/Button';

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  pathname: string;
}

/** Shows RouteFailure in place of what failed, until the visitor goes to another page. */
class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.pathname === state.pathname) return null;
    return { failed: false, pathname: props.pathname };
  }

  override render() {
    return this.state.failed ? <RouteFailure /> : this.props.children;
  }
}

/**
 * Catches a page that fails to load (its code could not be fetched) or to render: the page's place shows
 * "Something went wrong" with a way to refresh, and the next page the visitor goes to renders as usual.
 */
export function RouteError({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <RouteErrorBoundary pathname={pathname}>{children}</RouteErrorBoundary>;
}

function RouteFailure() {
  const t = useT();
  useDocumentTitle(t('layout.error.title'));
  return (
    <div className="container page page--narrow">
      <h1>{t('layout.error.title')}</h1>
      <p className="lead">{t('layout.error.lead')}</p>
      <Button onClick={() => window.location.reload()}>{t('layout.error.refresh')}</Button>
    </div>
  );
}
