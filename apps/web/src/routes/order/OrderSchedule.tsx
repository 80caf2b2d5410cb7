import { Navigate } from 'react-router-dom';
import { OrderFrame } from '../../features/ordering/frame/OrderFrame';
import { StepHeading } from '../../features/ordering/frame/StepHeading';
import { ScheduleForm } from '../../features/ordering/schedule/ScheduleForm';
import { useOrderFlow } from '../../features/ordering/useOrderFlow';
import { paths } from '../paths';

/** Step 3 (docs/rules/ordering.md, The steps): pick-up and delivery. Unavailable in edit mode: the order keeps its schedule. */
export function OrderSchedule() {
  const { mode } = useOrderFlow();
  if (mode === 'edit') return <Navigate to={paths.orderCheckout} replace />;
  return (
    <OrderFrame step="schedule" title="Schedule Pick-up and Delivery">
      <StepHeading>Schedule Pick-up and Delivery</StepHeading>
      <p className="lead">Choose when we pick up and when we bring everything back.</p>
      <ScheduleForm />
    </OrderFrame>
  );
}
