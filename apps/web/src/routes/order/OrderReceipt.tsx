import './orderReceipt.css';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useSession } from '../../features/auth/useSession';
import { GuestEmailGate } from '../../features/orders/detail/GuestEmailGate';
import { OrderLinkGate } from '../../features/orders/OrderLinkGate';
import { userMessage } from '../../lib/errors';
import { formatCents } from '../../lib/money';
import { type RouterOutputs, useTRPC } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { orderDetailPath, orderReceiptPath } from '../paths';

/** The receipt as orders.receipt answers it (packages/api/src/services/orders/receipt.ts). */
export type ReceiptView = RouterOutputs['orders']['receipt'];

/** When the server gives no message of its own. */
const RECEIPT_FALLBACK = 'We could not load this receipt. Please try again.';

/**
 * The printable receipt of a charged order (docs/decisions/0083-orders-receipt.md): the same lines as the receipt
 * e-mail, from one home on the server. Printing leaves out the site's header, footer and buttons (orderReceipt.css).
 */
function Receipt({ receipt }: { receipt: ReceiptView }) {
  const headingId = useId();
  const dates: Array<[string, string | null]> = [
    ['Placed', receipt.dates.placed],
    ['Pick-up', receipt.dates.pickUp],
    ['Delivery', receipt.dates.delivery],
    ['Charged', receipt.dates.charged],
  ];
  return (
    <article className="receipt" aria-labelledby={headingId}>
      <header className="receipt__head">
        <p className="receipt__brand">FreshPress</p>
        <h1 id={headingId} className="receipt__title">
          Receipt for order #{receipt.orderNumber}
        </h1>
        {receipt.store ? (
          <p className="receipt__store">
            {receipt.store.name}
            <br />
            {receipt.store.address}
          </p>
        ) : null}
      </header>
      <dl className="receipt__dates">
        {dates.map(([label, value]) =>
          value ? (
            <div key={label} className="receipt__date">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
      <table className="receipt__lines">
        <caption>{receipt.weighed ? 'Your items, as we weighed and counted them' : 'Your items'}</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="receipt__amount">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {receipt.services.map((service) => [
            <tr key={service.service} className="receipt__service">
              <th scope="row">
                {service.label}
                {service.weight ? `, ${service.weight}` : ''}
              </th>
              <td className="receipt__amount">{formatCents(service.amountCents)}</td>
            </tr>,
            ...[...service.items, ...service.products].map((item, index) => (
              <tr key={`${service.service}-${index}`} className="receipt__item">
                <th scope="row">{item.text}</th>
                <td className="receipt__amount">{formatCents(item.amountCents)}</td>
              </tr>
            )),
          ])}
          {receipt.charges.map((charge) => (
            <tr key={charge.label} className="receipt__charge">
              <th scope="row">{charge.label}</th>
              <td className="receipt__amount">{formatCents(charge.amountCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="receipt__total">
            <th scope="row">Total charged</th>
            <td className="receipt__amount" data-testid="receipt-total">
              {formatCents(receipt.chargedCents)}
            </td>
          </tr>
          {receipt.refundedCents > 0 ? (
            <tr>
              <th scope="row">Refunded since</th>
              <td className="receipt__amount">{formatCents(receipt.refundedCents)}</td>
            </tr>
          ) : null}
        </tfoot>
      </table>
      <p className="receipt__card">{receipt.card ? `Paid with ${receipt.card}` : 'Paid by card'}</p>
    </article>
  );
}

/** /app/order/id/{orderId}/receipt for whoever may read the order; a guest first gives the booking e-mail. */
export function ReceiptScreen({ orderId }: { orderId: string }) {
  const trpc = useTRPC();
  const session = useSession();
  const [triedEmail, setTriedEmail] = useState(false);
  const signedIn = session.user !== null || session.authorizedAsGuest;
  const query = useQuery({
    ...trpc.orders.receipt.queryOptions({ orderId }),
    enabled: session.status === 'ready' && signedIn,
    retry: false,
  });
  useDocumentTitle(query.data ? `Receipt for order #${query.data.orderNumber}` : 'Your receipt');

  if (session.status === 'loading' || (signedIn && query.isPending)) {
    return (
      <div className="container page orders-loading">
        <Spinner label="Loading the receipt…" />
      </div>
    );
  }
  const notFound = query.error?.data?.code === 'NOT_FOUND';
  if (!session.user && (!signedIn || notFound)) {
    return (
      <div className="container page page--narrow">
        <GuestEmailGate
          orderPath={orderReceiptPath(orderId)}
          mismatch={triedEmail && session.authorizedAsGuest}
          onSubmitted={() => setTriedEmail(true)}
        />
      </div>
    );
  }
  return (
    <div className="container page page--narrow receipt-page">
      <div className="receipt-page__actions">
        <Link to={orderDetailPath(orderId)}>Back to the order</Link>
        {query.data ? (
          <Button variant="secondary" onClick={() => window.print()}>
            Print
          </Button>
        ) : null}
      </div>
      {query.data ? (
        <Receipt receipt={query.data} />
      ) : (
        <>
          <h1>Your receipt</h1>
          <Banner tone="error">
            <p>{userMessage(query.error, RECEIPT_FALLBACK)}</p>
          </Banner>
        </>
      )}
    </div>
  );
}

/** The route: the receipt e-mail's and text's link opens the order as the order's own link does. */
export function OrderReceipt() {
  const { orderId = '' } = useParams();
  return (
    <OrderLinkGate key={orderId} orderId={orderId}>
      <ReceiptScreen orderId={orderId} />
    </OrderLinkGate>
  );
}
