import { Link } from 'react-router-dom';
import { inPageLanguage } from '../../../i18n/serverMessages';
import { T } from '../../../i18n/Trans';
import { useT } from '../../../i18n/useT';
import { paths } from '../../../routes/paths';
import { Banner } from '../../../ui/Banner';
import { telHref } from '../../../ui/PhoneText';
import { useAllLocations } from '../../locations/storeCount';
import type { OrderView } from './orderView';

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
  const t = useT();
  const { data } = useAllLocations();
  if (!order.reschedule.refused) return null;
  const store = storeToCall(order, data ?? []);
  return (
    <Banner tone="info" className="order-detail__notice">
      <p>{inPageLanguage(order.reschedule.refused)}</p>
      <p>
        {/* docs/rules/scheduling.md, Rescheduling: why nothing of the order may move any more. */}
        {t('account.rescheduleClosed.reason')}{' '}
        {store ? (
          <T
            id="account.rescheduleClosed.call"
            values={{ name: store.name, phone: store.phone }}
            components={{
              // biome-ignore lint/a11y/useAnchorContent: the message's words fill the link (T).
              0: <a href={telHref(store.phone)} />,
            }}
          />
        ) : (
          <T id="account.rescheduleClosed.contact" components={{ 0: <Link to={paths.contact} /> }} />
        )}
      </p>
    </Banner>
  );
}
