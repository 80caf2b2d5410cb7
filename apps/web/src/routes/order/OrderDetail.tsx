import { useParams } from 'react-router-dom';
import { ComingSoon } from '../../ui/ComingSoon';

export function OrderDetail() {
  const { orderId } = useParams();
  return <ComingSoon title={`Order ${orderId ?? ''}`.trim()} />;
}
