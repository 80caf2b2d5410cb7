import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { useUpdateCheck } from './useUpdateCheck';

export function UpdateBanner() {
  const { availableVersion, refresh, dismiss } = useUpdateCheck();
  if (!availableVersion) return null;
  return (
    <div className="update-banner container">
      <Banner
        tone="info"
        actions={
          <>
            <Button size="sm" onClick={refresh}>
              Refresh Now
            </Button>
            <Button size="sm" variant="secondary" onClick={dismiss}>
              Later
            </Button>
          </>
        }
      >
        <p>New version available! Please refresh to get the latest updates.</p>
      </Banner>
    </div>
  );
}
