import { useParams } from 'react-router-dom';
import { ComingSoon } from '../../ui/ComingSoon';
import type { OrderServiceSlug } from '../paths';

const serviceNames: Record<OrderServiceSlug, string> = {
  washfold: 'Wash & Fold',
  organicwashfold: 'Organic Wash & Fold',
  washpress: 'Wash & Press',
  dryclean: 'Dry Clean',
  tailoring: 'Tailoring',
  comforter: 'Comforter',
};

/** One step per service; the route's loader has already rejected unknown services with a 404. */
export function OrderServiceStep() {
  const { service } = useParams();
  return <ComingSoon title={serviceNames[service as OrderServiceSlug] ?? 'Service'} />;
}
