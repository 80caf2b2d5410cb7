import { useParams, useSearchParams } from 'react-router-dom';
import { SkipByLink } from '../../features/recurring/SkipByLink';
import { useT } from '../../i18n/useT';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** /app/recurring/{id}/skip?token=: the e-mail's "Skip this one" (docs/decisions/0095-recurring-skip-link-and-texts.md). */
export function RecurringSkip() {
  const t = useT();
  useDocumentTitle(t('account.skip.title'));
  const { seriesId = '' } = useParams();
  const [params] = useSearchParams();
  return (
    <div className="container page">
      <h1>{t('account.skip.title')}</h1>
      <SkipByLink seriesId={seriesId} token={params.get('token') ?? ''} />
    </div>
  );
}
