import { Link } from 'react-router-dom';
import { paths } from '../../../routes/paths';
import { Banner } from '../../../ui/Banner';
import { telHref } from '../../../ui/PhoneText';
import { useAllLocations } from '../../locations/storeCount';
import type { OrderView } from './orderView';

/** docs/rules/scheduling.md, Rescheduling: why nothing of the order may move any more. */
const RESCHEDULE_CLOSED_REASON = 'Pick-up and delivery times can be changed until 5 hours before they start.';

interface Store {
  id: string;
  name: string;
  state: string;
  phone: string;
}

/**
 * The store to call about an order (docs/decisions/0070-reschedule-offered-when-allowed.md): the order's own store,
 * else the first store of the order's region by address, as the footer takes the chain's hours from the first
 * store (docs/rules/public-site.md, Header and footer). The settings hold no phone of their own.
 */
export function storeToCall(
  order: Pick<OrderView, 'location' | 'region'>,
  stores: readonly Store[],
): Store | null {
  const own = order.location ? stores.find((store) => store.id === order.location?.id) : undefined;
  if (own?.phone.trim()) return own;
  const florida = order.region === 'fl';
  return (
    stores.find((store) => (store.state.trim().toUpperCase() === 'FL') === florida && store.phone.trim()) ??
    null
  );
}

/**
 * In place of the Reschedule button when the order may no longer move for this customer (orders.get
 * `reschedule.refused`): the specification's refusal, why, and the store's phone as a link a phone dials.
 */
export function RescheduleClosed({
  order,
}: {
  order: Pick<OrderView, 'location' | 'region' | 'reschedule'>;
}) {
  const { data } = useAllLocations();
  if (!order.reschedule.refused) return null;
  const store = storeToCall(order, data ?? []);
  return (
    <Banner tone="info" className="order-detail__notice">
      <p>{order.reschedule.refused}</p>
      <p>
        {RESCHEDULE_CLOSED_REASON}{' '}
        {store ? (
          <>
            Call {store.name} at <a href={telHref(store.phone)}>{store.phone}</a>.
          </>
        ) : (
          <>
            Every store's number is on our <Link to={paths.contact}>Contact</Link> page.
          </>
        )}
      </p>
    </Banner>
  );
}
