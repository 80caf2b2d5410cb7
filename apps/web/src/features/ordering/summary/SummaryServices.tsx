import type { OrderPricing } from '@laundry/pricing';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../../i18n/useT';
import { formatCents } from '../../../lib/money';
import { SERVICE_NAME_IDS, serviceByKey } from '../services/serviceMeta';
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

/** Where focus goes once the last service is taken off and the summary closes: the step's heading. */
function focusStepHeading() {
  const main = document.getElementById('main');
  (main?.querySelector<HTMLElement>('h1[tabindex="-1"]') ?? main)?.focus();
}

/**
 * docs/rules/ordering.md, The steps: each service on the order with its price, and a trash button to take it off.
 * The button that took a service off goes with it, so focus moves to the next service's button (else the one
 * before), and to the step's heading when none is left, never to the page's start.
 */
export function SummaryServices({ lines, onRemove }: SummaryServicesProps) {
  const t = useT();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [focusNext, setFocusNext] = useState<string | null>(null);
  useEffect(() => {
    if (focusNext === null) return;
    buttons.current.get(focusNext)?.focus();
    setFocusNext(null);
  }, [focusNext]);

  const remove = (service: OrderPricing['lines'][number]['service']) => {
    if (!onRemove) return;
    const index = lines.findIndex((line) => line.service === service);
    const next = lines[index + 1] ?? lines[index - 1];
    onRemove({ type: 'removeService', key: service });
    if (next) setFocusNext(next.service);
    else setTimeout(focusStepHeading, 0);
  };

  return (
    <ul className="summary-services">
      {lines.map((line) => {
        const meta = serviceByKey(line.service);
        const name = t(SERVICE_NAME_IDS[line.service]);
        return (
          <li key={line.service} className="summary-services__item">
            <div className="summary-row">
              <Link to={meta.path} className="summary-row__label">
                {name}
              </Link>
              <span className="summary-row__amount">{formatCents(line.quoteCents)}</span>
              {onRemove ? (
                <button
                  type="button"
                  className="summary-trash"
                  aria-label={t('ordering.summary.remove', { service: name })}
                  ref={(element) => {
                    if (element) buttons.current.set(line.service, element);
                    else buttons.current.delete(line.service);
                  }}
                  onClick={() => remove(line.service)}
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
