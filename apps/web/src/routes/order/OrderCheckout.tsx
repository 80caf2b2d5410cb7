import { CheckoutForm } from '../../features/checkout/CheckoutForm';
import { EditCheckoutForm } from '../../features/checkout/EditCheckoutForm';
import { OrderFrame } from '../../features/ordering/frame/OrderFrame';
import { StepHeading } from '../../features/ordering/frame/StepHeading';
import { useOrderFlow } from '../../features/ordering/useOrderFlow';
import { useT } from '../../i18n/useT';

/** Step 4, or step 3 in edit mode (docs/rules/ordering.md, The steps). */
export function OrderCheckout() {
  const t = useT();
  const flow = useOrderFlow();
  const title =
    flow.mode === 'edit'
      ? t('ordering.checkout.updateTitle', { number: flow.edit.orderNumber })
      : t('ordering.checkout.title');
  return (
    <OrderFrame
      step="checkout"
      title={t('ordering.checkout.title')}
      summary="checkout"
      heading={<StepHeading>{title}</StepHeading>}
    >
      {flow.mode === 'edit' ? <EditCheckoutForm edit={flow.edit} /> : <CheckoutForm />}
    </OrderFrame>
  );
}
