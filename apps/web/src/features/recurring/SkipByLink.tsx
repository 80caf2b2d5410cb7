import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n/useT';
import { userMessage } from '../../lib/errors';
import { useTRPCClient } from '../../lib/trpc';
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
  const client = useTRPCClient();
  // The link is spent by its one use: the page asks once per link, and a page drawn again (the layout choosing its
  // frame once the session is known) reads the same answer instead of spending the link a second time.
  const skip = useQuery({
    queryKey: ['recurring.skipByLink', seriesId, token],
    queryFn: () => client.recurring.skipByLink.mutate({ id: seriesId, token }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
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
