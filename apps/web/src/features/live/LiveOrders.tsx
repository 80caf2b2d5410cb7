import './live.css';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { formatCents } from '../../lib/money';
import { useTRPC } from '../../lib/trpc';
import { paths } from '../../routes/paths';
import { emitOrderChange, type OrderChangeEvent } from './orderChangeFeed';

/** How long an alert stays on screen. */
const ALERT_MS = 8_000;

/** The staff alert for a notice, or null when the notice is not one staff are alerted to. */
function alertText(event: OrderChangeEvent): string | null {
  if (event.type !== 'notice') return null;
  const { notice } = event;
  if (notice.kind === 'placed') return `New order #${notice.orderNumber} placed`;
  if (notice.kind === 'reauthorized' && notice.amountCents !== null) {
    return `Order #${notice.orderNumber}: the customer authorized ${formatCents(notice.amountCents)}`;
  }
  return null;
}

/**
 * The staff area's one live connection (docs/decisions/0088-live-order-screens.md): hears every order change,
 * hands it to the screens (orderChangeFeed), alerts staff when an order is placed or a customer authorizes a
 * larger amount, and counts the orders placed since the staff member last looked at the orders screen
 * (`onNewOrders`, shown on the Orders link). Loaded apart from the public pages (StaffLayout lazy-loads it).
 */
export default function LiveOrders({ onNewOrders }: { onNewOrders: (count: number) => void }) {
  const trpc = useTRPC();
  const { pathname } = useLocation();
  const onOrders = pathname.replace(/\/+$/, '') === paths.orders;
  const onOrdersRef = useRef(onOrders);
  onOrdersRef.current = onOrders;
  const [count, setCount] = useState(0);
  const [alerts, setAlerts] = useState<Array<{ id: number; text: string }>>([]);
  const nextId = useRef(0);
  const started = useRef(false);

  // Looking at the orders screen sees every order placed so far.
  useEffect(() => {
    if (onOrders) setCount(0);
  }, [onOrders]);
  useEffect(() => onNewOrders(count), [count, onNewOrders]);

  useSubscription(
    trpc.orders.changes.subscriptionOptions(undefined, {
      // After a reconnect notices may have been missed: the screens read again once.
      onStarted: () => {
        if (started.current) emitOrderChange({ type: 'resync' });
        started.current = true;
      },
      onData: (event) => {
        emitOrderChange(event);
        if (event.type === 'notice' && event.notice.kind === 'placed' && !onOrdersRef.current) {
          setCount((value) => value + 1);
        }
        const text = alertText(event);
        if (!text) return;
        const id = nextId.current++;
        setAlerts((shown) => [...shown.slice(-2), { id, text }]);
        setTimeout(() => setAlerts((shown) => shown.filter((alert) => alert.id !== id)), ALERT_MS);
      },
    }),
  );

  return (
    <div className="live-alerts" role="status" aria-live="polite">
      {alerts.map((alert) => (
        <p key={alert.id} className="live-alerts__alert">
          {alert.text}
        </p>
      ))}
    </div>
  );
}
