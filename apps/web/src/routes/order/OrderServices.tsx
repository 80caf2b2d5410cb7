import { OrderFrame } from '../../features/ordering/frame/OrderFrame';
import { StepHeading } from '../../features/ordering/frame/StepHeading';
import { ServiceTiles } from '../../features/ordering/services/ServiceTiles';
import { SERVICES } from '../../features/ordering/services/serviceMeta';
import { useOrderFlow } from '../../features/ordering/useOrderFlow';
import { ButtonLink } from '../../ui/Button';
import { paths } from '../paths';

/**
 * Step 2 (docs/rules/ordering.md, The steps): the grid of six service tiles. Once a service is on the order, a primary
 * "Continue to schedule" (the checkout when editing, which has no schedule step) leads on, so the small
 * step tab is not the only way forward.
 */
export function OrderServices() {
  const { order, mode } = useOrderFlow();
  const hasService = SERVICES.some((service) => order[service.key] !== undefined);
  return (
    <OrderFrame step="services" title="Choose Your Services">
      <StepHeading>Choose Your Services</StepHeading>
      {hasService ? (
        <div className="services-next">
          <p className="services-next__add">Add another service below, or continue.</p>
          <ButtonLink to={mode === 'edit' ? paths.orderCheckout : paths.orderSchedule} size="lg">
            {mode === 'edit' ? 'Continue to checkout' : 'Continue to schedule'}
          </ButtonLink>
        </div>
      ) : (
        <p className="lead">Pick a service to add it to your order. You can add as many as you like.</p>
      )}
      <ServiceTiles order={order} />
    </OrderFrame>
  );
}
