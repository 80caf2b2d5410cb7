import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { userMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { paths } from '../../routes/paths';
import { Banner } from '../../ui/Banner';
import { Spinner } from '../../ui/Spinner';
import { dateLabel } from './labels';

/** The e-mail's "Skip this one" link (docs/decisions/0095-recurring-skip-link-and-texts.md): skips, once, no log-in. */
export function SkipByLink({ seriesId, token }: { seriesId: string; token: string }) {
  const trpc = useTRPC();
  const skip = useMutation(trpc.recurring.skipByLink.mutationOptions());
  const { mutate } = skip;
  useEffect(() => {
    mutate({ id: seriesId, token });
  }, [mutate, seriesId, token]);
  if (skip.isSuccess) {
    return (
      <Banner tone="success" title="Skipped">
        <p>Your pick-up on {dateLabel(skip.data.skippedDate)} is skipped. The next one is booked as usual.</p>
        <p>
          <Link to={`${paths.account}#recurring`}>Manage your repeating pick-ups</Link>
        </p>
      </Banner>
    );
  }
  if (skip.isError) {
    return (
      <Banner tone="error">
        <p>
          {userMessage(
            skip.error,
            'This link has expired or was already used. Please open your account to manage your pick-ups.',
          )}
        </p>
      </Banner>
    );
  }
  return <Spinner />;
}
