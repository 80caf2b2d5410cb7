import { OrderFrame } from '../../features/ordering/frame/OrderFrame';
import { StepHeading } from '../../features/ordering/frame/StepHeading';
import { ServiceTiles } from '../../features/ordering/services/ServiceTiles';
import { SERVICES } from '../../features/ordering/services/serviceMeta';
import { useOrderFlow } from '../../features/ordering/useOrderFlow';
import { useT } from '../../i18n/useT';
import { ButtonLink } from '../../ui/Button';
import { paths } from '../paths';

/**
 * Step 2 (docs/rules/ordering.md, The steps): the grid of six service tiles. Once a service is on the order, a primary
 * "Continue to schedule" (the checkout when editing, which has no schedule step) leads on, so the small
 * step tab is not the only way forward.
 */
export function OrderServices() {
  const t = useT();
  const { order, mode } = useOrderFlow();
  const hasService = SERVICES.some((service) => order[service.key] !== undefined);
  return (
    <OrderFrame step="services" title={t('ordering.services.title')}>
      <StepHeading>{t('ordering.services.title')}</StepHeading>
      {hasService ? (
        <div className="services-next">
          <p className="services-next__add">{t('ordering.services.addAnother')}</p>
          <ButtonLink to={mode === 'edit' ? paths.orderCheckout : paths.orderSchedule} size="lg">
            {mode === 'edit' ? t('ordering.services.toCheckout') : t('ordering.services.toSchedule')}
          </ButtonLink>
        </div>
      ) : (
        <p className="lead">{t('ordering.services.lead')}</p>
      )}
      <ServiceTiles order={order} />
    </OrderFrame>
  );
}
