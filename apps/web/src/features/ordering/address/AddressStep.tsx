import { useNavigate } from 'react-router-dom';
import { paths } from '../../../routes/paths';
import { VerifyEmailBanner } from '../../account/VerifyEmailBanner';
import { OrderFrame } from '../frame/OrderFrame';
import { StepHeading } from '../frame/StepHeading';
import { useOrderFlow } from '../useOrderFlow';
import { AddressForm } from './AddressForm';

/** Step 1, Location (docs/rules/ordering.md, The steps): the address and contact details, for a new order or the one edited. */
export function AddressStep() {
  const { order, dispatch, mode } = useOrderFlow();
  const navigate = useNavigate();
  return (
    <OrderFrame step="address" title="Your Address">
      <StepHeading>Your Address</StepHeading>
      <VerifyEmailBanner />
      <p className="lead">Where should we pick up and deliver, and how can we reach you?</p>
      <AddressForm
        key={mode}
        saved={order.address}
        onSave={(address) => {
          dispatch({ type: 'address', address });
          void navigate(paths.orderServices);
        }}
      />
    </OrderFrame>
  );
}
