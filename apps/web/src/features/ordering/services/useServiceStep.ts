import type { ServiceKey } from '@laundry/validators/pricing';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../i18n/useT';
import { paths } from '../../../routes/paths';
import type { ServiceDrafts } from '../store/localOrder';
import type { OrderAction } from '../store/orderReducer';
import { useOrderCatalog } from '../useOrderCatalog';
import { useOrderFlow } from '../useOrderFlow';

/**
 * What every service step shares (docs/rules/ordering.md, The steps): the saved draft to start from, the submit label
 * ('Update' when the service is already on the order, else 'Continue'), and where submitting goes:
 * /app/order/schedule for a new order, /app/order/checkout when editing.
 */
export function useServiceStep<K extends ServiceKey>(key: K) {
  const t = useT();
  const flow = useOrderFlow();
  const catalog = useOrderCatalog(flow.order);
  const navigate = useNavigate();
  const saved = flow.order[key] as ServiceDrafts[K] | undefined;
  return {
    catalog,
    saved,
    submitLabel: saved ? t('ordering.update') : t('ordering.continue'),
    save(draft: ServiceDrafts[K]) {
      flow.dispatch({ type: 'service', key, draft } as OrderAction);
      void navigate(flow.mode === 'edit' ? paths.orderCheckout : paths.orderSchedule);
    },
  };
}
