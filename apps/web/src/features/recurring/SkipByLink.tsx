import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n/useT';
import { userMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { paths } from '../../routes/paths';
import { Banner } from '../../ui/Banner';
import { Spinner } from '../../ui/Spinner';
import { dateLabel } from './labels';

/** RECURRING_MESSAGES.skipLink (packages/validators/src/recurring.ts), translated by userMessage. */
const SKIP_LINK_FAILED =
  'This link has expired or was already used. Please open your account to manage your pick-ups.';

/** The e-mail's "Skip this one" link (docs/decisions/0095-recurring-skip-link-and-texts.md): skips, once, no log-in. */
export function SkipByLink({ seriesId, token }: { seriesId: string; token: string }) {
  const t = useT();
  const trpc = useTRPC();
  const skip = useMutation(trpc.recurring.skipByLink.mutationOptions());
  const { mutate } = skip;
  useEffect(() => {
    mutate({ id: seriesId, token });
  }, [mutate, seriesId, token]);
  if (skip.isSuccess) {
    return (
      <Banner tone="success" title={t('account.skipLink.title')}>
        <p>{t('account.skipLink.done', { date: dateLabel(skip.data.skippedDate) })}</p>
        <p>
          <Link to={`${paths.account}#recurring`}>{t('account.skipLink.manage')}</Link>
        </p>
      </Banner>
    );
  }
  if (skip.isError) {
    return (
      <Banner tone="error">
        <p>{userMessage(skip.error, SKIP_LINK_FAILED)}</p>
      </Banner>
    );
  }
  return <Spinner label={t('account.skipLink.skipping')} />;
}
