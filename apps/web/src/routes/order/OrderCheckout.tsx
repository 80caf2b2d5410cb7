import { CheckoutForm } from '../../features/checkout/CheckoutForm';
import { EditCheckoutForm } from '../../features/checkout/EditCheckoutForm';
import { OrderFrame } from '../../features/ordering/frame/OrderFrame';
import { StepHeading } from '../../features/ordering/frame/StepHeading';
import { useOrderFlow } from '../../features/ordering/useOrderFlow';

/** Step 4, or step 3 in edit mode (docs/rules/ordering.md, The steps). */
export function OrderCheckout() {
  const flow = useOrderFlow();
  const title = flow.mode === 'edit' ? `Update Order #${flow.edit.orderNumber}` : 'Checkout';
  return (
    <OrderFrame
      step="checkout"
      title="Checkout"
      summary="checkout"
      heading={<StepHeading>{title}</StepHeading>}
    >
      {flow.mode === 'edit' ? <EditCheckoutForm edit={flow.edit} /> : <CheckoutForm />}
    </OrderFrame>
  );
}
