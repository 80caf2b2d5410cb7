import { preferenceLines } from '@laundry/domain';
import { useEffect, useId, useState } from 'react';
import { orderDetailPath } from '../../routes/paths';
import { formatDate } from '../ordering/dates';
import type { OrderView } from '../orders/detail/orderView';
import { pickUpLabel, scheduleDeliveryLabels } from '../orders/orderLabels';
import { cityLine, type RouteStop, streetLine, weightText } from './routeSheet';

/** What a ticket / bag tag prints (docs/decisions/0085-route-sheet-printing.md, The ticket). */
export interface TicketData {
  orderId: string;
  orderNumber: number;
  customerName: string;
  phone: string;
  street: string;
  city: string;
  services: string[];
  pickUp: string;
  deliveries: string[];
  instructions: string;
  /** The customer's preferences as at placement, one line each (docs/decisions/0093-customer-preferences.md). */
  preferences: string[];
  weight: string | null;
  /** The stop's number on its route, when printed from a route sheet. */
  stop: number | null;
}

function orderWindows(order: OrderView): Pick<TicketData, 'pickUp' | 'deliveries'> {
  const { schedule } = order;
  return {
    pickUp: pickUpLabel(schedule),
    deliveries: scheduleDeliveryLabels(schedule, order.isExpressDelivery),
  };
}

/** An order's ticket from orders.get (the order detail's "Print ticket"). */
export function ticketFromOrder(order: OrderView): TicketData {
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    customerName: order.firstName,
    phone: order.phone,
    street: order.address.address2
      ? `${order.address.address}, ${order.address.address2}`
      : order.address.address,
    city: `${order.address.city}, ${order.address.state} ${order.address.zip}`,
    services: order.services.map((service) => service.label),
    ...orderWindows(order),
    instructions: order.instructions ?? '',
    preferences: order.preferences ? preferenceLines(order.preferences) : [],
    weight: null,
    stop: null,
  };
}

/**
 * A route stop's ticket: the stop's own facts, and both windows from the order once orders.get has answered (until
 * then, or if it fails, the route's own window stands for its kind).
 */
export function ticketFromStop(stop: RouteStop, kind: 'pickup' | 'delivery', order?: OrderView): TicketData {
  const routeWindow = `${formatDate(stop.window.date)}, ${stop.window.label}`;
  const windows = order
    ? orderWindows(order)
    : kind === 'pickup'
      ? { pickUp: routeWindow, deliveries: [] }
      : { pickUp: '', deliveries: [routeWindow] };
  return {
    orderId: stop.orderId,
    orderNumber: stop.orderNumber,
    customerName: stop.customerName,
    phone: stop.phone,
    street: streetLine(stop.address),
    city: cityLine(stop.address),
    services: stop.services.map((service) => service.label),
    ...windows,
    instructions: stop.instructions,
    preferences: stop.preferences ? preferenceLines(stop.preferences) : [],
    weight: weightText(stop.weightLbs),
    stop: stop.position,
  };
}

/**
 * What the QR code holds: the order's staff address (docs/decisions/0085-route-sheet-printing.md, The QR code), so a
 * phone's camera at the counter or the door opens the order; the number is printed beside it for the eye.
 */
function ticketQrText(orderId: string, origin = window.location.origin): string {
  return `${origin}${orderDetailPath(orderId)}`;
}

/** The order's QR code as an SVG image, drawn by the qrcode package, loaded with the first ticket (a chunk of its own). */
function OrderQrCode({ text, orderNumber }: { text: string; orderNumber: number }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((drawn) => {
        if (live) setSvg(drawn);
      });
    return () => {
      live = false;
    };
  }, [text]);
  if (!svg) return <span className="ticket__qr ticket__qr--pending" aria-hidden="true" />;
  return (
    <img
      className="ticket__qr"
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={`QR code of order #${orderNumber}`}
      width={132}
      height={132}
    />
  );
}

/** One ticket / bag tag: the big order number and its QR code, who, what, when and the instructions. */
export function Ticket({ ticket }: { ticket: TicketData }) {
  const headingId = useId();
  return (
    <article className="ticket" aria-labelledby={headingId} data-testid="ticket">
      <header className="ticket__head">
        <h2 id={headingId} className="ticket__number">
          #{ticket.orderNumber}
        </h2>
        {ticket.stop !== null ? <p className="ticket__stop">Stop {ticket.stop}</p> : null}
        <OrderQrCode text={ticketQrText(ticket.orderId)} orderNumber={ticket.orderNumber} />
      </header>
      <p className="ticket__name">{ticket.customerName}</p>
      <p className="ticket__contact">
        {ticket.phone}
        <br />
        {ticket.street}
        <br />
        {ticket.city}
      </p>
      <dl className="ticket__facts">
        <div>
          <dt>Services</dt>
          <dd>{ticket.services.join(', ') || '—'}</dd>
        </div>
        {ticket.weight ? (
          <div>
            <dt>Weight</dt>
            <dd>{ticket.weight}</dd>
          </div>
        ) : null}
        {ticket.pickUp ? (
          <div>
            <dt>Pick-up</dt>
            <dd>{ticket.pickUp}</dd>
          </div>
        ) : null}
        {ticket.deliveries.map((label, index) => (
          <div key={label}>
            <dt>{ticket.deliveries.length > 1 ? `Delivery ${index + 1}` : 'Delivery'}</dt>
            <dd>{label}</dd>
          </div>
        ))}
        {ticket.instructions ? (
          <div className="ticket__instructions">
            <dt>Instructions</dt>
            <dd>{ticket.instructions}</dd>
          </div>
        ) : null}
        {ticket.preferences.length > 0 ? (
          <div className="ticket__instructions">
            <dt>Preferences</dt>
            <dd data-testid="ticket-preferences">{ticket.preferences.join(' · ')}</dd>
          </div>
        ) : null}
      </dl>
    </article>
  );
}
