import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../i18n/useT';
import { paths } from '../../../routes/paths';
import { Spinner } from '../../../ui/Spinner';
import { VerifyEmailBanner } from '../../account/VerifyEmailBanner';
import { useSession } from '../../auth/useSession';
import { OrderFrame } from '../frame/OrderFrame';
import { StepHeading } from '../frame/StepHeading';
import { customerAddress, phoneOrderStore, usePhoneOrder } from '../phone/phoneOrder';
import { useOrderFlow } from '../useOrderFlow';
import { AddressForm } from './AddressForm';

/**
 * The phone order's customer search and form, staff's alone: a chunk of its own, so a guest's first step does not load
 * and run the staff's customer schemas (bench/README.md, The guest's first step without the staff's code).
 */
const CustomerChoice = lazy(() =>
  import('../phone/CustomerChoice').then((module) => ({ default: module.CustomerChoice })),
);

/** Step 1, Location (docs/rules/ordering.md, The steps): the address and contact details, for a new order or the one edited. */
export function AddressStep() {
  const t = useT();
  const { order, dispatch, mode } = useOrderFlow();
  const session = useSession();
  const phone = usePhoneOrder(session.isStaff ? session.user?.id : null);
  const navigate = useNavigate();
  // A phone order first asks who it is for (docs/decisions/0087-phone-orders.md).
  if (mode === 'new' && phone?.status === 'choosing') {
    return (
      <OrderFrame step="address" title={t('ordering.address.whoFor')} summary="none">
        <StepHeading>{t('ordering.address.whoFor')}</StepHeading>
        <Suspense fallback={<Spinner label={t('ordering.frame.loading')} />}>
          <CustomerChoice onChoose={(customer) => phoneOrderStore.choose(phone.staffId, customer)} />
        </Suspense>
      </OrderFrame>
    );
  }
  const customer = mode === 'new' && phone?.status === 'chosen' ? phone.customer : null;
  return (
    <OrderFrame step="address" title={t('ordering.address.title')}>
      <StepHeading>{t('ordering.address.title')}</StepHeading>
      {customer ? null : <VerifyEmailBanner />}
      <p className="lead">{t('ordering.address.lead')}</p>
      <AddressForm
        key={customer ? `phone-${customer.id}` : mode}
        saved={order.address ?? (customer ? customerAddress(customer) : undefined)}
        profile={customer ? customerAddress(customer) : undefined}
        onSave={(address) => {
          dispatch({ type: 'address', address });
          void navigate(paths.orderServices);
        }}
      />
    </OrderFrame>
  );
}
