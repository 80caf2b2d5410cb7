import { useNavigate } from 'react-router-dom';
import { useT } from '../../../i18n/useT';
import { paths } from '../../../routes/paths';
import { Banner } from '../../../ui/Banner';
import { Button } from '../../../ui/Button';
import { emptyOrder } from '../store/localOrder';
import { orderStore } from '../store/orderStore';
import { customerName, type PhoneOrder, phoneOrderStore } from './phoneOrder';

/**
 * Every step of a phone order says whom the order is for (docs/decisions/0087-phone-orders.md); staff may choose
 * another customer, which starts the order again.
 */
export function PhoneOrderBanner({ phone }: { phone: Extract<PhoneOrder, { status: 'chosen' }> }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Banner
      tone="info"
      className="order-frame__banner"
      actions={
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            startPhoneOrder(phone.staffId);
            void navigate(paths.orderAddress);
          }}
        >
          {t('ordering.phone.chooseAnother')}
        </Button>
      }
    >
      <p>
        {t('ordering.phone.orderingFor', { name: customerName(phone.customer), email: phone.customer.email })}
      </p>
    </Banner>
  );
}

/** Staff's Schedule a Pick Up: a new, empty order that first asks who it is for. */
export function startPhoneOrder(staffId: string) {
  orderStore.stopEdit();
  orderStore.dispatchLocal({ type: 'load', order: emptyOrder() });
  phoneOrderStore.start(staffId);
}
