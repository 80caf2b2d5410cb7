import { useT } from '../../i18n/useT';
import type { RouterOutputs } from '../../lib/trpc';

type SavedCard = RouterOutputs['payments']['methods'][number];
/** The radio value of 'Use a new card'. */
export const NEW_CARD = 'new';

interface SavedCardsProps {
  cards: readonly SavedCard[];
  value: string;
  onChange: (value: string) => void;
}

/** docs/rules/ordering.md, The steps: the saved-card selector of a signed-in customer, with the choice of a new card. */
export function SavedCards({ cards, value, onChange }: SavedCardsProps) {
  const t = useT();
  const brandName = (brand: string) =>
    brand ? brand[0]!.toUpperCase() + brand.slice(1) : t('ordering.payment.card');
  return (
    <fieldset className="choice-group">
      <legend className="field__label">{t('ordering.payment.card')}</legend>
      {cards.map((card) => (
        <label key={card.id} className="checkbox-choice">
          <input
            type="radio"
            name="saved-card"
            value={card.id}
            checked={value === card.id}
            onChange={() => onChange(card.id)}
          />
          <span>
            {t('ordering.payment.savedCard', {
              brand: brandName(card.brand),
              last4: card.last4,
              expires: `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear).slice(-2)}`,
            })}
          </span>
        </label>
      ))}
      <label className="checkbox-choice">
        <input
          type="radio"
          name="saved-card"
          value={NEW_CARD}
          checked={value === NEW_CARD}
          onChange={() => onChange(NEW_CARD)}
        />
        <span>{t('ordering.payment.newCard')}</span>
      </label>
    </fieldset>
  );
}
