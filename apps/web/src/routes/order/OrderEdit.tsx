import { ORDER_FETCH_MESSAGE } from '@laundry/validators/checkout';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../features/auth/useSession';
import { AddressStep } from '../../features/ordering/address/AddressStep';
import { useEditEntry } from '../../features/ordering/edit/useEditEntry';
import { useT } from '../../i18n/useT';
import { userMessage } from '../../lib/errors';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { Banner } from '../../ui/Banner';
import { Spinner } from '../../ui/Spinner';
import { paths } from '../paths';

function EditNotice({ children }: { children: string }) {
  const t = useT();
  useDocumentTitle(t('ordering.edit.title'));
  return (
    <div className="container page">
      <h1>{t('ordering.edit.title')}</h1>
      <Banner tone="error" actions={<Link to={paths.orders}>{t('ordering.edit.backToOrders')}</Link>}>
        <p>{children}</p>
      </Banner>
    </div>
  );
}

/** /app/order/edit (docs/rules/ordering.md, The steps): the same flow, editing an existing order; staff only (docs/rules/roles.md, Who may do what). */
export function OrderEdit() {
  const t = useT();
  const session = useSession();
  const [params] = useSearchParams();
  const entry = useEditEntry(session.isStaff ? params.get('orderId') : null);
  if (!session.isStaff) return <Navigate to={paths.order} replace />;
  switch (entry.state) {
    case 'ready':
      return <AddressStep />;
    case 'loading':
      return (
        <div className="container page page-loading">
          <Spinner label={t('ordering.edit.loading')} />
        </div>
      );
    case 'failed':
      return <EditNotice>{userMessage(entry.error, ORDER_FETCH_MESSAGE)}</EditNotice>;
    case 'notEditable':
      return <EditNotice>{t('ordering.edit.notEditable', { number: entry.orderNumber })}</EditNotice>;
    default:
      return <EditNotice>{t('ordering.edit.none')}</EditNotice>;
  }
}
