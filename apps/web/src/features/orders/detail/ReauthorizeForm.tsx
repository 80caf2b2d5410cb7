import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { inPageLanguage } from '../../../i18n/serverMessages';
import { useT } from '../../../i18n/useT';
import { formatCents } from '../../../lib/money';
import { useTRPC, useTRPCClient } from '../../../lib/trpc';
import { Banner } from '../../../ui/Banner';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import {
  CARD_FORM_NOT_LOADED,
  CardEntryError,
  type CardEntryHandle,
  TEST_MODE_NOTICE,
} from '../../checkout/cardEntry';
import { NEW_CARD, SavedCards } from '../../checkout/SavedCards';
import { SimulatedCardFields } from '../../checkout/SimulatedCardFields';
import { submissionTracker } from '../../checkout/submissionIds';
import { REAUTH_MESSAGES, REAUTH_TIMEOUT_MS, reauthErrorMessage } from './reauthErrors';
import { type Notice, useOrderRefresh } from './useOrderRefresh';

// Stripe Elements load only when Stripe is the provider (the checkout's own chunk).
const StripeCardFields = lazy(() => import('../../checkout/StripeCardFields'));

interface ReauthorizeFormProps {
  orderId: string;
  amountCents: number | null;
  /** A signed-in customer may pay with a saved card; a guest types a card. */
  savedCards: boolean;
  onDone: (notice: Notice) => void;
}

/**
 * The customer's reauthorization form (docs/rules/money.md, Reauthorization: shown while Waiting; not for
 * SuperAdmin, which the server's `allowed.reauthorize` says): a saved or new card is held for the new
 * amount and the old hold released. Its errors are docs/rules/messages.md, Order flow, payments and settings: errors.
 */
export function ReauthorizeForm({ orderId, amountCents, savedCards, onDone }: ReauthorizeFormProps) {
  const t = useT();
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const refresh = useOrderRefresh(orderId);
  const headingId = useId();
  const config = useQuery(
    trpc.payments.config.queryOptions(undefined, { staleTime: Number.POSITIVE_INFINITY }),
  );
  const methods = useQuery({ ...trpc.payments.methods.queryOptions(), enabled: savedCards });
  const cards = methods.data ?? [];
  const entry = useRef<CardEntryHandle | null>(null);
  const [ids] = useState(() => submissionTracker());
  const [choice, setChoice] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const card = choice || cards[0]?.id || NEW_CARD;
  const newCard = card === NEW_CARD;

  async function submit() {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const { idempotencyKey, paymentMethodId } = await ids.next(async () => {
        if (!newCard) return card;
        if (!entry.current) throw new CardEntryError(CARD_FORM_NOT_LOADED);
        return entry.current.createPaymentMethod();
      });
      await client.orders.reauthorize.mutate(
        { orderId, paymentMethodId, idempotencyKey },
        { signal: AbortSignal.timeout(REAUTH_TIMEOUT_MS) },
      );
      ids.end();
      await queryClient.invalidateQueries(trpc.payments.methods.queryFilter());
      onDone({
        tone: 'success',
        text: amountCents
          ? t('account.reauth.doneAmount', { amount: formatCents(amountCents) })
          : t('account.reauth.done'),
      });
    } catch (caught) {
      ids.failed(caught);
      // The form's own fallbacks and the server's words are English texts of docs/rules/messages.md.
      setError(inPageLanguage(reauthErrorMessage(caught)));
    } finally {
      setBusy(false);
      await refresh();
    }
  }

  const body = config.isError ? (
    <Banner tone="error">
      <p>{inPageLanguage(REAUTH_MESSAGES.notAvailable)}</p>
    </Banner>
  ) : !config.data || (savedCards && methods.isPending) ? (
    <Spinner label={t('account.reauth.loadingOptions')} />
  ) : (
    <form
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {config.data.testMode ? (
        <Banner tone="info" className="checkout-test-mode">
          <p>{inPageLanguage(TEST_MODE_NOTICE)}</p>
        </Banner>
      ) : null}
      {cards.length > 0 ? (
        <SavedCards
          cards={cards}
          value={card}
          onChange={(value) => {
            ids.end();
            setChoice(value);
          }}
        />
      ) : null}
      {newCard ? (
        config.data.provider === 'stripe' && config.data.publishableKey ? (
          <Suspense fallback={<Spinner label={t('account.reauth.loadingCardForm')} />}>
            <StripeCardFields publishableKey={config.data.publishableKey} entry={entry} onEdit={ids.end} />
          </Suspense>
        ) : (
          <SimulatedCardFields entry={entry} onEdit={ids.end} />
        )
      ) : null}
      {error ? (
        <Banner tone="error" className="order-panel__error">
          <p>{error}</p>
        </Banner>
      ) : null}
      <Button type="submit" busy={busy}>
        {amountCents
          ? t('account.reauth.authorizeAmount', { amount: formatCents(amountCents) })
          : t('account.reauth.authorize')}
      </Button>
    </form>
  );

  return (
    <section className="order-panel order-panel--reauth" aria-labelledby={headingId}>
      <h2 id={headingId} className="order-panel__title">
        {t('account.reauth.heading')}
      </h2>
      <p>
        {amountCents
          ? t('account.reauth.introAmount', { amount: formatCents(amountCents) })
          : t('account.reauth.intro')}
      </p>
      {body}
    </section>
  );
}
