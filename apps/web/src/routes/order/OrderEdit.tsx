import { ORDER_FETCH_MESSAGE } from '@laundry/validators/checkout';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../features/auth/useSession';
import { AddressStep } from '../../features/ordering/address/AddressStep';
import { useEditEntry } from '../../features/ordering/edit/useEditEntry';
import { userMessage } from '../../lib/errors';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { Banner } from '../../ui/Banner';
import { Spinner } from '../../ui/Spinner';
import { paths } from '../paths';

function EditNotice({ children }: { children: string }) {
  useDocumentTitle('Edit Your Order');
  return (
    <div className="container page">
      <h1>Edit Your Order</h1>
      <Banner tone="error" actions={<Link to={paths.orders}>Back to orders</Link>}>
        <p>{children}</p>
      </Banner>
    </div>
  );
}

/** /app/order/edit (docs/rules/ordering.md, The steps): the same flow, editing an existing order; staff only (docs/rules/roles.md, Who may do what). */
export function OrderEdit() {
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
          <Spinner label="Loading the order…" />
        </div>
      );
    case 'failed':
      return <EditNotice>{userMessage(entry.error, ORDER_FETCH_MESSAGE)}</EditNotice>;
    case 'notEditable':
      return <EditNotice>{`Order #${entry.orderNumber} can no longer be edited.`}</EditNotice>;
    default:
      return <EditNotice>No order is being edited. Open one from the orders list.</EditNotice>;
  }
}
