import { EXPRESS_DELIVERY_HOURS } from '@laundry/pricing';
import { useT } from '../../../i18n/useT';
import { formatSlot } from '../dates';
import type { LocalOrder } from '../store/localOrder';

/** On checkout the summary also shows the address and the pick-up and delivery windows (docs/rules/ordering.md, The summary). */
export function SummaryDetails({ order }: { order: LocalOrder }) {
  const t = useT();
  const { address, schedule } = order;
  return (
    <dl className="summary-details">
      {address ? (
        <div>
          <dt>{t('ordering.summary.address')}</dt>
          <dd>
            {address.address}
            {address.address2 ? `, ${address.address2}` : ''}
            <br />
            {address.city}, {address.state} {address.zip}
          </dd>
        </div>
      ) : null}
      {schedule ? (
        <>
          <div>
            <dt>{t('ordering.schedule.pickUp')}</dt>
            <dd>{formatSlot(schedule.pickUpDate, schedule.pickUpHour)}</dd>
          </div>
          <div>
            <dt>
              {schedule.multipleDeliveries
                ? t('ordering.schedule.firstDelivery')
                : t('ordering.schedule.delivery')}
            </dt>
            <dd>
              {order.isExpressDelivery
                ? t('ordering.summary.express', {
                    slot: formatSlot(schedule.pickUpDate, schedule.pickUpHour + EXPRESS_DELIVERY_HOURS),
                  })
                : formatSlot(schedule.deliveryDate, schedule.deliveryHour)}
            </dd>
          </div>
          {schedule.multipleDeliveries && schedule.deliveryDate2 ? (
            <div>
              <dt>{t('ordering.schedule.secondDelivery')}</dt>
              <dd>{formatSlot(schedule.deliveryDate2, schedule.deliveryHour2)}</dd>
            </div>
          ) : null}
        </>
      ) : null}
    </dl>
  );
}
