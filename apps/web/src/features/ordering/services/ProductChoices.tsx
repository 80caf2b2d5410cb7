import type { WashFoldProduct } from '@laundry/validators/pricing';
import { useT } from '../../../i18n/useT';
import { formatCents } from '../../../lib/money';

interface ProductChoicesProps {
  products: readonly WashFoldProduct[];
  value: string[];
  onChange: (ids: string[]) => void;
}

/** Wash and fold products: each adds its price once (docs/rules/pricing.md, Wash and fold (regular and organic)). */
export function ProductChoices({ products, value, onChange }: ProductChoicesProps) {
  const t = useT();
  if (products.length === 0) return null;
  return (
    <fieldset className="choice-group">
      <legend className="field__label">{t('ordering.washFold.products')}</legend>
      {products.map((product) => (
        <label key={product.id} className="checkbox-choice">
          <input
            type="checkbox"
            checked={value.includes(product.id)}
            onChange={(event) =>
              onChange(
                event.target.checked ? [...value, product.id] : value.filter((id) => id !== product.id),
              )
            }
          />
          <span>
            {product.item} <span className="checkbox-choice__price">+{formatCents(product.priceCents)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
