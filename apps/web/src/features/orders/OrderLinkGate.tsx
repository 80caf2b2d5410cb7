import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n/useT';
import { orderDetailPath, paths } from '../../routes/paths';
import { Banner } from '../../ui/Banner';
import { Spinner } from '../../ui/Spinner';
import { useOrderLink } from './useOrderLink';

/**
 * Opens the order of a confirmation e-mail's signed link before the order screen loads it; a link that
 * does not open says why above the screen, which then asks as it would without a link.
 */
export function OrderLinkGate({ orderId, children }: { orderId: string; children: ReactNode }) {
  const t = useT();
  const link = useOrderLink(orderId);
  if (link.status === 'opening') {
    return (
      <div className="container page orders-loading">
        <Spinner label={t('account.orderLink.opening')} />
      </div>
    );
  }
  if (link.status !== 'failed') return children;
  return (
    <>
      <div className="container page page--narrow">
        <Banner tone="error">
          <p>{link.message}</p>
          {link.needsLogin ? (
            <p>
              <Link to={`${paths.login}?next=${encodeURIComponent(orderDetailPath(orderId))}`}>
                {t('account.orderLink.logIn')}
              </Link>
            </p>
          ) : null}
        </Banner>
      </div>
      {children}
    </>
  );
}
