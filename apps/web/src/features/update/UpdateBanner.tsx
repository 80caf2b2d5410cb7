import { inPageLanguage } from '../../i18n/serverMessages';
import { useLocale } from '../../i18n/useT';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { useUpdateCheck } from './useUpdateCheck';

/**
 * docs/rules/public-site.md, Update check: the spec's English words, in the page's language (es/spec-public.json):
 * the banner shows on every page, also those that load no `public` messages (the staff layout, a page not found).
 */
export function UpdateBanner() {
  useLocale();
  const { availableVersion, refresh, dismiss } = useUpdateCheck();
  if (!availableVersion) return null;
  return (
    <div className="update-banner container">
      <Banner
        tone="info"
        actions={
          <>
            <Button size="sm" onClick={refresh}>
              {inPageLanguage('Refresh Now')}
            </Button>
            <Button size="sm" variant="secondary" onClick={dismiss}>
              {inPageLanguage('Later')}
            </Button>
          </>
        }
      >
        <p>{inPageLanguage('New version available! Please refresh to get the latest updates.')}</p>
      </Banner>
    </div>
  );
}
