import { OrderFrame } from '../../features/order/frame/OrderFrame';
import { StepHeading } from '../../features/order/frame/StepHeading';
import { ServiceTiles } from '../../features/order/services/ServiceTiles';
import { useOrderFlow } from '../../features/order/useOrderFlow';

/** Step 2 (spec 001 §2): the grid of six service tiles. */
export function OrderServices() {
  const { order } = useOrderFlow();
  return (
    <OrderFrame step="services" title="Choose Your Services">
      <StepHeading>Choose Your Services</StepHeading>
      <p className="lead">Pick a service to add it to your order. You can add as many as you like.</p>
      <ServiceTiles order={order} />
    </OrderFrame>
  );
}
