import type { OrderPricing } from '@laundry/pricing';
import { Link } from 'react-router-dom';
import { formatCents } from '../../../lib/money';
import { serviceByKey } from '../services/serviceMeta';
import type { OrderAction } from '../store/orderReducer';

function TrashIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14M10 11v6M14 11v6"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

interface SummaryServicesProps {
  lines: OrderPricing['lines'];
  /** Absent on checkout: docs/rules/ordering.md, The steps, no trash button there. */
  onRemove?: (action: OrderAction) => void;
}

/** docs/rules/ordering.md, The steps: each service on the order with its price, and a trash button to take it off. */
export function SummaryServices({ lines, onRemove }: SummaryServicesProps) {
  return (
    <ul className="summary-services">
      {lines.map((line) => {
        const meta = serviceByKey(line.service);
        return (
          <li key={line.service} className="summary-services__item">
            <div className="summary-row">
              <Link to={meta.path} className="summary-row__label">
                {line.label}
              </Link>
              <span className="summary-row__amount">{formatCents(line.quoteCents)}</span>
              {onRemove ? (
                <button
                  type="button"
                  className="summary-trash"
                  aria-label={`Remove ${line.label}`}
                  onClick={() => onRemove({ type: 'removeService', key: line.service })}
                >
                  <TrashIcon />
                </button>
              ) : null}
            </div>
            {line.products.length > 0 ? (
              <ul className="summary-products">
                {line.products.map((product) => (
                  <li key={product.id} className="summary-row summary-row--minor">
                    <span className="summary-row__label">{product.item}</span>
                    <span className="summary-row__amount">{formatCents(product.priceCents)}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
