import './orderReceipt.css';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useSession } from '../../features/auth/useSession';
import { SERVICE_NAME_IDS } from '../../features/ordering/services/serviceMeta';
import { GuestEmailGate } from '../../features/orders/detail/GuestEmailGate';
import { OrderLinkGate } from '../../features/orders/OrderLinkGate';
import { inPageLanguage } from '../../i18n/serverMessages';
import { useT } from '../../i18n/useT';
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
  const t = useT();
  const headingId = useId();
  const dates: Array<[string, string | null]> = [
    [t('ordering.receipt.placed'), receipt.dates.placed],
    [t('ordering.schedule.pickUp'), receipt.dates.pickUp],
    [t('ordering.schedule.delivery'), receipt.dates.delivery],
    [t('ordering.receipt.charged'), receipt.dates.charged],
  ];
  return (
    <article className="receipt" aria-labelledby={headingId}>
      <header className="receipt__head">
        <p className="receipt__brand">FreshPress</p>
        <h1 id={headingId} className="receipt__title">
          {t('ordering.receipt.title', { number: receipt.orderNumber })}
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
        <caption>
          {receipt.weighed ? t('ordering.receipt.itemsWeighed') : t('ordering.receipt.items')}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('ordering.receipt.item')}</th>
            <th scope="col" className="receipt__amount">
              {t('ordering.receipt.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {receipt.services.map((service) => [
            <tr key={service.service} className="receipt__service">
              <th scope="row">
                {t(SERVICE_NAME_IDS[service.service])}
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
              <th scope="row">{inPageLanguage(charge.label)}</th>
              <td className="receipt__amount">{formatCents(charge.amountCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="receipt__total">
            <th scope="row">{t('ordering.receipt.totalCharged')}</th>
            <td className="receipt__amount" data-testid="receipt-total">
              {formatCents(receipt.chargedCents)}
            </td>
          </tr>
          {receipt.refundedCents > 0 ? (
            <tr>
              <th scope="row">{t('ordering.receipt.refunded')}</th>
              <td className="receipt__amount">{formatCents(receipt.refundedCents)}</td>
            </tr>
          ) : null}
        </tfoot>
      </table>
      <p className="receipt__card">
        {receipt.card
          ? t('ordering.receipt.paidWith', { card: receipt.card })
          : t('ordering.receipt.paidByCard')}
      </p>
    </article>
  );
}

/** /app/order/id/{orderId}/receipt for whoever may read the order; a guest first gives the booking e-mail. */
export function ReceiptScreen({ orderId }: { orderId: string }) {
  const t = useT();
  const trpc = useTRPC();
  const session = useSession();
  const [triedEmail, setTriedEmail] = useState(false);
  const signedIn = session.user !== null || session.authorizedAsGuest;
  const query = useQuery({
    ...trpc.orders.receipt.queryOptions({ orderId }),
    enabled: session.status === 'ready' && signedIn,
    retry: false,
  });
  useDocumentTitle(
    query.data
      ? t('ordering.receipt.title', { number: query.data.orderNumber })
      : t('ordering.receipt.yours'),
  );

  if (session.status === 'loading' || (signedIn && query.isPending)) {
    return (
      <div className="container page orders-loading">
        <Spinner label={t('ordering.receipt.loading')} />
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
        <Link to={orderDetailPath(orderId)}>{t('ordering.receipt.back')}</Link>
        {query.data ? (
          <Button variant="secondary" onClick={() => window.print()}>
            {t('ordering.receipt.print')}
          </Button>
        ) : null}
      </div>
      {query.data ? (
        <Receipt receipt={query.data} />
      ) : (
        <>
          <h1>{t('ordering.receipt.yours')}</h1>
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
